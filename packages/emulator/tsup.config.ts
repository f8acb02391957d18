import { packageConfig } from '../../tsup.shared';

// msw is an optional peer dependency: the `./msw` entry imports it, never bundles it.
export default packageConfig({ entry: ['src/index.ts', 'src/cli.ts', 'src/msw.ts'], external: ['msw'] });
