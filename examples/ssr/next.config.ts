import type { NextConfig } from 'next';

/**
 * The SDK packages are used through their published entry points (`exports` → `dist/`), exactly as
 * an app installing them from npm would: build them first (`pnpm build` at the repository root; the
 * root `npm test` does it before testing). See README.md, "Workspace packages".
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The end-to-end test type-checks with `pnpm typecheck` and skips Next's own pass to save time.
  typescript: { ignoreBuildErrors: process.env.SFK_SKIP_NEXT_TYPECHECK === '1' },
};

export default nextConfig;
