import { defineEndpoint, invalid, InvalidResponseError, ValidationError, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { SDK } from './sdk';
import { isAppRedirectUri } from '@storefront-kit/wire/redirects';
import { REDIRECT_INTENTS, type CreateRedirectSessionRequest, type CreateRedirectSessionResponse } from '@storefront-kit/wire/redirects';

const endpoint = /* @__PURE__ */ defineEndpoint<'/v1/redirect-session', CreateRedirectSessionResponse>({
  method: 'POST',
  path: '/v1/redirect-session',
  prefix: '/_api/redirects-api',
  sdk: SDK,
});

/** A URI the platform sends the visitor back to (a callback, the OAuth redirect URI), when given, must be one an app may be sent to. */
function checkReturnUri(field: string, uri: unknown): void {
  if (uri != null && !isAppRedirectUri(uri)) invalid(field, "must be an absolute http(s) URL or an app's own scheme");
}

/**
 * Creates a redirect session: the platform's hosted page for one intent (checkout, login, logout,
 * OAuth `auth`, a product or booking page), with `callbacks` saying where to send the visitor back.
 * Exactly one intent must be set; callback URLs and an `auth` intent's `redirectUri` must be absolute `http(s)` URLs or URIs of an app's own
 * scheme (`myapp://checkout/done`; see {@link isAppRedirectUri}). Both are checked before any request. Send the browser to `redirectSession.fullUrl`.
 *
 * @param client - a client from `createClient` (with the visitor's or member's auth)
 * @param input - one intent plus optional `callbacks`, `preferences`, `origin`
 * @param options - `signal` and `timeoutMs` for this call
 * @returns `{ redirectSession: { id, fullUrl, urlDetails, sessionToken?, shortUrl? } }`
 * @throws {ValidationError} no client, no intent, several intents, or a callback URL or `auth` redirect URI
 *   that is not http(s) or an app scheme (`javascript:`, `data:`, relative URLs...)
 * @throws {HttpError} the platform refused (e.g. a redirect URL outside the OAuth app's allowed domains)
 * @throws {InvalidResponseError} the answer carries no `redirectSession.fullUrl`, or one no app may be sent to (see
 *   {@link isAppRedirectUri}: `javascript:`, `data:`, a relative URL...)
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createRedirectSession } from '@storefront-kit/redirects';
 * declare const client: ReturnType<typeof createClient>;
 * const { redirectSession } = await createRedirectSession(client, {
 *   ecomCheckout: { checkoutId: 'checkout-id' },
 *   callbacks: { postFlowUrl: 'https://shop.example/', thankYouPageUrl: 'https://shop.example/thanks' },
 * });
 * location.href = redirectSession.fullUrl;
 * ```
 */
export async function createRedirectSession(
  client: RequestClient,
  input: CreateRedirectSessionRequest,
  options: CallOptions = {},
): Promise<CreateRedirectSessionResponse> {
  if (!client?.request) invalid('client', 'is required');
  const intents = REDIRECT_INTENTS.filter((k) => input?.[k] != null);
  if (intents.length !== 1) {
    throw new ValidationError(`A redirect session needs exactly one intent; got ${intents.join(', ') || 'none'}.`, 'intent');
  }
  for (const [k, v] of Object.entries(input.callbacks ?? {})) checkReturnUri(`callbacks.${k}`, v);
  checkReturnUri('auth.authRequest.redirectUri', input.auth?.authRequest?.redirectUri);
  const res = await client.request(endpoint, { body: input, signal: options.signal, timeoutMs: options.timeoutMs });
  // Apps send the browser there (`location.href = fullUrl`): by the same rule as the callbacks, never to `javascript:` or `data:`.
  if (!isAppRedirectUri(res?.redirectSession?.fullUrl)) {
    throw new InvalidResponseError('No redirectSession.fullUrl an app may be sent to in the answer', 200);
  }
  return res;
}

/**
 * The redirect functions as a namespace, for `createClient({ modules: { redirects } })`.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { redirects } from '@storefront-kit/redirects';
 * const client = createClient({ modules: { redirects } });
 * const { redirectSession } = await client.redirects.createRedirectSession({ login: {}, callbacks: { postFlowUrl: 'https://shop.example/' } });
 * ```
 */
export const redirects = { createRedirectSession };
