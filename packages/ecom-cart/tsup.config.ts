import { packageConfig } from '../../tsup.shared';

export default packageConfig({ entry: ['src/index.ts', 'src/schemas.ts', 'src/v2.ts'] });
