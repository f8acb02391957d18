/**
 * Runs one module worker in workerd (the npm package's binary, driven by a generated Cap'n Proto
 * config): text and JSON bindings, a socket on a free loopback port reported through `--control-fd`,
 * and an `internet` network that may reach loopback (workerd refuses private and local addresses by
 * default), so the worker's `fetch` reaches the emulator.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { startChildServer } from './child-server';

const workerd = createRequire(import.meta.url)('workerd') as { default: string; compatibilityDate: string };

/** The newest compatibility date this workerd supports: what a new project gets. */
export const LATEST_COMPATIBILITY_DATE = workerd.compatibilityDate;

export interface WorkerdServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts workerd serving `script`; `bindings` become `env` (strings as text, other values as JSON). */
export async function startWorkerd(script: string, bindings: Record<string, unknown>, compatibilityDate: string): Promise<WorkerdServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sfk-workerd-'));
  writeFileSync(join(dir, 'worker.js'), script);
  const bindingList = Object.entries(bindings).map(([name, value]) => {
    const text = typeof value === 'string';
    writeFileSync(join(dir, name), text ? value : JSON.stringify(value));
    return `(name = "${name}", ${text ? 'text' : 'json'} = embed "${name}")`;
  });
  writeFileSync(
    join(dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = (modules = [(name = "worker.js", esModule = embed "worker.js")], compatibilityDate = "${compatibilityDate}", bindings = [${bindingList.join(', ')}])),
    (name = "internet", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
`,
  );
  const child = spawn(workerd.default, ['serve', join(dir, 'config.capnp'), '--control-fd=3'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const port = new Promise<number>((resolve) => {
    let control = '';
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      control += chunk;
      const listen = control.split('\n').find((line) => line.includes('"listen"'));
      if (listen) resolve((JSON.parse(listen) as { port: number }).port);
    });
  });
  const server = await startChildServer('workerd', child, port, () => rmSync(dir, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${server.ready}`, stop: server.stop };
}
