#!/usr/bin/env node
// Bootstrap for the README's two commands on a machine that has only Node and npm: fetch the pinned
// pnpm through npx (corepack is not used: its signature check fails against some registries), install
// the workspace when needed, then run what was named:
//   node scripts/run.mjs <root script> [args...]   runs a root package.json script through `pnpm run`;
//   node scripts/run.mjs <file.mjs> [args...]      runs that Node script with this Node, directly.
//
// The second form is `npm start`'s (with `exec`, so no /bin/sh stays between npm and this process).
// A SIGINT sent to the whole process group (CI, an IDE's stop button) reaches every process in the
// chain: a shell or pnpm in the middle dies of it, and npm then exits 130 (pnpm with `ELIFECYCLE`)
// even though the server stopped cleanly. Here the child gets the signal too; this process waits for
// it and exits with its status.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target, ...args] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/run.mjs <root script | file.mjs> [args...]');
  process.exit(2);
}
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const pnpmCommand = (pnpmArgs) => [npx, ['--yes', packageManager, ...pnpmArgs]]; // packageManager: e.g. "pnpm@10.34.9"

// Node refuses to spawn a .cmd file without a shell (since 20.12).
const isWindowsCmd = (command) => command.endsWith('.cmd');

function needsInstall() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'pnpm-lock.yaml');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

/**
 * Runs `command` to its end, then exits as it did. SIGINT and SIGTERM meanwhile are passed on (the child
 * of a group-wide signal gets it twice: the scripts run here treat a repeat as one); a child killed by a
 * signal is mirrored by dying of the same signal.
 */
function runToExit(command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env, shell: isWindowsCmd(command) });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  child.once('error', (error) => {
    console.error(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}

if (needsInstall()) {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const [command, commandArgs] = pnpmCommand(['install', ...frozen]);
  const install = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env, shell: isWindowsCmd(command) });
  if (install.error) throw install.error;
  if (install.status !== 0) process.exit(install.status ?? 1);
}
if (target.endsWith('.mjs')) runToExit(process.execPath, [resolve(root, target), ...args]);
else runToExit(...pnpmCommand(['run', target, ...args]));
