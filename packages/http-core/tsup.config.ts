import { packageConfig } from '../../tsup.shared';

export default packageConfig({ entry: ['src/index.ts', 'src/otel.ts'], external: ['@opentelemetry/api'] });
