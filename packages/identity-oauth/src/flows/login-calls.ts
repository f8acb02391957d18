import { ValidationError, type CallOptions } from '@storefront-kit/http-core';
import { AUTHN, EMAIL, MAX_PASSWORD_LENGTH, post, step } from './identity-step';
import { failure, type LoginResult } from './login-state';
import { internals, type OAuthStrategy } from '../session/strategy';
import type { ClientMetaData, LoginV1Request, RegisterV1Request } from '@storefront-kit/wire/identity';
import type { IdentityProfile } from '@storefront-kit/wire/identity';

const E = {
  register: /* @__PURE__ */ post('/v2/register', AUTHN),
  login: /* @__PURE__ */ post('/v2/login', AUTHN),
  registerV1: /* @__PURE__ */ post('/v1/register', AUTHN),
  loginV1: /* @__PURE__ */ post('/v1/login', AUTHN),
  tokenParams: /* @__PURE__ */ post('/v1/sso/login-with-token-params', AUTHN),
};

/**
 * The platform's public reCAPTCHA site key for the invisible captcha (public by design).
 *
 * @group Calls
 * @example
 * ```ts
 * import { CAPTCHA_INVISIBLE_SITE_KEY } from '@storefront-kit/identity-oauth';
 * const src = `https://www.google.com/recaptcha/enterprise.js?render=${CAPTCHA_INVISIBLE_SITE_KEY}`;
 * ```
 */
export const CAPTCHA_INVISIBLE_SITE_KEY = '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v';

/**
 * The platform's public reCAPTCHA site key for the visible (checkbox) captcha.
 *
 * @group Calls
 * @example
 * ```ts
 * import { CAPTCHA_VISIBLE_SITE_KEY } from '@storefront-kit/identity-oauth';
 * grecaptcha.render('captcha', { sitekey: CAPTCHA_VISIBLE_SITE_KEY });
 * declare const grecaptcha: { render(el: string, o: { sitekey: string }): void };
 * ```
 */
export const CAPTCHA_VISIBLE_SITE_KEY = '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy';

/**
 * Captcha answers: the visible checkbox's token and/or the invisible one's.
 *
 * @group Calls
 */
export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

/**
 * Input of {@link login}.
 *
 * @group Calls
 */
