import { packageConfig } from '../../tsup.shared';

// msw is an optional peer dependency: the `./msw` entry imports it, never bundles it. The bin's entry is
// `src/cli/main.ts`, built as `dist/cli.js`. `stripInternal`: the services the built-in modules share
// (`@internal` in `context.ts`) stay out of the published types.
export default packageConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts', msw: 'src/msw.ts' },
  external: ['msw'],
  dts: { compilerOptions: { stripInternal: true } },
});
