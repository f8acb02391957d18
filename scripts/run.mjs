#!/usr/bin/env node
// Bootstrap for the README's two commands on a machine that has only Node and npm:
// fetch the pinned pnpm through npx (corepack is not used: its signature check fails against
// some registries), install the workspace when needed, then run the named root script.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
if (!script) {
  console.error('usage: node scripts/run.mjs <root script> [args...]');
  process.exit(2);
}
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = packageManager; // e.g. "pnpm@10.34.9"

function pnpm(args) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(npx, ['--yes', pnpmSpec, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'pnpm-lock.yaml');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

if (needsInstall()) {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', ...frozen]);
  if (status !== 0) process.exit(status);
}
process.exit(pnpm(['run', script, ...process.argv.slice(3)]));
