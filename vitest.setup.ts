/**
 * Runs before every test file of a package project (vitest.shared.ts). The files of a Node project share
 * a worker and its modules (`isolate: false`): what a file changed in the process and did not put back
 * is put back after it, so that the next file in that worker starts as it would in a fresh one.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
