import { packageProject } from '../../vitest.shared.ts';

// The browser end-to-end run: an emulator and a Vite dev server per file, headless Chromium.
export default packageProject('example-storefront', {
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Whole flows in a real browser; the file takes about 30 s on 2 cores, more when run with every project.
    testTimeout: 180_000,
    // One storefront and one Chromium at a time: two files in parallel would fight over 2 cores.
    fileParallelism: false,
    isolate: true, // vitest runs a project without file parallelism after the others only when isolated
    hookTimeout: 60_000,
    // UI conditions are polled (never slept on): give a busy machine time.
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
