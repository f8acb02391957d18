// Shared setup for the session (OAuthStrategy) unit tests (not exported from the package).
import { createClient, defineEndpoint } from '@storefront-kit/http-core';
import { vi } from 'vitest';
import { createOAuthStrategy, type OAuthStrategyOptions } from '../src/session/strategy';
import type { Tokens } from '../src/session/tokens';
import { fakeFetch, HOSTS, type Recorded } from './helpers';

export const now = () => Math.floor(Date.now() / 1000);

/** Member tokens whose access token expired ten seconds ago unless told otherwise. */
export const member = (expiresAt = now() - 10): Tokens => ({
  accessToken: { value: 'old-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});

export const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });

/** A strategy and a client over one recording fetch that answers through `handler`. */
export function setup(handler: (r: Recorded) => Response | Promise<Response> | undefined, options: Partial<OAuthStrategyOptions> = {}) {
  const f = fakeFetch(handler);
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, ...options });
  const client = createClient({ auth, fetch: f.fetch, hosts: HOSTS, retry: false });
  return { ...f, auth, client };
}

/** Pins `Date.now()` (timers stay real) so expiry arithmetic cannot straddle a second boundary. */
export function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00.400Z') });
}
