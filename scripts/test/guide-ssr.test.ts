/**
 * docs/ssr-with-cookies.md, its files as written in a Next.js app (what `create-next-app` gives, with the
 * guide's files in place of its page and layout), served by `next dev` against an emulator: a first
 * visit without cookies renders the products from the emulator's hosts in the HTML, as one visitor
 * (one token grant: proxy.ts handed the tokens to the render), and sets the httpOnly session cookie.
 *
 * The app sits in the workspace's `.tmp/` with its node_modules linked to the workspace's Next, React,
 * TypeScript and the SDK packages (their built `dist`, through `exports`): installing Next from npm
 * into a folder of the OS would cost a minute of every `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { root } from '../pack.mjs';
import { importedPackages, installedBy, readGuide, shellLines, writeFiles } from './guide';

const blocks = readGuide('ssr-with-cookies.md');
const app = join(root as string, '.tmp', 'guide-ssr');
const example = join(root as string, 'examples', 'ssr', 'node_modules');
interface Emulator {
  url: string;
  clientId: string;
  stop(): Promise<void>;
  requestLog(filter?: { path?: string }): { path: string; host: string; auth: string }[];
}
let emulator: Emulator;
let next: ChildProcess | undefined;
let output = '';
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function link(name: string, target: string) {
  const path = join(app, 'node_modules', name);
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(realpathSync(target), path, 'junction');
}

beforeAll(async () => {
  rmSync(app, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-shop', private: true }));
  for (const name of ['next', 'react', 'react-dom', '@types/react', '@types/react-dom']) link(name, join(example, name));
  link('typescript', join(root as string, 'node_modules', 'typescript'));
  link('@types/node', join(root as string, 'node_modules', '@types', 'node'));
  for (const name of importedPackages(blocks).filter((n) => n.startsWith('@storefront-kit/')))
    link(name, join(root as string, 'packages', name.split('/')[1]!));
  writeFiles(blocks, app);

  const { startEmulator } = (await import(pathToFileURL(join(root as string, 'packages', 'emulator', 'dist', 'index.js')).href)) as {
    startEmulator(options: { port: number }): Promise<Emulator>;
  };
  emulator = await startEmulator({ port: 0 });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  next = spawn(process.execPath, [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'development', NEXT_TELEMETRY_DISABLED: '1', STOREFRONT_EMULATOR_URL: emulator.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  next.stdout!.on('data', (d: Buffer) => (output += d));
  next.stderr!.on('data', (d: Buffer) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const ready = () => (/Ready in|Local:/.test(output) ? resolve() : undefined);
    next!.stdout!.on('data', ready);
    next!.once('exit', (code) => reject(new Error(`next dev exited with ${code}:\n${output}`)));
  });
});
afterAll(async () => {
  // next dev writes into .next/ until it has exited: wait for that before removing the app.
  if (next && next.exitCode === null) {
    const exited = new Promise((resolve) => next!.once('exit', resolve));
    next.kill('SIGTERM');
    await exited;
  }
  await emulator?.stop();
  rmSync(app, { recursive: true, force: true, maxRetries: 5 });
});

it('names every package its code imports in its install lines', () => {
  const named = shellLines(blocks)
    .filter((l) => l.startsWith('npm install'))
    .flatMap(installedBy);
  expect(importedPackages(blocks).filter((name) => !named.includes(name) && name !== 'next' && name !== 'react')).toEqual([]);
});

it('renders the first visit from the emulator as one visitor, and sets the httpOnly session cookie', async () => {
  const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(110_000) });
  const html = await response.text();
  expect(response.status, output.slice(-3000)).toBe(200);
  const products = emulator.requestLog({ path: '/stores-reader/v1/products/query-platformized' });
  expect(products.map((e) => [e.host, e.auth])).toEqual([['readOnly', 'visitor']]);
  // One anonymous grant: the render used the tokens proxy.ts minted for this very request.
  expect(emulator.requestLog({ path: '/oauth2/token' })).toHaveLength(1);
  expect(html.match(/<li>[^<]+<\/li>/g)?.length).toBe(12);
  expect(html).toContain('<li>0<!-- --> in cart');
  expect(response.headers.getSetCookie().find((c) => c.startsWith(`sfk.${emulator.clientId}.tokens=`))).toMatch(/HttpOnly/i);
});
