/**
 * Scratch apps outside the workspace (in the OS's temp folder), set up the way a reader sets up theirs:
 * `npm init`, then the commands `npm run pack` prints (overrides + `npm install` of the tarballs), then
 * whatever a guide installs, with plain npm (`--prefer-offline`: npm's cache first, the registry for the
 * rest).
 */
import { exec } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { installCommands } from '../pack.mjs';

export interface Tarball {
  name: string;
  version: string;
  file: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: Tarball[];
  }
}

/**
 * Runs one shell command line as a reader would paste it and resolves its standard output; rejects with
 * its output when it fails. Asynchronous: an emulator in the test's own process keeps answering.
 */
export function sh(line: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const offline = /^npm (install|i) /.test(line) ? ' --prefer-offline --no-audit --no-fund' : '';
  return new Promise((resolve, reject) => {
    exec(
      `${line}${offline}`,
      { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env, npm_config_update_notifier: 'false' } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`\`${line}\` exited with ${error.code}:\n${stdout}${stderr}`));
        else resolve(stdout);
      },
    );
  });
}

/** A new app folder under the OS's temp folder with a package.json (`type` as given), removed by `dispose`. */
export function scratchApp(label: string, type: 'module' | 'commonjs' = 'module'): { dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), `sfk-${label}-`));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `sfk-${label}`, version: '1.0.0', private: true, type }, null, 2)}\n`);
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The packed tarballs (made fresh by the global setup) and the two commands `npm run pack` prints for
 * `dir`; with `only`, the install line keeps those packages, as a reader taking only what they use
 * does (the overrides stay whole: the siblings those packages depend on resolve through them).
 */
export function packedInstall(dir: string, only?: string[]): { tarballs: Tarball[]; commands: string[] } {
  const tarballs = inject('tarballs');
  const [overrides] = installCommands(tarballs, dir) as string[];
  const [, install] = installCommands(only ? tarballs.filter((t) => only.includes(t.name)) : tarballs, dir) as string[];
  return { tarballs, commands: [overrides!, install!] };
}
