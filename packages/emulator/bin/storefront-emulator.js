#!/usr/bin/env node
// The `storefront-emulator` bin. A committed file rather than dist/cli.js itself, so that installing
// the workspace can link it before anything is built; it runs the built CLI.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('storefront-emulator is not built yet: run `pnpm build` in the repository (or `pnpm --filter @storefront-kit/emulator build`).');
  process.exit(1);
}
await import(cli.href);
