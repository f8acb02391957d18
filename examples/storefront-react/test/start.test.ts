/**
 * The README's `npm start` (scripts/start-main.mjs), stopped the two ways a shop is stopped:
 * - in a terminal: util-linux `script` gives it a pseudo-terminal, so Ctrl-C is a real keypress there.
 *   It runs under `npm run`, whose /bin/sh and npm report an interrupted script as a failure: exit 0
 *   proves the shop stopped without a SIGINT reaching them;
 * - by a SIGINT or SIGTERM to its whole process group (CI, an IDE's stop button): every process of the
 *   chain (npm, scripts/run.mjs, the shop) gets it, and `npm start` still exits 0 without `ELIFECYCLE`.
 */
import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const hasScript = spawnSync('script', ['--version']).status === 0;
const BANNER_END = 'Press Ctrl-C to stop both.';

type Started = ChildProcessByStdio<Writable | null, Readable, Readable | null>;

/** Collects a started shop's output; `printed(text)` resolves once it was printed, rejects if it exits first. */
function watch(child: Started) {
  let output = '';
  const waiters: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
    for (const check of waiters) check();
  };
  child.stdout.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(text) && resolve();
      waiters.push(check);
      check();
      void exited.then(() => reject(new Error(`exited before printing "${text}":\n${output}`)));
    });
  return { output: () => output, printed, exited };
}

const running: Started[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill(); // the shop stops
});

describe.skipIf(!hasScript)('npm start in a terminal', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
  });
  afterAll(() => taken.close());

  it('says which port moved and why, points at the dashboard, and Ctrl-C stops it with exit 0', async () => {
    const port = (taken.address() as { port: number }).port;
    const terminal = spawn('script', ['-qefc', 'npm run start:main', '/dev/null'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), STOREFRONT_PORT: '0', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    running.push(terminal);
    const shop = watch(terminal);

    await shop.printed(BANNER_END);
    const emulatorUrl = /Platform emulator: +(http:\S+)/.exec(shop.output())?.[1];
    expect(emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulatorUrl).not.toBe(`http://127.0.0.1:${port}`);
    expect(shop.output()).toContain(`Emulator dashboard:    ${emulatorUrl}/`);
    expect(shop.output()).toContain(`Note: port ${port} is in use, so the emulator runs on ${new URL(emulatorUrl!).port} (PORT chooses another).`);

    terminal.stdin.write('\x03');
    const [code] = await shop.exited;
    expect(shop.output()).toMatch(/Stopping the storefront and the emulator…\s+Stopped\./);
    expect(shop.output()).not.toContain('ELIFECYCLE');
    expect(code).toBe(0);
  });
});

describe('npm start without a terminal', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('stops on a %s to its whole process group and exits 0, without ELIFECYCLE', async (signal) => {
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true, // its own process group, as a CI job or an IDE console runs it
      env: { ...process.env, PORT: '0', STOREFRONT_PORT: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(npm);
    const shop = watch(npm);

    await shop.printed(BANNER_END);
    const dashboard = /Emulator dashboard: +(http:\S+)/.exec(shop.output())![1]!;
    const page = await fetch(dashboard);
    expect(await page.text()).not.toContain('dashboard is not built'); // npm start builds it when missing

    process.kill(-npm.pid!, signal);
    const [code, killedBy] = await shop.exited;
    expect(shop.output()).toMatch(/Stopping the storefront and the emulator…\s+Stopped\./);
    expect(shop.output()).not.toContain('ELIFECYCLE');
    expect({ code, killedBy }).toEqual({ code: 0, killedBy: null });
  });
});

describe('npm start -- --catalog', () => {
  it('passes --catalog v3 to the emulator, whose store then runs Catalog V3', async () => {
    const npm = spawn('npm', ['start', '--', '--catalog', 'v3'], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: '0', STOREFRONT_PORT: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(npm);
    const shop = watch(npm);

    await shop.printed(BANNER_END);
    expect(shop.output()).toContain('Catalogue:             Catalog V3');
    const emulatorUrl = /Platform emulator: +(http:\S+)/.exec(shop.output())![1]!;
    const version = await fetch(`${emulatorUrl}/stores/v3/provision/version`);
    expect(await version.json()).toEqual({ catalogVersion: 'V3_CATALOG' });

    process.kill(-npm.pid!, 'SIGTERM');
    const [code] = await shop.exited;
    expect(code).toBe(0);
  });

  it('refuses a catalogue it does not know, with the usage, before starting anything', () => {
    const result = spawnSync(process.execPath, ['scripts/start-main.mjs', '--catalog', 'v2'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--catalog must be v1 or v3, got v2\nusage: npm start [-- --catalog v1|v3]');
  });
});
