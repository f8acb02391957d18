// Bundled with esbuild into the browser test's page: the official SDK as a storefront page loads it, and
// the page's `fetch` pointed at the emulator (`platform-fetch.ts`) before the SDK makes a call.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { emulatorFetch, type EmulatorHosts } from './platform-fetch';

/** What the page exposes to the test as `officialSdk`. */
export interface OfficialSdkPage {
  /** Sends the page's calls to the platform's hosts to the emulator's `hosts`. */
  pointAt(hosts: EmulatorHosts): void;
  createClient: typeof createClient;
  OAuthStrategy: typeof OAuthStrategy;
}

const page: OfficialSdkPage = {
  pointAt(hosts) {
    globalThis.fetch = emulatorFetch(hosts, globalThis.fetch.bind(globalThis));
  },
  createClient,
  OAuthStrategy,
};
(globalThis as unknown as { officialSdk: OfficialSdkPage }).officialSdk = page;
