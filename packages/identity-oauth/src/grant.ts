import { defineEndpoint, HttpError, isHttpError, isRateLimitError, RateLimitError, type Client } from '@storefront-kit/http-core';
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
      throw isHttpError(e) ? refusedGrant(e) : e;
    }
  };
}

/**
 * A refused grant's error: the platform SDK's words first (`something went wrong`), then what the token
 * endpoint said (its OAuth `error` and `error_description`) and the call, as every HttpError ends. The
 * same class, fields and status as the answer's error, which stays as `cause`.
 */
function refusedGrant(e: HttpError): HttpError {
  const data = (e.data ?? {}) as Record<string, unknown>;
  const said = [data.error, data.error_description].filter((part): part is string => typeof part === 'string' && part !== '');
  const platformMessage = said.length ? said.join(': ') : e.platformMessage;
  const message = `something went wrong${platformMessage ? `: ${platformMessage}` : ''} (${e.method} ${new URL(e.url).pathname})`;
  const init = { ...e, platformMessage, response: e.response };
  return isRateLimitError(e) ? new RateLimitError(message, { ...init, retryAfterMs: e.retryAfterMs }, { cause: e }) : new HttpError(message, e.code, init, { cause: e });
}
