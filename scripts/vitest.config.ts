import { defineProject } from 'vitest/config';

// The newcomer's path, outside the workspace: the packed tarballs installed into scratch apps under the
// OS's temp folder with plain npm, and the guides under docs/ run there as a reader runs them.
export default defineProject({
  test: {
    name: 'newcomer',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
