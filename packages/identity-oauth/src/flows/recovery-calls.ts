import { ValidationError, type CallOptions } from '@storefront-kit/http-core';
import { AUTHN, EMAIL, MAX_PASSWORD_LENGTH, post, step } from './identity-step';
import type { LoginResult } from './login-state';
import { internals, type OAuthStrategy } from '../session/strategy';

const RECOVERY = '/_api/iam/recovery';
const E = {
  sendEmail: /* @__PURE__ */ post('/v1/send-email', RECOVERY),
  activation: /* @__PURE__ */ post('/v1/activation-email', RECOVERY),
  recover: /* @__PURE__ */ post('/v1/recover', RECOVERY),
  changePassword: /* @__PURE__ */ post('/v2/change-password', AUTHN),
};

/**
 * Sends the password-recovery e-mail (`POST /_api/iam/recovery/v1/send-email`); its link leads to
 * `redirectUri` with a recovery token for {@link recover}.
 *
 * @param auth - the strategy
 * @param email - the member's login e-mail
 * @param redirectUri - the app's reset page
 * @param options - `language` of the e-mail; `signal`, `timeoutMs`
 * @throws {ValidationError} a malformed e-mail (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, sendPasswordResetEmail } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * await sendPasswordResetEmail(auth, 'ann@example.com', 'https://shop.example/reset');
 * ```
 */
export async function sendPasswordResetEmail(
  auth: OAuthStrategy,
  email: string,
  redirectUri: string,
  options: { language?: string } & CallOptions = {},
): Promise<void> {
  const i = internals(auth);
  const { signal, timeoutMs, ...emailOptions } = options;
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) throw new ValidationError('email is not a valid e-mail address', 'email');
  const body = { email: email.trim(), ...emailOptions, redirect: { url: redirectUri, clientId: i.options.clientId } };
  await i.clients().authenticated.request(E.sendEmail, { body, signal, timeoutMs });
}

/**
 * Sends the account-activation e-mail of an identity (`POST /_api/iam/recovery/v1/activation-email`).
 *
 * @param auth - the strategy
 * @param identityId - the identity (member) id
 * @param emailOptions - the e-mail's language and where its link leads; `signal`, `timeoutMs` of the call
 * @throws {ValidationError} no identity id (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and refusals
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, sendActivationEmail } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * await sendActivationEmail(auth, 'identity-id');
 * ```
 */
export async function sendActivationEmail(
  auth: OAuthStrategy,
  identityId: string,
  emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } } & CallOptions,
): Promise<void> {
  if (!identityId) throw new ValidationError('identityId is required', 'identityId');
  const { signal, timeoutMs, ...wire } = emailOptions ?? {};
  // Call options only: the body carries no `emailOptions`, as when none are given.
  const body = { identityId, ...(Object.keys(wire).length ? { emailOptions: wire } : {}) };
  await internals(auth).clients().authenticated.request(E.activation, { body, signal, timeoutMs });
}

/**
 * Sets a new password with the recovery token from the e-mail link (`POST /_api/iam/recovery/v1/recover`).
 *
 * @param auth - the strategy
 * @param recoveryToken - the token of the e-mail's link
 * @param password - the new password
 * @param options - `signal`, `timeoutMs`
 * @returns the next {@link LoginResult} (`SUCCESS` signs the member in with its session token)
 * @throws {ValidationError} no token, or an empty or over-long password (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, recover } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await recover(auth, new URL(location.href).searchParams.get('recoveryToken') ?? '', 'new secret');
 * ```
 */
export async function recover(auth: OAuthStrategy, recoveryToken: string, password: string, options: CallOptions = {}): Promise<LoginResult> {
  if (!recoveryToken) throw new ValidationError('recoveryToken is required', 'recoveryToken');
  if (!password || password.length > MAX_PASSWORD_LENGTH) throw new ValidationError('password is empty or too long', 'password');
  const { signal, timeoutMs } = options;
  return step(internals(auth), 'other', (api) => api.request(E.recover, { body: { recoveryToken, password }, signal, timeoutMs }));
}

/**
 * Changes the signed-in member's password (`POST /_api/iam/authentication/v2/change-password`).
 *
 * @param auth - the strategy of a signed-in member
 * @param newPassword - the new password
 * @param options - `signal`, `timeoutMs`
 * @throws {ValidationError} an empty or over-long password (before any request)
 * @throws {HttpError} 401/403 when no member is signed in
 * @throws {NetworkError | TimeoutError | AbortError} transport faults, `timeoutMs` ran out, `signal` fired
 * @group Calls
 * @example
 * ```ts
 * import { changePassword, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * await changePassword(auth, 'a new secret');
 * ```
 */
export async function changePassword(auth: OAuthStrategy, newPassword: string, options: CallOptions = {}): Promise<void> {
  if (!newPassword || newPassword.length > MAX_PASSWORD_LENGTH) throw new ValidationError('newPassword is empty or too long', 'newPassword');
  await internals(auth).clients().authenticated.request(E.changePassword, { body: { newPassword }, signal: options.signal, timeoutMs: options.timeoutMs });
}
