import { packageConfig } from '../../tsup.shared';

export default packageConfig({ entry: ['src/index.ts', 'src/node.ts', 'src/redis.ts'] });
