/**
 * `npm run pack`'s promise: an app outside this repository installs the packed tarballs with plain npm,
 * using the two commands it prints, and every package loads from there (ESM and CJS), each dependency
 * on a sibling resolved to the sibling's tarball (one copy of each, none from the registry).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packedInstall, scratchApp, sh, type Tarball } from './scratch-app';

const app = scratchApp('packed');
let tarballs: Tarball[];

beforeAll(async () => {
  const install = packedInstall(app.dir);
  tarballs = install.tarballs;
  for (const command of install.commands) await sh(command, app.dir);
});
afterAll(() => app.dispose());

it('installs one copy of every package, from its tarball', () => {
  const installed = readdirSync(join(app.dir, 'node_modules', '@storefront-kit')).map((d) => `@storefront-kit/${d}`);
  expect(installed.sort()).toEqual(tarballs.map((t) => t.name).sort());
  const lock = JSON.parse(readFileSync(join(app.dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string }> };
  const copies = Object.entries(lock.packages).filter(([path]) => /node_modules\/@storefront-kit\//.test(path));
  // A nested copy would mean a sibling range was resolved somewhere else than the top-level tarball.
  expect(copies.map(([path]) => path.replace(/^.*node_modules\//, '')).sort()).toEqual(installed.sort());
  for (const [, entry] of copies) expect(entry.resolved).toMatch(/^file:.*\.tgz$/);
});

it('loads every package through import and require, from the app', async () => {
  const names = tarballs.map((t) => t.name);
  writeFileSync(
    join(app.dir, 'load.mjs'),
    [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      `for (const name of ${JSON.stringify(names)}) {`,
      '  const esm = await import(name);',
      '  const cjs = require(name);',
      '  console.log(name, Object.keys(esm).length, Object.keys(cjs).length, require.resolve(name));',
      '}',
    ].join('\n'),
  );
  const lines = (await sh('node load.mjs', app.dir)).trim().split('\n');
  expect(lines).toHaveLength(names.length);
  for (const [i, line] of lines.entries()) {
    const [name, esm, cjs, path] = line.split(' ');
    expect(name).toBe(names[i]);
    expect(Number(esm)).toBeGreaterThan(0);
    expect(Number(cjs)).toBe(Number(esm));
    expect(path).toContain(join(app.dir, 'node_modules', ...names[i]!.split('/'), 'dist'));
  }
});
