import { ValidationError, type CallOptions } from '@storefront-kit/http-core';
import { throwIfAborted } from '../abort';
import { AUTHN, EMAIL, post } from './identity-step';
import { internals, type OAuthStrategy } from '../session/strategy';
import type { Tokens } from '../session/tokens';
import type { SignOnResponse } from '@storefront-kit/wire/identity';
import type { IdentityProfile } from '@storefront-kit/wire/identity';

const signOnEndpoint = /* @__PURE__ */ post('/v2/sign-on', AUTHN);

/**
 * `<visitor access token>,<API key>`, as the platform expects for backend member logins; an aborted
 * signal stops before the visitor token is fetched.
 */
const withKey = async (auth: OAuthStrategy, apiKey: string, signal: AbortSignal | undefined) => {
  if (!apiKey) throw new ValidationError('apiKey is required', 'apiKey');
  throwIfAborted(signal);
  return `${(await auth.generateVisitorTokens()).accessToken.value},${apiKey}`;
};

/**
 * Options of {@link signOn}: the profile of a new member, whether to verify the e-mail, whether to
 * merge a site contact, plus `signal` and `timeoutMs`.
 *
 * @group Calls
 */
export interface SignOnOptions extends CallOptions {
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/**
 * Backend only: signs a member on without a password (`POST /_api/iam/authentication/v2/sign-on`,
 * authorized by the visitor token plus your API key). Keep the API key on the server. Its
 * `sessionToken` becomes member tokens through `getMemberTokensForDirectLogin`; its `identity` says
 * who they belong to (`setTokens(tokens, { member: { id: identity.id } })`).
 *
 * @param auth - the strategy
 * @param loginId - the member's login e-mail
 * @param apiKey - your API key
 * @param options - the profile of a new member, whether to verify the e-mail, whether to merge a site contact;
 *   `signal`, `timeoutMs` of the sign-on request
 * @returns the platform's answer: `{ sessionToken, identity }`
 * @throws {ValidationError} a malformed e-mail or no API key (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals
 * @throws {AbortError} `signal` fired (an already-aborted one before any request)
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, signOn } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const { sessionToken, identity } = await signOn(auth, { email: 'ann@example.com' }, process.env.API_KEY!);
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export async function signOn(auth: OAuthStrategy, loginId: { email: string }, apiKey: string, options: SignOnOptions = {}): Promise<SignOnResponse> {
  const i = internals(auth);
  const { signal, timeoutMs, ...flags } = options;
  if (typeof loginId?.email !== 'string' || !EMAIL.test(loginId.email))
    throw new ValidationError('loginId.email is not a valid e-mail address', 'loginId.email');
  const Authorization = await withKey(auth, apiKey, signal);
  return i.clients().plain.request<SignOnResponse>(signOnEndpoint, { body: { loginId, ...flags }, headers: { Authorization }, signal, timeoutMs });
}

/**
 * Options of {@link getMemberTokensForExternalLogin}: the `sessionToken` of a {@link signOn} answer,
 * plus `signal` and `timeoutMs`.
 *
 * @group Calls
 */
export interface ExternalLoginOptions extends CallOptions {
  /**
   * The `sessionToken` a {@link signOn} answered for this member: the grant then asks for the tokens of
   * that session (the platform SDK's "external login with session"), and the platform refuses a
   * session of another member.
   */
  sessionToken?: string;
}

/**
 * Backend only: member tokens for a member your backend has authenticated itself (the
 * `authorized_client` grant, authorized by the visitor token plus your API key). The tokens are
 * returned, not stored. With `options.sessionToken` (from {@link signOn}) the tokens belong to that
 * sign-on session.
 *
 * @param auth - the strategy
 * @param memberId - the member's id
 * @param apiKey - your API key
 * @param options - the `sessionToken` of a sign-on; `signal`, `timeoutMs` of the token request
 * @returns the member's tokens
 * @throws {ValidationError} no member id or API key, or a `sessionToken` that is not a non-empty string (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals (a session of another member: 400)
 * @throws {AbortError} `signal` fired (an already-aborted one before any request)
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, getMemberTokensForExternalLogin, signOn } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const tokens = await getMemberTokensForExternalLogin(auth, 'member-id', process.env.API_KEY!);
 * auth.setTokens(tokens, { member: { id: 'member-id' } });
 *
 * // The same member, signed on by e-mail first: the tokens of that session.
 * const { sessionToken, identity } = await signOn(auth, { email: 'ann@example.com' }, process.env.API_KEY!);
 * await getMemberTokensForExternalLogin(auth, identity.id, process.env.API_KEY!, { sessionToken });
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export async function getMemberTokensForExternalLogin(
  auth: OAuthStrategy,
  memberId: string,
  apiKey: string,
  options: ExternalLoginOptions = {},
): Promise<Tokens> {
  const i = internals(auth);
  const { signal, timeoutMs, sessionToken } = options;
  if (!memberId) throw new ValidationError('memberId is required', 'memberId');
  if (sessionToken !== undefined && (typeof sessionToken !== 'string' || !sessionToken)) {
    throw new ValidationError('sessionToken must be a non-empty string', 'sessionToken');
  }
  const Authorization = await withKey(auth, apiKey, signal);
  // The platform SDK's two bodies: without a session, `offline_access`; with one, the session instead.
  const body = sessionToken
    ? { grant_type: 'authorized_client', member_id: memberId, session_token: sessionToken }
    : { grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId };
  return i.grant(body, 'member', undefined, { headers: { ...i.options.tokenRequestHeaders, Authorization }, signal, timeoutMs });
}
