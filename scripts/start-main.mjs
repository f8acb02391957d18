#!/usr/bin/env node
// The README's first command: starts the platform emulator (and, once it exists, the example
// storefront) and prints the URLs to open. Runs the built packages, so `pnpm build` runs first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'packages', 'emulator', 'dist', 'cli.js');
if (!existsSync(cli)) {
  console.error('The emulator is not built: run `npm start` from the repository root (it builds first).');
  process.exit(1);
}
const storefront = join(root, 'examples', 'storefront-react', 'package.json');
if (!existsSync(storefront)) {
  console.log('Note: the example storefront does not exist yet; starting the platform emulator alone.');
}
const port = process.env.PORT ?? '4000';
const child = spawn(process.execPath, [cli, '--port', port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
