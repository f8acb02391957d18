// The platform emulator for the runtime measurements: started as a child process from its built CLI
// on 127.0.0.1 (port picked by the OS), plus small helpers for its control API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PACKAGES } from '../lib.mjs';

/** Starts `storefront-emulator --port 0 --json`; resolves with its JSON line and a `stop()`. */
export async function startEmulator(args = []) {
  const cli = join(PACKAGES, 'emulator', 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error('the emulator is not built (packages/emulator/dist/cli.js)');
  const child = spawn(process.execPath, [cli, '--port', '0', '--host', '127.0.0.1', '--json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
  const info = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the emulator did not start within 20 s')), 20_000);
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`unexpected emulator output: ${line}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the emulator exited (${code}): ${stderr.split('\n').slice(0, 3).join(' ')}`));
    });
  });
  return { ...info, stop };
}

/** `fetch` that expects a 2xx JSON answer. */
export async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A JSON POST `init`. */
export const post = (body, headers = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
