import { packageProject } from '../../vitest.shared.ts';

// The tests bundle fixtures/ from the packages' built dist (esbuild, default conditions) and run the
// bundles in workerd and the edge runtime; Deno and Bun import the built dist themselves (no bundle).
// Only the emulator runs from source, in the test process.
export default packageProject('runtime-tests', { test: { testTimeout: 15_000, hookTimeout: 20_000 } });
