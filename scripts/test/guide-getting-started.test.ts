/**
 * docs/getting-started.md, followed as written in a new app outside the workspace: its `mkdir ... npm
 * init` line, the packed packages its install line names, installed with the commands `npm run pack`
 * prints, its dev install line, its files written as shown, and each `npx tsx` step run against an
 * emulator (the workspace's build) with the output the guide shows, its V3 step against an emulator
 * started with `catalog: 'v3'`. Then every other guide's examples that continue from it (they import its
 * `./client`), each in a file beside it, run the same way against the store they name (V1, or V3 when
 * they say `npm start -- --catalog v3`): they finish, and print what the guide shows after them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { root } from '../pack.mjs';
import { continuingBlocks, importedPackages, installedBy, outputAfter, readGuide, shellLines, writeFiles } from './guide';
import { packedInstall, sh } from './scratch-app';

const blocks = readGuide('getting-started.md');
const lines = shellLines(blocks);
const parent = mkdtempSync(join(tmpdir(), 'sfk-getting-started-'));
let app = '';
type Emulator = { url: string; apiKey: string; siteId: string; stop(): Promise<void> };
let emulator: Emulator;
let emulatorV3: Emulator;

beforeAll(async () => {
  const { startEmulator } = (await import(pathToFileURL(join(root as string, 'packages', 'emulator', 'dist', 'index.js')).href)) as {
    startEmulator(options: { port: number; catalog?: 'v1' | 'v3' }): Promise<Emulator>;
  };
  emulator = await startEmulator({ port: 0 });
  emulatorV3 = await startEmulator({ port: 0, catalog: 'v3' });
  const create = lines.find((l) => l.includes('npm init'))!;
  await sh(create, parent);
  app = join(parent, /mkdir (\S+)/.exec(create)![1]!);
  // The packed packages this guide's install line names (the registry line, once they are published).
  const named = lines.filter((l) => l.startsWith('npm install @storefront-kit/')).flatMap(installedBy);
  for (const command of packedInstall(app, named).commands) await sh(command, app);
  for (const line of lines.filter((l) => l.startsWith('npm install --save-dev'))) await sh(line, app);
  writeFiles(blocks, app);
});
afterAll(async () => {
  await emulator?.stop();
  await emulatorV3?.stop();
  rmSync(parent, { recursive: true, force: true });
});

it('names every package its code imports in its install line', () => {
  const installs = lines.filter((l) => l.startsWith('npm install')).flatMap(installedBy);
  expect(importedPackages(blocks).filter((name) => !installs.includes(name))).toEqual([]);
});

it('packs for the app folder it created', () => {
  expect(lines).toContain('npm run pack -- --app ../my-app');
  expect(lines.find((l) => l.includes('npm init'))).toMatch(/^mkdir my-app && cd my-app /);
});

const steps = [
  { step: 'npx tsx first-query.ts', store: () => emulator },
  { step: 'npx tsx first-query-v3.ts', store: () => emulatorV3 },
  { step: 'npx tsx first-cart.ts', store: () => emulator },
];
for (const { step, store } of steps) {
  it(`\`${step}\` prints what the guide shows`, async () => {
    expect(lines).toContain(step);
    const printed = await sh(step, app, { EMULATOR_URL: store().url });
    expect(printed).toBe(outputAfter(blocks, step));
  });
}

for (const block of continuingBlocks()) {
  // Independent of each other (each its own visitor): run side by side.
  it.concurrent(`${block.name}: runs beside getting-started's client${block.catalog === 'v3' ? ' on a V3 store' : ''}${block.expected ? ' and prints what the guide shows' : ''}`, async ({
    expect,
  }) => {
    writeFileSync(join(app, `${block.name}.ts`), block.code);
    const store = block.catalog === 'v3' ? emulatorV3 : emulator;
    const printed = await sh(`npx tsx ${block.name}.ts`, app, { EMULATOR_URL: store.url, API_KEY: store.apiKey, SITE_ID: store.siteId });
    if (block.expected) expect(printed).toBe(block.expected);
  });
}
