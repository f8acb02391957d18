import type { Emulator, StartEmulatorOptions } from '@storefront-kit/emulator';
import type { ViteDevServer } from 'vite';

/** Options of {@link startStorefront}. */
export interface StartStorefrontOptions {
  /** Interface for both servers. @default '127.0.0.1' */
  host?: string;
  /** The storefront's port; `0` = any free one. @default 5173 */
  port?: number;
  /** Fail instead of moving to a free port when `port` is taken. @default false */
  strictPort?: boolean;
  /** The emulator's port; `0` = any free one. @default 4000 */
  emulatorPort?: number;
  /** Fail instead of moving to a free port when `emulatorPort` is taken. @default false */
  strictEmulatorPort?: boolean;
  /** OAuth client id of the emulator and the storefront. @default the emulator's DEFAULT_CLIENT_ID */
  clientId?: string;
  /** More emulator options (seed, faults, ...); redirect URIs are added to the storefront's. */
  emulator?: Omit<StartEmulatorOptions, 'port' | 'host' | 'clientId'>;
  /**
   * Load the emulator from its TypeScript source through the dev server's SSR loader (no build
   * needed). Otherwise it is imported normally (its dist, or its source under vitest). @default false
   */
  emulatorFromSource?: boolean;
  /**
   * Build the emulator's dashboard first when its build is missing or older than its sources (`npm start`
   * does: it runs the emulator from source, and a fresh clone has no build). `{ dir }` builds it there and
   * has the emulator serve it from there. @default false
   */
  buildDashboard?: boolean | { dir: string };
  /** Vite's cache directory (tests use a fresh one). */
  cacheDir?: string;
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

/** A server that could not have the port it was given and runs on another. */
export interface MovedPort {
  server: 'emulator' | 'storefront';
  /** The port asked for. */
  wanted: number;
  /** The port it runs on. */
  port: number;
  /** Why the wanted port could not be used: the listen error's code, e.g. `EADDRINUSE`. */
  reason: string;
}

/** Both servers, running. */
export interface RunningStorefront {
  /** The storefront's URL, e.g. `http://127.0.0.1:5173`. */
  url: string;
  emulator: Emulator;
  /** The servers that moved to another port (a taken port moves unless `strictPort`/`strictEmulatorPort`). */
  movedPorts: MovedPort[];
  vite: ViteDevServer;
  /** Stops both. */
  close(): Promise<void>;
}

export function startStorefront(options?: StartStorefrontOptions): Promise<RunningStorefront>;
