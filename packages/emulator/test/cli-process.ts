/**
 * The built CLI (`dist/cli.js`) run as a child process on a free port, for tests whose subject is the
 * whole process (a request that could change every object of the process must not touch the test's own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the built bin is; tests that need it skip (with a note) when it has not been built. */
export const BUILT_CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
export const builtCliExists = existsSync(BUILT_CLI);

/** A running CLI emulator: what it printed with `--json`, and how to stop it. */
export interface CliProcess {
  url: string;
  clientId: string;
  apiKey: string;
  child: ChildProcess;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `dist/cli.js --port 0 --json` (plus `args`) and resolves once it printed its URL. */
export async function startCli(args: string[] = []): Promise<CliProcess> {
  const child = spawn(process.execPath, [BUILT_CLI, '--port', '0', '--json', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const end = out.indexOf('\n');
      if (end >= 0) resolve(out.slice(0, end));
    });
    void exited.then((code) => reject(new Error(`dist/cli.js exited with ${code} before printing its URL: ${stderr}`)));
  });
  const printed = JSON.parse(line) as { url: string; clientId: string; apiKey: string };
  return {
    ...printed,
    child,
    stderr: () => stderr,
    stop: () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
      return exited;
    },
  };
}
