import { defineEndpoint, type Client } from '@storefront-kit/http-core';
import type { Grant } from './internals';
import { SDK } from '../sdk';
import type { OAuthStrategyOptions } from './types';
import { toTokens } from './tokens';

// A refused grant reads as the platform SDK's words first, then the platform's OAuth `error` and
// `error_description`, then the call: `something went wrong: invalid_client: Unknown clientId (POST /oauth2/token)`.
const tokenEndpoint = /* @__PURE__ */ defineEndpoint({ method: 'POST', path: '/oauth2/token', sdk: SDK, failure: 'something went wrong' });

/**
 * A strategy's {@link Grant} (made where needed: it holds no state): token calls mint the auth, so they
 * go through the strategy's plain client. A POST is never retried, so a refresh token is presented
 * once per call.
 */
export function createGrant(options: OAuthStrategyOptions, client: () => Client): Grant {
  return async (body, role, keepRefresh, init) =>
    toTokens(await client().request<Record<string, unknown>>(tokenEndpoint, { headers: options.tokenRequestHeaders, ...init, body }), role, keepRefresh);
}
