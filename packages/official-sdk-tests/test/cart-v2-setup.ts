/**
 * Shared set-up of the cart V2 proofs: the official `currentCartV2` module in a client built as an app
 * builds it, and a client of ours (`@storefront-kit/http-core`) for a fresh visitor of the same emulator.
 */
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCartV2 } from '@wix/ecom';
import { createClient as createOurClient, type Client } from '@storefront-kit/http-core';
import { demoProductId } from '@storefront-kit/emulator';
import { emulator, STORES_APP_ID } from './official-sdk-setup';

/** The official SDK's client with the current cart V2 module, for a new visitor. */
export const officialCartV2Client = () => createClient({ modules: { currentCartV2 }, auth: OAuthStrategy({ clientId: emulator.clientId }) });

/** A client of ours for a new visitor: one anonymous token, fetched on first use. */
export function ourClient(): Client {
  let token: Promise<string> | undefined;
  const accessToken = () =>
    (token ??= fetch(`${emulator.hosts.api}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emulator.clientId, grantType: 'anonymous' }),
    })
      .then((response) => response.json() as Promise<{ access_token: string }>)
      .then((answer) => answer.access_token));
  return createOurClient({ hosts: emulator.hosts, auth: { getAuthHeaders: async () => ({ Authorization: await accessToken() }) }, retry: false });
}

/** A catalogue item of a demo product (by slug), as both SDKs take it. */
export const catalogItem = (slug: string, quantity = 1) => ({
  quantity,
  catalogReference: { catalogItemId: demoProductId(slug), appId: STORES_APP_ID },
});
