import { ValidationError } from '@storefront-kit/http-core';
import { AUTHN, EMAIL, MAX_PASSWORD_LENGTH, post, step } from './identity-step';
import type { LoginResult } from './login-state';
import { internals, type OAuthStrategy } from './session';

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
 * @param options - `language` of the e-mail
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
export async function sendPasswordResetEmail(auth: OAuthStrategy, email: string, redirectUri: string, options: { language?: string } = {}): Promise<void> {
  const i = internals(auth);
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) throw new ValidationError('email is not a valid e-mail address', 'email');
  await i.client(true).request(E.sendEmail, { body: { email: email.trim(), ...options, redirect: { url: redirectUri, clientId: i.options.clientId } } });
}

/**
 * Sends the account-activation e-mail of an identity (`POST /_api/iam/recovery/v1/activation-email`).
 *
 * @param auth - the strategy
 * @param identityId - the identity (member) id
 * @param emailOptions - the e-mail's language and where its link leads
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
  emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } },
): Promise<void> {
  if (!identityId) throw new ValidationError('identityId is required', 'identityId');
  await internals(auth)
    .client(true)
    .request(E.activation, { body: { identityId, ...(emailOptions ? { emailOptions } : {}) } });
}

/**
 * Sets a new password with the recovery token from the e-mail link (`POST /_api/iam/recovery/v1/recover`).
 *
 * @param auth - the strategy
 * @param recoveryToken - the token of the e-mail's link
 * @param password - the new password
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
export async function recover(auth: OAuthStrategy, recoveryToken: string, password: string): Promise<LoginResult> {
  if (!recoveryToken) throw new ValidationError('recoveryToken is required', 'recoveryToken');
  if (!password || password.length > MAX_PASSWORD_LENGTH) throw new ValidationError('password is empty or too long', 'password');
  return step(internals(auth), 'other', (api) => api.request(E.recover, { body: { recoveryToken, password } }));
}

/**
 * Changes the signed-in member's password (`POST /_api/iam/authentication/v2/change-password`).
 *
 * @param auth - the strategy of a signed-in member
 * @param newPassword - the new password
 * @throws {ValidationError} an empty or over-long password (before any request)
 * @throws {HttpError} 401/403 when no member is signed in
 * @group Calls
 * @example
 * ```ts
 * import { changePassword, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * await changePassword(auth, 'a new secret');
 * ```
 */
export async function changePassword(auth: OAuthStrategy, newPassword: string): Promise<void> {
  if (!newPassword || newPassword.length > MAX_PASSWORD_LENGTH) throw new ValidationError('newPassword is empty or too long', 'newPassword');
  await internals(auth)
    .client(true)
    .request(E.changePassword, { body: { newPassword } });
}
