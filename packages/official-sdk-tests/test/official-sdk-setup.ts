/**
 * Shared set-up of the tests that run the official SDK in Node: one emulator per test file on a free
 * loopback port, the global `fetch` sending the platform's hosts to it (`platform-fetch.ts`), and the
 * official SDK's client built the way an app builds it.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { products } from '@wix/stores';
import { startEmulator, type Emulator, type StartEmulatorOptions } from '@storefront-kit/emulator';
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { emulatorFetch } from './platform-fetch';

/** The Stores app id line items name in their catalog reference. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** A demo product without options (a line item needs no choices). */
export const PLAIN_PRODUCT_SLUG = 'canvas-tote';
/** The token endpoint path (the official SDK always calls it on `www.wixapis.com`). */
const TOKEN_PATH = '/oauth2/token';

/** The calling file's emulator (a live binding: read it inside tests and hooks). */
export let emulator: Emulator;

/**
 * Starts the file's emulator before its tests and points the global `fetch` at it; undoes both after.
 * `options` go to `startEmulator` (e.g. `allowedRedirectUris`).
 */
export function useEmulatorForOfficialSdk(options: StartEmulatorOptions = {}): void {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, ...options });
    vi.stubGlobal('fetch', emulatorFetch(emulator.hosts, globalThis.fetch));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await emulator?.stop();
  });
}

/** The official SDK's client as a storefront creates it: `OAuthStrategy` with the emulator's client id. */
export function officialClient(tokens?: Tokens) {
  return createClient({
    modules: { currentCart, products, redirects },
    auth: OAuthStrategy({ clientId: emulator.clientId, ...(tokens && { tokens }) }),
  });
}

/** The official SDK's client type. */
export type OfficialClient = ReturnType<typeof officialClient>;

/**
 * A member signed in through the official SDK's redirect login: `generateOAuthData(redirectUri)`,
 * `getAuthUrl`, the emulator's hosted login page (submitted over HTTP, as a browser would), then
 * `parseFromUrl` and `getMemberTokens` on the callback URL. The tokens are set on `client`.
 */
export async function signInByRedirect(client: OfficialClient, email: string, password: string, redirectUri: string): Promise<Tokens> {
  const oauthData = client.auth.generateOAuthData(redirectUri);
  const { authUrl } = await client.auth.getAuthUrl(oauthData);
  const callback = await signInOnHostedPage(authUrl, email, password);
  const { code, state } = client.auth.parseFromUrl(callback);
  const tokens = await client.auth.getMemberTokens(code as string, state as string, oauthData);
  client.auth.setTokens(tokens);
  return tokens;
}

/** One Stores line item for `productId`. */
export const lineItem = (productId: string, quantity = 1) => ({ quantity, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } });

/** A cart's lines as `[catalog item id, quantity]` pairs. */
export const linesOf = (cart: { lineItems?: { catalogReference?: { catalogItemId?: string }; quantity?: number }[] }) =>
  (cart.lineItems ?? []).map((line) => [line.catalogReference?.catalogItemId, line.quantity]);

/** The token grants the official SDK sent since `from` in the emulator's request log, with their answers' status. */
export function tokenGrants(from = 0): { grantType: unknown; status: number }[] {
  return emulator
    .requestLog({ path: TOKEN_PATH, method: 'POST' })
    .slice(from)
    .map((entry) => ({ grantType: (entry.body as Record<string, unknown> | undefined)?.grantType, status: entry.status }));
}
