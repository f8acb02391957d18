// What the browser measurements share: the system's Chromium (Debian's, never a downloaded one) driven
// by playwright-core (resolved from @storefront-kit/test-utils, which depends on it), a free loopback
// port, and the sequential steps of the platform calls in the emulator's request log.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PACKAGES } from '../lib.mjs';
import { startEmulator } from './emulator.mjs';

/** The system Chromium (`CHROMIUM_PATH` first), or `undefined`. */
export const chromiumPath = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/** Launches the system Chromium headless; `undefined` when there is none. */
export async function launchChromium() {
  const executablePath = chromiumPath();
  if (!executablePath) return undefined;
  const { chromium } = createRequire(join(PACKAGES, 'test-utils', 'package.json'))('playwright-core');
  return chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
}

/**
 * Runs `body({ browser, emulator, cleanup })` with the system Chromium and a fresh emulator, then runs
 * what `cleanup` holds (the browser and the emulator first in, anything `body` adds after), last first,
 * ignoring errors in closing. `{ skipped }` without calling `body` when there is no Chromium.
 */
export async function withChromiumAndEmulator(body) {
  const browser = await launchChromium();
  if (!browser) return { skipped: 'no Chromium at /usr/bin/chromium (apt-get install chromium)' };
  const cleanup = [() => browser.close()];
  try {
    const emulator = await startEmulator();
    cleanup.push(emulator.stop);
    return await body({ browser, emulator, cleanup });
  } finally {
    for (const close of cleanup.reverse()) await Promise.resolve(close()).catch(() => {});
  }
}

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * The request-log entries, each with `start`/`end` (ms, emulator clock) and `step`: 1 for a call that
 * started before any other ended, else one more than the latest step among the calls that had ended
 * when it started. `slackMs` absorbs the log's millisecond rounding (calls of one step start within a
 * few ms of each other; a step lasts at least the injected latency).
 */
export function withSteps(requests, slackMs) {
  const calls = requests.map((r) => ({ ...r, start: Date.parse(r.time), end: Date.parse(r.time) + r.durationMs })).sort((a, b) => a.start - b.start);
  for (const call of calls) {
    call.step = 1 + Math.max(0, ...calls.filter((c) => c !== call && c.step && c.end <= call.start + slackMs).map((c) => c.step));
  }
  return calls;
}
