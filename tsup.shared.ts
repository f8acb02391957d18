import { defineConfig, type Options } from 'tsup';

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
    ...overrides,
  });
}
