/** `scripts/check-runtime-entries.mjs` (the `check:runtimes` step) on entries made to fail and to pass. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'check-runtime-entries.mjs');
const dir = mkdtempSync(join(tmpdir(), 'sfk-check-runtimes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(file: string) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  return { status, output: stdout + stderr };
}

function check(source: string) {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, source);
  return run(file);
}

describe('check-runtime-entries', () => {
  it('fails an entry that imports Node built-ins or references Node globals, naming each', () => {
    const { status, output } = check(`
      import { readFileSync } from 'node:fs';
      import { join } from 'path';
      export const env = () => (typeof process !== 'undefined' ? process.env.NODE_ENV : undefined);
      export const bytes = (s) => Buffer.from(s);
      export const here = () => join(__dirname, 'x') + readFileSync;
      export const load = (id) => require(id);
      export const root = () => global;
    `);
    expect(status).toBe(1);
    for (const problem of ['imports node:fs', 'imports path', 'uses process', 'uses Buffer', 'uses __dirname', 'uses require', 'uses global']) {
      expect(output).toContain(problem);
    }
  });

  it('passes web-standard code, including locals, parameters and properties named like Node globals', () => {
    const { status, output } = check(`
      import { useState } from 'react';
      const names = { process: 1, Buffer: 2, require: 3 };
      export const run = (process) => process.env + names.process + names.Buffer;
      export function load(require) { const global = globalThis; return require(global.location.href); }
      export const bytes = (s) => new TextEncoder().encode(s);
      export { useState };
    `);
    expect(output).not.toContain('✗');
    expect(status).toBe(0);
  });

  it('fails, saying to build, when an entry is missing', () => {
    const { status, output } = run(join(dir, 'dist', 'index.js'));
    expect(status).toBe(1);
    expect(output).toContain('run `pnpm build` first');
  });
});
