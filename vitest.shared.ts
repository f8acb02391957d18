import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Shared settings for every package's vitest project: tests run against `src` through the
 * `@storefront-kit/source` export condition, so no build is needed before testing.
 */
export function packageProject(name: string, overrides: UserWorkspaceConfig = {}) {
  return mergeConfig(
    defineProject({
      resolve: { conditions: ['@storefront-kit/source'] },
      ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
      test: {
        name,
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
        restoreMocks: true,
        typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
      },
    }),
    defineProject(overrides),
  );
}
