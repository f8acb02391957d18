import { packageConfig } from '../../tsup.shared';

export default packageConfig({ entry: ['src/index.ts', 'src/schemas.ts', 'src/v3.ts', 'src/view.ts'] });
