/**
 * The README's `npm start` (scripts/start-main.mjs) in a terminal: util-linux `script` gives it a
 * pseudo-terminal, so Ctrl-C is a real keypress there. It runs under `npm run`, whose /bin/sh and npm
 * report an interrupted script as a failure: exit 0 proves the shop stopped without a SIGINT reaching them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const hasScript = spawnSync('script', ['--version']).status === 0;

describe.skipIf(!hasScript)('npm start in a terminal', () => {
  let taken: Server;
  beforeAll(async () => {
    taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
  });
  let child: ReturnType<typeof spawn> | undefined;
  afterAll(() => {
    taken.close();
    if (child?.exitCode === null) child.kill(); // the terminal hangs up: the shop stops
  });

  it('says which port moved and why, points at the dashboard, and Ctrl-C stops it with exit 0', async () => {
    const port = (taken.address() as { port: number }).port;
    const terminal = spawn('script', ['-qefc', 'npm run start:main', '/dev/null'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), STOREFRONT_PORT: '0', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child = terminal;
    let output = '';
    const waiters: (() => void)[] = [];
    terminal.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      for (const check of waiters) check();
    });
    const exited = once(terminal, 'exit') as Promise<[number | null, string | null]>;
    const printed = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => output.includes(text) && resolve();
        waiters.push(check);
        check();
        void exited.then(() => reject(new Error(`exited before printing "${text}":\n${output}`)));
      });

    await printed('Press Ctrl-C to stop both.');
    const emulatorUrl = /Platform emulator: +(http:\S+)/.exec(output)?.[1];
    expect(emulatorUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulatorUrl).not.toBe(`http://127.0.0.1:${port}`);
    expect(output).toContain(`Emulator dashboard:    ${emulatorUrl}/`);
    expect(output).toContain(`Note: port ${port} is in use, so the emulator runs on ${new URL(emulatorUrl!).port} (PORT chooses another).`);

    terminal.stdin.write('\x03');
    const [code] = await exited;
    expect(output).toMatch(/Stopping the storefront and the emulator…\s+Stopped\./);
    expect(output).not.toContain('ELIFECYCLE');
    expect(code).toBe(0);
  });
});
