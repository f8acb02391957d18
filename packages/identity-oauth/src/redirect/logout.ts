import type { CallOptions, Endpoint, RequestClient, RequestInput } from '@storefront-kit/http-core';
import { createRedirectSession } from '@storefront-kit/redirects';
import { clearTransactions } from './pending-logins';
import { internals, type OAuthStrategy } from '../session/strategy';
import { EMPTY_TOKENS } from '../session/tokens';
import { postFlowUrl } from './urls';

/**
 * Logs out: clears the tokens (once an asynchronous storage's first read settled), every pending PKCE login and the finished callbacks at once (also
 * when the network then fails, and so that a refresh still in flight cannot bring the session
 * back), then creates the platform's logout page (`{ logout: { clientId }, callbacks: { postFlowUrl } }`)
 * with the token the session had (renewed first when it expired, so that a member's session ends). Send the browser to `logoutUrl` to end the platform session too.
 *
 * @param auth - the strategy
 * @param postFlow - where to land afterwards: a same-origin path or URL in browsers (anything
 *   else becomes the origin's root); an absolute http(s) URL on servers
 * @param options - `signal`, `timeoutMs`
 * @returns `{ logoutUrl }`
 * @throws {HttpError | NetworkError} creating the logout page failed (the local session is gone anyway)
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, logout } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const { logoutUrl } = await logout(auth, '/');
 * location.href = logoutUrl;
 * ```
 */
export async function logout(auth: OAuthStrategy, postFlow: string, options: CallOptions = {}): Promise<{ logoutUrl: string }> {
  const i = internals(auth);
  // A session still being read from an asynchronous storage is the one to end (with its token, below).
  await i.session.reading;
  const before = auth.getTokens();
  auth.setTokens(EMPTY_TOKENS);
  i.pendingVerification = i.callbacks = undefined;
  await clearTransactions(i).catch(() => {});
  // Checked after clearing: a bad URL must not leave the user signed in.
  const target = postFlowUrl(postFlow);
  // The logout page is created with the session's token, renewed (not stored) when it expired: the platform
  // ends a member's session only for a member's token. Without tokens, or when the renewal fails, a throwaway visitor's.
  const token = (await auth.generateVisitorTokens(before).catch(() => auth.generateVisitorTokens(EMPTY_TOKENS))).accessToken.value;
  const withToken = {
    request: (endpoint: Endpoint, input: RequestInput = {}) => i.clients().plain.request(endpoint, { ...input, headers: { Authorization: token } }),
  } as RequestClient;
  const { redirectSession } = await createRedirectSession(withToken, { logout: { clientId: i.options.clientId }, callbacks: { postFlowUrl: target } }, options);
  return { logoutUrl: redirectSession.fullUrl };
}

/**
 * The identity service's logout URL (`GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri=&clientId=`
 * on the api host): sending the browser there ends the member's session on the platform's pages
 * (its site cookie) and comes back to `postLogoutRedirectUri`. Builds the URL only: nothing is sent
 * and the local tokens stay; {@link logout} clears those (and uses the redirect-session logout page).
 *
 * @param auth - the strategy
 * @param postLogoutRedirectUri - where to land afterwards, checked as `logout`'s `postFlow` (it must be
 *   on an allowed domain of the OAuth app)
 * @returns the URL to navigate to (it carries no token)
 * @throws {ValidationError} field `postLogoutRedirectUri`: not an absolute http(s) URL outside a browser
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, getLogoutUrl } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * location.href = getLogoutUrl(auth, '/');
 * ```
 */
export function getLogoutUrl(auth: OAuthStrategy, postLogoutRedirectUri: string): string {
  const i = internals(auth);
  const query = new URLSearchParams({ postLogoutRedirectUri: postFlowUrl(postLogoutRedirectUri, 'postLogoutRedirectUri'), clientId: i.options.clientId });
  // The hosts the strategy's own calls use.
  return `${i.clients().plain.hosts.api}/_api/iam/authentication/v1/logout?${query}`;
}
