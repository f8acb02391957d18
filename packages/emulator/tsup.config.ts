import { packageConfig } from '../../tsup.shared';

// msw is an optional peer dependency: the `./msw` entry imports it, never bundles it.
export default packageConfig({ entry: { index: 'src/index.ts', cli: 'src/cli/main.ts', msw: 'src/msw.ts' }, external: ['msw'] });
