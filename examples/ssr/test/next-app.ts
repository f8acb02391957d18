/**
 * Building and starting the Next.js example for its end-to-end test: where the app and the SDK dists
 * are, whether they are built, `next build` only when something changed, and a free loopback port.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..', '..');
export const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The packages the app imports at runtime, through their `exports` (dist). */
const SDK_PACKAGES = ['http-core', 'redirects', 'identity-oauth', 'ecom-cart', 'stores-catalogue', 'react'];

/** Newest modification time under `path` (files only). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** The dists must exist; stale ones are used anyway, with a warning (building them takes minutes). */
export function checkDists(): number {
  let max = 0;
  for (const name of SDK_PACKAGES) {
    const dist = join(repo, 'packages', name, 'dist');
    if (!existsSync(join(dist, 'index.js'))) {
      throw new Error(`packages/${name}/dist is missing: run \`pnpm build\` at the repository root first (the app uses the published entry points)`);
    }
    const built = newest(dist);
    if (newest(join(repo, 'packages', name, 'src')) > built) {
      console.warn(`[example-ssr] packages/${name}/dist is older than its src: testing the last build (run \`pnpm build\` to refresh)`);
    }
    max = Math.max(max, built);
  }
  return max;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

/** `next build`, unless `.next` is newer than the app's files and the SDK dists. */
export async function buildOnce(env: NodeJS.ProcessEnv, distsBuiltAt: number): Promise<void> {
  const buildId = join(root, '.next', 'BUILD_ID');
  const sources = Math.max(...['app', 'lib', 'proxy.ts', 'next.config.ts', 'package.json', 'tsconfig.json'].map((p) => newest(join(root, p))));
  if (existsSync(buildId) && statSync(buildId).mtimeMs > Math.max(sources, distsBuiltAt)) return;
  const started = Date.now();
  await run(['build'], { ...env, SFK_SKIP_NEXT_TYPECHECK: '1' });
  console.info(`[example-ssr] next build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
