#!/usr/bin/env node
// The README's first command (`npm start`): starts the platform emulator and the example storefront
// (Vite dev server) wired to each other, and prints what to open. Both run the packages' TypeScript
// source (the `@storefront-kit/source` condition; the emulator through Vite's SSR loader), so no
// build is needed and package edits show on reload; only the emulator's dashboard (a static React app)
// is built, when missing or older than its sources (about a second, alongside the dev server's start).
// Ctrl-C stops both.
//
// Environment: PORT (emulator, default 4000), STOREFRONT_PORT (default 5173); a taken port moves to
// a free one, and the banner says so.
// Arguments (`npm start -- --catalog v3`): --catalog v1|v3, the catalogue the emulator's store runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const example = join(root, 'examples', 'storefront-react');
if (!existsSync(join(example, 'node_modules', 'vite'))) {
  console.error('The workspace is not installed: run `npm start` from the repository root (it installs first).');
  process.exit(1);
}

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name} must be a port number, got ${process.env[name]}`);
    process.exit(2);
  }
  return value;
};

const USAGE = 'usage: npm start [-- --catalog v1|v3]';

/** The emulator options the command line asks for: `--catalog v1|v3` (or `--catalog=v3`). */
function emulatorOptionsOf(args) {
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    if (flag !== '--catalog') throw new Error(`unknown argument ${args[i]}`);
    const value = inline ?? args[++i];
    if (value !== 'v1' && value !== 'v3') throw new Error(`--catalog must be v1 or v3, got ${value ?? 'nothing'}`);
    options.catalog = value;
  }
  return options;
}

let emulatorOptions;
try {
  emulatorOptions = emulatorOptionsOf(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

const { startStorefront } = await import(pathToFileURL(join(example, 'serve.mjs')).href);
const DEMO = { email: 'shopper@example.com', password: 'storefront-demo' }; // the emulator's seeded member

let running;
try {
  running = await startStorefront({
    emulatorFromSource: true,
    buildDashboard: true,
    emulatorPort: port('PORT', 4000),
    port: port('STOREFRONT_PORT', 5173),
    logLevel: 'warn',
    emulator: emulatorOptions,
  });
} catch (error) {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { url, emulator, movedPorts } = running;

// Ctrl-C is read from the terminal (raw mode) rather than taken as a SIGINT: the terminal sends SIGINT
// to the whole foreground process group, and the wrappers `npm start` runs through (npm, npx, pnpm and
// the /bin/sh each runs a script in) then report failure (`ELIFECYCLE Command failed`, exit 130) even
// when this process stops cleanly. SIGINT and SIGTERM still stop it (no terminal, `kill`); wrappers
// forward a signal they got themselves, so a repeated signal is not a second Ctrl-C. Set up before the
// banner says to press Ctrl-C.
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the storefront and the emulator…');
  void running.close().then(() => {
    console.log('Stopped.');
    process.exit(0);
  });
}
if (process.stdin.isTTY) {
  process.stdin.setRawMode(true);
  process.stdin.on('data', (keys) => {
    if (!keys.includes(3)) return; // Ctrl-C
    if (stopping) process.exit(1); // a second Ctrl-C: at once
    stop();
  });
}
process.on('SIGINT', stop);
// Vite's dev server has its own SIGTERM listener, which exits (status 143) before the emulator is closed.
process.removeAllListeners('SIGTERM');
process.on('SIGTERM', stop);

const bold = (s) => (process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[1m${s}\x1b[22m` : s);
const rule = '─'.repeat(68);
const why = { EADDRINUSE: 'is in use', EACCES: 'needs privileges' };
const moved = movedPorts.map(
  (m) =>
    `  Note: port ${m.wanted} ${why[m.reason] ?? `failed (${m.reason})`}, so the ${m.server} runs on ${m.port} (${m.server === 'emulator' ? 'PORT' : 'STOREFRONT_PORT'} chooses another).`,
);
console.log(
  [
    '',
    rule,
    `  ${bold('storefront-kit example shop is running')}`,
    '',
    `  Open the storefront:   ${bold(url)}`,
    `  Emulator dashboard:    ${bold(`${emulator.url}/`)}   (live requests, carts, members, outbox, webhooks, faults)`,
    `  Platform emulator:     ${emulator.url}   (control API: ${emulator.url}/__emulator/config)`,
    `  OAuth client id:       ${emulator.clientId}   (merchant API key: ${emulator.apiKey})`,
    ...(emulator.options.catalog === 'v3' ? ['  Catalogue:             Catalog V3 (/stores/v3/...); V1 catalogue calls answer CATALOG_VERSION_MISMATCH'] : []),
    '',
    `  Demo member:           ${DEMO.email}  /  ${DEMO.password}`,
    '  Coupons:               SAVE10 (10% off), WELCOME5 (5.00 off), FREESHIP (free shipping)',
    "  Sign-up codes:         in the dashboard's outbox: " + `${emulator.url}/#outbox`,
    '',
    ...(moved.length ? [...moved, ''] : []),
    '  Press Ctrl-C to stop both.',
    rule,
    '',
  ].join('\n'),
);
