import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The dashboard, built by the package's `build` into `dist/dashboard` (served by the emulator at `/`, its
 * files under `/__dashboard/`). `vite --config dashboard/vite.config.ts` serves it in development, with the
 * control API (and the icon) proxied to `EMULATOR_URL` (default `http://127.0.0.1:4000`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__dashboard/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../dist/dashboard', import.meta.url)), emptyOutDir: true },
  server: { proxy: Object.fromEntries(['/__emulator', '/favicon.ico'].map((path) => [path, process.env.EMULATOR_URL ?? 'http://127.0.0.1:4000'])) },
});
