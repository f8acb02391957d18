import { ValidationError } from '@storefront-kit/http-core';
import { AUTHN, EMAIL, post } from './identity-step';
import { internals, type OAuthStrategy } from './session';
import type { Tokens } from './tokens';
import type { SignOnResponse } from './wire/authentication';
import type { IdentityProfile } from './wire/identity';

const signOnEndpoint = /* @__PURE__ */ post('/v2/sign-on', AUTHN);

/** `<visitor access token>,<API key>`, as the platform expects for backend member logins. */
const withKey = async (auth: OAuthStrategy, apiKey: string) => {
  if (!apiKey) throw new ValidationError('apiKey is required', 'apiKey');
  return `${(await auth.generateVisitorTokens()).accessToken.value},${apiKey}`;
};

/**
 * Backend only: signs a member on without a password (`POST /_api/iam/authentication/v2/sign-on`,
 * authorized by the visitor token plus your API key). Keep the API key on the server. Its
 * `sessionToken` becomes member tokens through `getMemberTokensForDirectLogin`; its `identity` says
 * who they belong to (`setTokens(tokens, { member: { id: identity.id } })`).
 *
 * @param auth - the strategy
 * @param loginId - the member's login e-mail
 * @param apiKey - your API key
 * @param options - the profile of a new member, whether to verify the e-mail, whether to merge a site contact
 * @returns the platform's answer: `{ sessionToken, identity }`
 * @throws {ValidationError} a malformed e-mail or no API key (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, signOn } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const { sessionToken, identity } = await signOn(auth, { email: 'ann@example.com' }, process.env.API_KEY!);
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export async function signOn(
  auth: OAuthStrategy,
  loginId: { email: string },
  apiKey: string,
  options: { profile?: IdentityProfile; verifyEmail?: boolean; mergeExistingContact?: boolean } = {},
): Promise<SignOnResponse> {
  const i = internals(auth);
  if (typeof loginId?.email !== 'string' || !EMAIL.test(loginId.email)) throw new ValidationError('loginId.email is not a valid e-mail address', 'loginId.email');
  const Authorization = await withKey(auth, apiKey);
  return i.client().request<SignOnResponse>(signOnEndpoint, { body: { loginId, ...options }, headers: { Authorization } });
}

/**
 * Backend only: member tokens for a member your backend has authenticated itself (the
 * `authorized_client` grant, authorized by the visitor token plus your API key). The tokens are
 * returned, not stored.
 *
 * @param auth - the strategy
 * @param memberId - the member's id
 * @param apiKey - your API key
 * @returns the member's tokens
 * @throws {ValidationError} no member id or API key (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, getMemberTokensForExternalLogin } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const tokens = await getMemberTokensForExternalLogin(auth, 'member-id', process.env.API_KEY!);
 * auth.setTokens(tokens, { member: { id: 'member-id' } });
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export async function getMemberTokensForExternalLogin(auth: OAuthStrategy, memberId: string, apiKey: string): Promise<Tokens> {
  const i = internals(auth);
  if (!memberId) throw new ValidationError('memberId is required', 'memberId');
  const Authorization = await withKey(auth, apiKey);
  return i.grant({ grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, 'member', undefined, { Authorization });
}
