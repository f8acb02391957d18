/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform emulator's URL, injected by the start script (serve.mjs). */
  readonly VITE_EMULATOR_URL?: string;
  /** The OAuth client id of the storefront, injected by the start script. */
  readonly VITE_CLIENT_ID?: string;
  /** The catalogue the store runs, `v1` or `v3` (set by serve.mjs); unset, the shop asks the store. */
  readonly VITE_STOREFRONT_CATALOG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
