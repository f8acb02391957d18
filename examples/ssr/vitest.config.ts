import { packageProject } from '../../vitest.shared.ts';

// The end-to-end test builds the Next app once (about 40 s on 2 cores) before its tests run.
export default packageProject('example-ssr', { test: { testTimeout: 60_000, hookTimeout: 240_000 } });
