import { defineEndpoint, HttpError, type Client } from '@storefront-kit/http-core';
import type { Grant } from './internals';
import { SDK } from './sdk';
import type { OAuthStrategyOptions } from './session';
import { toTokens } from './tokens';

const tokenEndpoint = /* @__PURE__ */ defineEndpoint({ method: 'POST', path: '/oauth2/token', sdk: SDK });

/**
 * A strategy's {@link Grant} (made where needed: it holds no state): token calls mint the auth, so they
 * go through the unauthenticated `client()`. A POST is never retried, so a refresh token is presented
 * once per call.
 */
export function createGrant(options: OAuthStrategyOptions, client: () => Client): Grant {
  return async (body, role, keepRefresh, init) => {
    try {
      return toTokens(await client().request<Record<string, unknown>>(tokenEndpoint, { headers: options.tokenRequestHeaders, ...init, body }), role, keepRefresh);
    } catch (e) {
      // The platform SDK's message for any refused grant; status, `error` and `error_description` stay on the error.
      if (e instanceof HttpError) e.message = 'something went wrong';
      throw e;
    }
  };
}
