import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'examples/*/vitest.config.ts',
      'examples/storefront-react/vitest.components.config.ts',
      'scripts/vitest.config.ts',
      'scripts/vitest.checks.config.ts',
    ],
    reporters: process.env.CI ? ['default'] : ['default'],
    // One worker per core. vitest's default leaves one core to its main process, which on CI's 2 cores
    // meant one worker: files ran one at a time while they waited on loopback HTTP, child processes and
    // Chromium, and the main process (transforms, reporting) is idle most of the run.
    maxWorkers: availableParallelism(),
  },
});
