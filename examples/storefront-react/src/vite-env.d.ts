/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform emulator's URL, injected by the start script (serve.mjs). */
  readonly VITE_EMULATOR_URL?: string;
  /** The OAuth client id of the storefront, injected by the start script. */
  readonly VITE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
