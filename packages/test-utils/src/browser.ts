/**
 * Headless Chromium for browser tests: the system's Debian `chromium` driven by `playwright-core`
 * (never a downloaded browser). Absent browser: `chromiumPath()` is `undefined`, so tests can skip
 * locally and fail in CI.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, it } from 'vitest';

export type { BrowserContext, Page, Route } from 'playwright-core';

/** Where the system Chromium is looked for (`CHROMIUM_PATH` first). */
export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);

/** The first existing Chromium executable, or `undefined`. */
export function chromiumPath(): string | undefined {
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

/**
 * {@link chromiumPath} for a browser test file; in CI with no Chromium it also registers a failing test
 * under `suite`, so a CI without a browser fails rather than skipping the file.
 */
export function chromiumOrFailInCI(suite: string): string | undefined {
  const path = chromiumPath();
  if (!path && process.env.CI) {
    describe(suite, () => {
      it('needs a browser in CI', () => {
        throw new Error('No Chromium found at /usr/bin/chromium (or CHROMIUM_PATH): browser tests must run in CI.');
      });
    });
  }
  return path;
}

/** Flags for a quiet, sandbox-free headless run in containers. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A running browser context with a fresh profile; `close()` also deletes the profile. */
export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches the system Chromium headless with a fresh user-data-dir; `args` are added to
 * {@link CHROMIUM_ARGS} (e.g. `--host-resolver-rules=MAP evil.example 127.0.0.1` to give a page a foreign origin).
 *
 * @throws when no Chromium is installed (check {@link chromiumPath} first to skip instead)
 */
export async function launchChromium(options: { args?: readonly string[] } = {}): Promise<LaunchedChromium> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(`No Chromium found (looked at ${CHROMIUM_CANDIDATES.join(', ')})`);
  const { chromium } = await import('playwright-core');
  const dir = await mkdtemp(join(tmpdir(), 'sfk-chromium-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath, headless: true, args: [...CHROMIUM_ARGS, ...(options.args ?? [])] });
  return {
    context,
    async close() {
      await context.close().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Bundles a test page's script for the browser (esbuild, one IIFE): `entry` and what it imports.
 * `conditions` adds export conditions (`@storefront-kit/source` runs the workspace packages' source).
 * esbuild comes with tsup (a root devDependency): nothing more to install.
 */
export async function bundleForBrowser(entry: URL, options: { conditions?: string[] } = {}): Promise<string> {
  const fromTsup = createRequire(createRequire(import.meta.url).resolve('tsup'));
  const esbuild = fromTsup('esbuild') as { build(o: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }> };
  const out = await esbuild.build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    ...(options.conditions ? { conditions: options.conditions } : {}),
  });
  return out.outputFiles[0]!.text;
}
