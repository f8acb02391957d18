/**
 * A guide under docs/ as its reader meets it: its fenced blocks in order, each with the file it names
 * on its first line (`// client.ts`), and the helpers that lay a guide's files into an app and find
 * the commands and expected outputs it shows.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain ESM script without types
import { root } from '../pack.mjs';

export interface Block {
  lang: string;
  code: string;
  /** The file the block's first line names (`// test/platform.ts`), if any. */
  file?: string;
}

export function readGuide(name: string): Block[] {
  const text = readFileSync(join(root as string, 'docs', name), 'utf8');
  return [...text.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map(([, lang, code]) => {
    const file = /^(?:\/\/|#) ([\w./[\]-]+\.(?:tsx?|mjs|json)|\.env[\w.]*)\s*$/.exec(code!.split('\n')[0]!)?.[1];
    return { lang: lang!, code: code!, ...(file ? { file } : {}) };
  });
}

/** Writes every block that names a file into `dir`; returns the file names. */
export function writeFiles(blocks: Block[], dir: string): string[] {
  const files = blocks.filter((b) => b.file);
  for (const block of files) {
    mkdirSync(dirname(join(dir, block.file!)), { recursive: true });
    writeFileSync(join(dir, block.file!), block.code);
  }
  return files.map((b) => b.file!);
}

/** The packages the guide's code imports (not relative, not Node's own). */
export function importedPackages(blocks: Block[]): string[] {
  const names = new Set<string>();
  for (const block of blocks.filter((b) => /^(ts|tsx)$/.test(b.lang))) {
    for (const [, specifier] of block.code.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'([^']+)'/g)) {
      if (!specifier || specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}

/** The shell lines of the guide's ```sh blocks (comments and blank lines dropped). */
export function shellLines(blocks: Block[]): string[] {
  return blocks
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.code.split('\n'))
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** The packages an `npm install` line names. */
export const installedBy = (line: string): string[] =>
  line
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));

/** The ```text block that follows the ```sh block holding `command`: the output the guide promises. */
export function outputAfter(blocks: Block[], command: string): string {
  const at = blocks.findIndex((b) => b.lang === 'sh' && b.code.includes(command));
  const output = blocks.slice(at + 1).find((b) => b.lang === 'text');
  if (at < 0 || !output) throw new Error(`no \`${command}\` followed by a text block`);
  return output.code;
}

/** The note by which an example says it runs against a V3 store (`npm start -- --catalog v3`). */
const ON_V3_STORE = /npm start -- --catalog v3/;

/**
 * The examples of every other guide that continue from getting-started (they import `./client`, its
 * step 3), each with the output the guide shows right after it, if any, and the catalogue of the store
 * it runs against: V3 when its code says to start the emulator with `--catalog v3`, V1 otherwise.
 */
export function continuingBlocks(): { name: string; code: string; catalog: 'v1' | 'v3'; expected?: string }[] {
  return readdirSync(join(root as string, 'docs'))
    .filter((file) => file.endsWith('.md') && file !== 'getting-started.md')
    .sort()
    .flatMap((guide) => {
      const blocks = readGuide(guide);
      return blocks.flatMap((block, i) => {
        if (block.lang !== 'ts' || !/from '\.\/client'/.test(block.code)) return [];
        const next = blocks[i + 1];
        const catalog = ON_V3_STORE.test(block.code) ? ('v3' as const) : ('v1' as const);
        return [{ name: `${guide.replace(/\.md$/, '')}.${i}`, code: block.code, catalog, ...(next?.lang === 'text' ? { expected: next.code } : {}) }];
      });
    });
}
