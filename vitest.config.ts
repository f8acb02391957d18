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
  },
});
