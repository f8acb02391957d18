import { defineConfig, type Options } from 'tsup';

/** `@storefront-kit/wire` and its zod-free domain entries (`/cart`, `/catalogue`, ...), not its `schemas` entries. */
const WIRE_ZOD_FREE_ENTRIES = /^@storefront-kit\/wire(\/(cart|catalogue|catalogue-v3|categories|identity|redirects))?$/;

/**
 * The one build config every package uses: ESM + CJS + .d.ts, sourcemaps, no minification
 * (consumers' bundlers minify), ES2022 so every runtime the SDK targets parses it.
 */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    splitting: false,
    // The zod-free wire entries (constants, value lists, format rules) are built into each package that
    // uses them, so a cold import loads no extra module; the wire schemas stay a runtime import, one copy.
    noExternal: [WIRE_ZOD_FREE_ENTRIES],
    ...overrides,
  });
}
