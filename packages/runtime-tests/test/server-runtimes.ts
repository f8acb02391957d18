/**
 * Runs `fixtures/serve.ts` in Deno or Bun, each the binary its npm package ships (installed by this
 * package's devDependencies; their postinstalls link the platform binary, hence
 * `onlyBuiltDependencies` in pnpm-workspace.yaml). Neither bundles: each runtime resolves the
 * workspace packages from this package's node_modules through their `exports`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Env } from '../fixtures/worker.ts';
import type { Served } from '../fixtures/serve.ts';
import { startChildServer } from './child-server';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(packageDir, 'package.json'));
const installed = (name: string) => dirname(require.resolve(`${name}/package.json`));
const serveScript = join(packageDir, 'fixtures', 'serve.ts');

export type ServerRuntime = 'deno' | 'bun';

/**
 * How each runtime starts the script. Deno: the existing node_modules only (`manual`: no npm
 * fetches, no lockfile), and network access to loopback alone (module loading needs no read
 * permission, so none is granted). Bun: never auto-installs a missing package.
 */
const COMMANDS: Record<ServerRuntime, () => { command: string; args: string[]; env: Record<string, string> }> = {
  deno: () => ({
    command: join(installed('deno'), 'deno'),
    args: ['run', '--no-prompt', '--no-lock', '--node-modules-dir=manual', '--allow-net=127.0.0.1', serveScript],
    env: { DENO_NO_UPDATE_CHECK: '1' },
  }),
  bun: () => ({ command: join(installed('bun'), 'bin', 'bun.exe'), args: ['--no-install', serveScript], env: { DO_NOT_TRACK: '1' } }),
};

export interface RuntimeServer extends Served {
  url: string;
  stop(): Promise<void>;
}

/** Serves the worker in `runtime` on a free loopback port, with `env` as its bindings. */
export async function startServerRuntime(runtime: ServerRuntime, env: Env): Promise<RuntimeServer> {
  const { command, args, env: extraEnv } = COMMANDS[runtime]();
  const child = spawn(command, [...args, JSON.stringify(env)], { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...extraEnv } });
  const report = new Promise<Served>((resolve) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Served));
  });
  const server = await startChildServer(runtime, child, report);
  return { ...server.ready, url: `http://127.0.0.1:${server.ready.port}`, stop: server.stop };
}
