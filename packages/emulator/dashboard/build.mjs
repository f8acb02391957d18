// Builds the dashboard (vite) when its build is missing or older than its sources: `npm start` runs the
// emulator from source, so a fresh clone has no `dist/dashboard` until this runs (about a second).
// Used by the repository's scripts and tests, not shipped (the package's `build` builds it for publishing).
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCES = fileURLToPath(new URL('.', import.meta.url));
/** Where the package's build puts the dashboard, and where the emulator serves it from by default. */
export const DASHBOARD_DIR = fileURLToPath(new URL('../dist/dashboard', import.meta.url));

/** The newest modification time of a file under `dir`. */
function newestChange(dir) {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs;
    }),
  );
}

/** `true` when `dir` holds no build, or one older than the dashboard's sources. */
export function isDashboardStale(dir = DASHBOARD_DIR) {
  const index = join(dir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestChange(SOURCES);
}

/**
 * Builds the dashboard into `dir` when {@link isDashboardStale}; resolves whether it built. The build goes
 * to a fresh folder beside `dir` first, then takes its place, so an emulator serving `dir` meanwhile, or
 * a second build running at the same time, never sees half a build.
 */
export async function buildDashboardIfStale({ dir = DASHBOARD_DIR, logLevel = 'warn' } = {}) {
  if (!isDashboardStale(dir)) return false;
  const { build } = await import('vite');
  mkdirSync(dirname(dir), { recursive: true });
  const staging = await mkdtemp(`${dir}-building-`);
  try {
    await build({ configFile: join(SOURCES, 'vite.config.ts'), logLevel, build: { outDir: staging, emptyOutDir: true } });
    await rm(dir, { recursive: true, force: true });
    // Another build may have put its (identical) result in place first.
    await rename(staging, dir).catch((error) => {
      if (!existsSync(join(dir, 'index.html'))) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return true;
}
