/**
 * docs/testing-your-app.md, followed as written in a new app outside the workspace: the packed
 * `@storefront-kit/*` packages its install lines name (with the commands `npm run pack` prints), then
 * its install lines for the rest, its files as shown, and `npx vitest run` (the app's own vitest, jsdom and MSW from npm) passing
 * its component test against the in-memory emulator.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importedPackages, installedBy, readGuide, shellLines, writeFiles } from './guide';
import { packedInstall, scratchApp, sh } from './scratch-app';

const blocks = readGuide('testing-your-app.md');
const lines = shellLines(blocks);
const installs = lines.filter((l) => l.startsWith('npm install'));
const app = scratchApp('testing-your-app');

beforeAll(async () => {
  const named = installs.flatMap(installedBy).filter((name) => name.startsWith('@storefront-kit/'));
  for (const command of packedInstall(app.dir, named).commands) await sh(command, app.dir);
  // "then the lines above without them": the @storefront-kit packages came from the tarballs.
  for (const line of installs) {
    const rest = line.split(/\s+/).filter((word) => !word.startsWith('@storefront-kit/'));
    if (installedBy(rest.join(' ')).length) await sh(rest.join(' '), app.dir);
  }
  writeFiles(blocks, app.dir);
});
afterAll(() => app.dispose());

it('names every package its code imports in its install lines', () => {
  const named = installs.flatMap(installedBy);
  expect(importedPackages(blocks).filter((name) => !named.includes(name))).toEqual([]);
});

it('shows every file its test imports', () => {
  const files = blocks.filter((b) => b.file).map((b) => b.file);
  expect(files).toEqual(expect.arrayContaining(['test/platform.ts', 'src/ProductGrid.tsx', 'test/product-grid.test.tsx', 'vitest.config.ts']));
});

it('`npx vitest run` passes the component test against the in-memory emulator', async () => {
  expect(lines).toContain('npx vitest run');
  const output = await sh('npx vitest run', app.dir, { CI: '1', NO_COLOR: '1' });
  expect(output).toMatch(/Tests\s+1 passed \(1\)/);
});
