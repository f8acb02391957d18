import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The storefront runs against the SDK packages' TypeScript source (the `@storefront-kit/source`
// export condition), so no build is needed for it. Vite 6+ replaces its default conditions when
// `resolve.conditions` is set: keep them.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@storefront-kit/source', ...defaultClientConditions] },
  // The start script loads the emulator from source through the SSR loader, too.
  ssr: { resolve: { conditions: ['@storefront-kit/source', ...defaultServerConditions] } },
  server: { host: '127.0.0.1', port: 5173 },
  // Pre-bundle React up front: no "new dependencies found, reloading" on the first page load.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'] },
});
