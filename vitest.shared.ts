import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Shared settings for every package's vitest project: tests run against `src` through the
 * `@storefront-kit/source` export condition, so no build is needed before testing.
 *
 * The type tests (`*.test-d.ts`) are not run here: every package's `tsconfig.json` includes them, so
 * `pnpm typecheck` (tsc) fails on a broken type assertion. vitest's typecheck mode ran one more tsc per
 * package over the same files, about a minute and a half of CPU in every `npm test`.
 *
 * The files of a project share a worker and the modules it loaded (`isolate: false`): a fresh worker
 * per file loaded the emulator's and the SDK's source again for each of ~250 files, half of the Node
 * projects' CPU. vitest.setup.ts puts timers, globals and environment variables back after each file.
 * A project whose files leave a DOM or a browser behind (jsdom, Chromium) sets `isolate: true`.
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
        // A poll often waits on real HTTP to the emulator: its default 1 s is short on a loaded 2-core CI machine.
        expect: { poll: { timeout: 4_000 } },
        isolate: false,
        setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
      },
    }),
    defineProject(overrides),
  );
}
