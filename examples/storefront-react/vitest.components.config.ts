import { packageProject } from '../../vitest.shared.ts';

// The component tests: jsdom and the emulator in-process through MSW (no server, no browser), in their
// own project so that they run in parallel and apart from the browser end-to-end files.
const config = packageProject('example-storefront-components', {
  test: { environment: 'jsdom', expect: { poll: { timeout: 10_000 } } },
});
config.test!.include = ['component-tests/**/*.test.tsx']; // replaces the shared globs (arrays merge)
export default config;
