import { packageConfig } from '../../tsup.shared';

export default packageConfig({ entry: ['src/index.ts', 'src/schemas.ts'] });
