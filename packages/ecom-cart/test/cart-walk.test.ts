// The walk of a cart add to fetch, as CONTRIBUTING.md's "How a cart add reaches fetch" lists it, goes one
// way: no file on it imports one that leads back to it (type-only imports count), and no package on it
// depends on a package that depends back on it. A reader following it never has to go back to a file
// to understand the next one.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files the walk links to, in its order, relative to the repository. */
function walkFiles(): string[] {
  const text = readFileSync(join(repo, 'CONTRIBUTING.md'), 'utf8');
  const section = text.split('\n## How a cart add reaches fetch\n')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/\]\((packages\/[^)]+\.tsx?)\)/g)].map((m) => m[1] as string);
}

/** The relative imports of a source file (`import`, `import type`, `export … from`), resolved to files. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].flatMap((m) => {
    const base = resolve(dirname(file), m[1] as string);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found ? [found] : [];
  });
}

/** The files a file leads to through imports, itself included only when an import leads back to it. */
function reachable(start: string, imports: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const next = [...imports(start)];
  while (next.length > 0) {
    const file = next.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...imports(file));
  }
  return seen;
}

/** The workspace packages a package depends on at run time (`dependencies`, `peerDependencies`), by folder. */
function packageDeps(folder: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repo, 'packages', folder, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((name) => name.startsWith('@storefront-kit/'));
  return names.map((name) => name.slice('@storefront-kit/'.length)).filter((name) => existsSync(join(repo, 'packages', name)));
}

const packageOf = (file: string) => file.split('/')[1] as string;

describe("CONTRIBUTING's walk of a cart add to fetch", () => {
  const files = walkFiles();

  it("links package sources that exist, from useCart to http-core's request path", () => {
    expect(files[0]).toBe('packages/react/src/useCart.ts');
    expect(files.filter((file) => !/^packages\/[^/]+\/src\//.test(file))).toEqual([]);
    expect(files).toContain('packages/http-core/src/request.ts');
    expect(files.filter((file) => !existsSync(join(repo, file)))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('has no file that imports one leading back to it', () => {
    const backAndForth = files.flatMap((file) => {
      const path = join(repo, file);
      return reachable(path, importsOf).has(path) ? [file] : [];
    });
    expect(backAndForth).toEqual([]);
  });

  it('crosses packages one way: none depends on a package that depends back on it', () => {
    const packages = [...new Set(files.map(packageOf))];
    expect(packages.filter((folder) => reachable(folder, packageDeps).has(folder))).toEqual([]);
  });

  it('the checks see a cycle when there is one', () => {
    const graph: Record<string, string[]> = { 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['a.ts'] };
    const imports = (file: string) => graph[file] ?? [];
    expect(reachable('a.ts', imports).has('a.ts')).toBe(true);
    expect(reachable('d.ts', imports).has('d.ts')).toBe(false);
  });
});
