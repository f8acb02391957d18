import { packageProject } from '../../vitest.shared';

export default packageProject('example-webhook-node');
