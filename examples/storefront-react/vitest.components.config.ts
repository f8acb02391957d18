import { packageProject } from '../../vitest.shared.ts';

// The component tests: jsdom and the emulator in-process through MSW (no server, no browser), in their
// own project so that they run in parallel and apart from the browser end-to-end files.
const config = packageProject('example-storefront-components', {
  // A fresh jsdom and MSW server per file (isolate): a file's handlers would answer the next file's calls.
  test: { environment: 'jsdom', isolate: true, expect: { poll: { timeout: 10_000 } } },
});
config.test!.include = ['component-tests/**/*.test.tsx']; // replaces the shared globs (arrays merge)
export default config;