export interface LoginInput {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

/**
 * Input of {@link register}.
 *
 * @group Calls
 */
export interface RegisterInput extends LoginInput {
  profile?: IdentityProfile;
  /** Free-form data about the registering client, sent as `clientMetaData`. */
  clientMetaData?: ClientMetaData;
}

/** Local checks shared by login and register: the password is refused (thrown), a bad e-mail is a result. */
function prepare(input: LoginInput): { email: string; bad?: LoginResult; captcha: object } {
  const { password, captchaTokens: c } = input ?? ({} as LoginInput);
  if (typeof password !== 'string' || !password) throw new ValidationError('password is required', 'password');
  if (password.length > MAX_PASSWORD_LENGTH) throw new ValidationError(`password must be at most ${MAX_PASSWORD_LENGTH} characters`, 'password');
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const bad = email.length > 254 || !EMAIL.test(email) ? failure('The e-mail address is not valid.', 'invalidEmail') : undefined;
  const tokens = { Recaptcha: c?.recaptchaToken || undefined, InvisibleRecaptcha: c?.invisibleRecaptchaToken || undefined };
  return { email, bad, captcha: tokens.Recaptcha || tokens.InvisibleRecaptcha ? { captchaTokens: [tokens] } : {} };
}

/**
 * Signs a member in with e-mail and password (`POST /_api/iam/authentication/v2/login`). On
 * `SUCCESS`, turn `data.sessionToken` into tokens with `getMemberTokensForDirectLogin`, or let a
 * {@link createLoginFlow | login flow} do all of it.
 *
 * @param auth - the strategy (its visitor token authenticates the call)
 * @param input - e-mail, password, captcha answers. The e-mail is sent trimmed, its case and any
 *   non-ASCII letters as given; one that is not a string, has no `@` and dotted domain, or is over 254
 *   characters is an `invalidEmail` result, sent nowhere
 * @param options - `signal`, `timeoutMs`
 * @returns a {@link LoginResult}: `SUCCESS`, `EMAIL_VERIFICATION_REQUIRED`, `OWNER_APPROVAL_REQUIRED`
 *   or `FAILURE` with `errorCode` (`invalidEmail`, `invalidPassword`, `resetPassword`,
 *   `missingCaptchaToken`, `invalidCaptchaToken`)
 * @throws {ValidationError} empty or over-long password (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx (never a result)
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, login } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await login(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'FAILURE') console.log(r.errorCode);
 * ```
 */
export async function login(auth: OAuthStrategy, input: LoginInput, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  const { email, bad, captcha } = prepare(input);
  if (bad) return bad;
  const { signal, timeoutMs } = options;
  return step(i, 'login', (api) => api.request(E.login, { body: { loginId: { email }, password: input.password, ...captcha }, signal, timeoutMs }));
}

/**
 * Registers a member (`POST /_api/iam/authentication/v2/register`); captcha answers travel as
 * `captchaTokens: [{ Recaptcha, InvisibleRecaptcha }]`.
 *
 * @param auth - the strategy
 * @param input - e-mail, password, profile, `clientMetaData`, captcha answers
 * @param options - `signal`, `timeoutMs`
 * @returns a {@link LoginResult}; failures: `invalidEmail`, `emailAlreadyExists`,
 *   `missingCaptchaToken`, `invalidCaptchaToken`, or the platform's message
 * @throws {ValidationError} empty or over-long password
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, register } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse', captchaTokens: { invisibleRecaptchaToken: 't' } });
 * ```
 */
export async function register(auth: OAuthStrategy, input: RegisterInput, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  const { email, bad, captcha } = prepare(input);
  if (bad) return bad;
  const { profile, clientMetaData } = input;
  const { signal, timeoutMs } = options;
  return step(i, 'register', (api) =>
    api.request(E.register, { body: { loginId: { email }, password: input.password, profile, ...captcha, clientMetaData }, signal, timeoutMs }),
  );
}

/**
 * Input of {@link registerV1}: the older identity API's body (`identity`, `authenticatorId`, `inputs`,
 * `captchaTokens`; the password is the value of the `password` input).
 *
 * @group Calls
 */
export type RegisterV1Input = RegisterV1Request;

/**
 * Input of {@link loginV1}: the older identity API's body (`identifier` or `loginId`, `authenticatorId`,
 * `inputs`, `captchaTokens`).
 *
 * @group Calls
 */
export type LoginV1Input = LoginV1Request;

/**
 * Registers a member through the older identity API (`POST /_api/iam/authentication/v1/register`);
 * results and failures as {@link register}.
 *
 * @param auth - the strategy
 * @param input - the v1 body
 * @param options - `signal`, `timeoutMs`
 * @returns a {@link LoginResult} (a `EMAIL_VERIFICATION_REQUIRED` step continues with {@link processVerification})
 * @throws {ValidationError} no `identity` object (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, registerV1 } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await registerV1(auth, { identity: { email: { address: 'ann@example.com' } }, inputs: [{ key: 'password', value: 'correct horse' }] });
 * ```
 */
export async function registerV1(auth: OAuthStrategy, input: RegisterV1Input, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  if (typeof input?.identity !== 'object' || !input.identity) throw new ValidationError('identity is required', 'identity');
  const { signal, timeoutMs } = options;
  return step(i, 'register', (api) => api.request(E.registerV1, { body: input, signal, timeoutMs }));
}

/**
 * Signs a member in through the older identity API (`POST /_api/iam/authentication/v1/login`);
 * results and failures as {@link login}.
 *
 * @param auth - the strategy
 * @param input - the v1 body
 * @param options - `signal`, `timeoutMs`
 * @returns a {@link LoginResult}
 * @throws {ValidationError} neither `identifier.email` nor `loginId.email` (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, loginV1 } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await loginV1(auth, { identifier: { email: 'ann@example.com' }, inputs: [{ key: 'password', value: 'correct horse' }] });
 * ```
 */
export async function loginV1(auth: OAuthStrategy, input: LoginV1Input, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  if (typeof (input?.identifier ?? input?.loginId)?.email !== 'string') throw new ValidationError('identifier.email is required', 'identifier');
  const { signal, timeoutMs } = options;
  return step(i, 'login', (api) => api.request(E.loginV1, { body: input, signal, timeoutMs }));
}

/**
 * SSO: logs in with an identity provider's token parameters
 * (`POST /_api/iam/authentication/v1/sso/login-with-token-params`).
 *
 * @param auth - the strategy
 * @param idpConnectionId - the identity provider connection
 * @param tokenParams - what the identity provider gave (e.g. `id_token`)
 * @param options - `signal`, `timeoutMs`
 * @returns a {@link LoginResult}
 * @throws {ValidationError} no connection id (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, loginWithTokenParams } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await loginWithTokenParams(auth, 'idp-connection-id', { id_token: 'jwt-from-the-idp' });
 * ```
 */
export async function loginWithTokenParams(
  auth: OAuthStrategy,
  idpConnectionId: string,
  tokenParams: Record<string, string>,
  options: CallOptions = {},
): Promise<LoginResult> {
  if (!idpConnectionId) throw new ValidationError('idpConnectionId is required', 'idpConnectionId');
  const { signal, timeoutMs } = options;
  return step(internals(auth), 'other', (api) => api.request(E.tokenParams, { body: { idpConnectionId, tokenParams }, signal, timeoutMs }));
}
