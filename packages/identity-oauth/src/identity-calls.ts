import { defineEndpoint, ValidationError, type RequestClient } from '@storefront-kit/http-core';
import { failure, toFailure, toLoginResult, toSuccess, type LoginResult } from './login-state';
import { internals, type Internals, type OAuthStrategy } from './session';
import type { Tokens } from './tokens';
import type {
  ClientMetaData,
  IdentityProfile,
  LoginV1Request,
  RegisterV1Request,
  SignOnResponse,
  StartVerificationResponse,
  StateMachineResponse,
  VerificationTarget,
} from './types';

const AUTHN = '/_api/iam/authentication';
const post = <P extends string>(path: P, prefix: string) => defineEndpoint({ method: 'POST', path, prefix });
const E = {
  register: /* @__PURE__ */ post('/v2/register', AUTHN),
  login: /* @__PURE__ */ post('/v2/login', AUTHN),
  registerV1: /* @__PURE__ */ post('/v1/register', AUTHN),
  loginV1: /* @__PURE__ */ post('/v1/login', AUTHN),
  changePassword: /* @__PURE__ */ post('/v2/change-password', AUTHN),
  signOn: /* @__PURE__ */ post('/v2/sign-on', AUTHN),
  tokenParams: /* @__PURE__ */ post('/v1/sso/login-with-token-params', AUTHN),
  proceed: /* @__PURE__ */ post('/v1/state/proceed', AUTHN),
  sendEmail: /* @__PURE__ */ post('/v1/send-email', '/_api/iam/recovery'),
  activation: /* @__PURE__ */ post('/v1/activation-email', '/_api/iam/recovery'),
  recover: /* @__PURE__ */ post('/v1/recover', '/_api/iam/recovery'),
  verify: /* @__PURE__ */ post('/v1/auth/verify', '/_api/iam/verification'),
  resend: /* @__PURE__ */ post('/v1/auth/resend', '/_api/iam/verification'),
  start: /* @__PURE__ */ post('/v1/start', '/_api/iam/verification'),
};

/**
 * The platform's public reCAPTCHA site key for the invisible captcha (public by design).
 *
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
 * @example
 * ```ts
 * import { CAPTCHA_VISIBLE_SITE_KEY } from '@storefront-kit/identity-oauth';
 * grecaptcha.render('captcha', { sitekey: CAPTCHA_VISIBLE_SITE_KEY });
 * declare const grecaptcha: { render(el: string, o: { sitekey: string }): void };
 * ```
 */
export const CAPTCHA_VISIBLE_SITE_KEY = '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy';

/**
 * Longest password accepted locally (a longer one is refused before any request).
 *
 * @example
 * ```ts
 * import { MAX_PASSWORD_LENGTH } from '@storefront-kit/identity-oauth';
 * const input = `<input type="password" maxlength="${MAX_PASSWORD_LENGTH}">`;
 * ```
 */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Captcha answers: the visible checkbox's token and/or the invisible one's.
 *
 * @example
 * ```ts
 * import type { CaptchaTokens } from '@storefront-kit/identity-oauth';
 * const captcha: CaptchaTokens = { invisibleRecaptchaToken: 'token-from-grecaptcha' };
 * ```
 */
export interface CaptchaTokens {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

/**
 * Input of {@link login}.
 *
 * @example
 * ```ts
 * import type { LoginInput } from '@storefront-kit/identity-oauth';
 * const input: LoginInput = { email: 'ann@example.com', password: 'correct horse' };
 * ```
 */
export interface LoginInput {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
  signal?: AbortSignal;
}

/**
 * Input of {@link register}.
 *
 * @example
 * ```ts
 * import type { RegisterInput } from '@storefront-kit/identity-oauth';
 * const input: RegisterInput = { email: 'ann@example.com', password: 'correct horse', profile: { firstName: 'Ann' } };
 * ```
 */
export interface RegisterInput extends LoginInput {
  profile?: IdentityProfile;
  /** Free-form data about the registering client, sent as `clientMetaData`. */
  clientMetaData?: ClientMetaData;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

function remember(i: Internals, r: LoginResult): LoginResult {
  i.pendingVerification = r.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? r.data.stateToken : undefined;
  // Who signs in: getMemberTokensForDirectLogin(auth, sessionToken) hands it to setTokens.
  if (r.loginState === 'SUCCESS') i.success = toSuccess(r.data.sessionToken, r.data.identity);
  return r;
}

async function step(i: Internals, kind: Parameters<typeof toFailure>[1], call: (api: RequestClient) => Promise<unknown>): Promise<LoginResult> {
  let res: StateMachineResponse;
  try {
    res = (await call(i.api())) as StateMachineResponse;
  } catch (e) {
    return toFailure(e, kind);
  }
  return remember(i, toLoginResult(res));
}

/**
 * Signs a member in with e-mail and password (`POST /_api/iam/authentication/v2/login`). On
 * `SUCCESS`, turn `data.sessionToken` into tokens with `getMemberTokensForDirectLogin`.
 *
 * @returns a {@link LoginResult}: `SUCCESS`, `EMAIL_VERIFICATION_REQUIRED`, `OWNER_APPROVAL_REQUIRED`
 *   or `FAILURE` with `errorCode` (`invalidEmail`, `invalidPassword`, `resetPassword`,
 *   `missingCaptchaToken`, `invalidCaptchaToken`)
 * @throws {ValidationError} empty or over-long password (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx (never a result)
 *
 * @example
 * ```ts
 * import { OAuthStrategy, login } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await login(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'FAILURE') console.log(r.errorCode);
 * ```
 */
export async function login(auth: OAuthStrategy, input: LoginInput): Promise<LoginResult> {
  const i = internals(auth);
  const { email, bad, captcha } = prepare(input);
  if (bad) return bad;
  return step(i, 'login', (api) =>
    api.request(E.login, { body: { loginId: { email }, password: input.password, ...captcha }, signal: input.signal }),
  );
}

/**
 * Registers a member (`POST /_api/iam/authentication/v2/register`); captcha answers travel as
 * `captchaTokens: [{ Recaptcha, InvisibleRecaptcha }]`.
 *
 * @returns a {@link LoginResult}; failures: `invalidEmail`, `emailAlreadyExists`,
 *   `missingCaptchaToken`, `invalidCaptchaToken`, or the platform's message
 * @throws {ValidationError} empty or over-long password
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 *
 * @example
 * ```ts
 * import { OAuthStrategy, register } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse', captchaTokens: { invisibleRecaptchaToken: 't' } });
 * ```
 */
export async function register(auth: OAuthStrategy, input: RegisterInput): Promise<LoginResult> {
  const i = internals(auth);
  const { email, bad, captcha } = prepare(input);
  if (bad) return bad;
  const { profile, clientMetaData } = input;
  return step(i, 'register', (api) =>
    api.request(E.register, { body: { loginId: { email }, password: input.password, profile, ...captcha, clientMetaData }, signal: input.signal }),
  );
}

/**
 * Input of {@link registerV1}: the older identity API's body (`identity`, `authenticatorId`, `inputs`,
 * `captchaTokens`; the password is the value of the `password` input).
 *
 * @example
 * ```ts
 * import type { RegisterV1Input } from '@storefront-kit/identity-oauth';
 * const input: RegisterV1Input = { identity: { email: { address: 'ann@example.com' } }, inputs: [{ key: 'password', value: 'correct horse' }] };
 * ```
 */
export interface RegisterV1Input extends RegisterV1Request {
  signal?: AbortSignal;
}

/**
 * Input of {@link loginV1}: the older identity API's body (`identifier` or `loginId`, `authenticatorId`,
 * `inputs`, `captchaTokens`).
 *
 * @example
 * ```ts
 * import type { LoginV1Input } from '@storefront-kit/identity-oauth';
 * const input: LoginV1Input = { identifier: { email: 'ann@example.com' }, inputs: [{ key: 'password', value: 'correct horse' }] };
 * ```
 */
export interface LoginV1Input extends LoginV1Request {
  signal?: AbortSignal;
}

/**
 * Registers a member through the older identity API (`POST /_api/iam/authentication/v1/register`);
 * results and failures as {@link register}.
 *
 * @returns a {@link LoginResult} (a `EMAIL_VERIFICATION_REQUIRED` step continues with {@link processVerification})
 * @throws {ValidationError} no `identity` object (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 *
 * @example
 * ```ts
 * import { OAuthStrategy, registerV1 } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await registerV1(auth, { identity: { email: { address: 'ann@example.com' } }, inputs: [{ key: 'password', value: 'correct horse' }] });
 * ```
 */
export async function registerV1(auth: OAuthStrategy, input: RegisterV1Input): Promise<LoginResult> {
  const i = internals(auth);
  const { signal, ...body } = input ?? ({} as RegisterV1Input);
  if (typeof body.identity !== 'object' || !body.identity) throw new ValidationError('identity is required', 'identity');
  return step(i, 'register', (api) => api.request(E.registerV1, { body, signal }));
}

/**
 * Signs a member in through the older identity API (`POST /_api/iam/authentication/v1/login`);
 * results and failures as {@link login}.
 *
 * @returns a {@link LoginResult}
 * @throws {ValidationError} neither `identifier.email` nor `loginId.email` (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 *
 * @example
 * ```ts
 * import { OAuthStrategy, loginV1 } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await loginV1(auth, { identifier: { email: 'ann@example.com' }, inputs: [{ key: 'password', value: 'correct horse' }] });
 * ```
 */
export async function loginV1(auth: OAuthStrategy, input: LoginV1Input): Promise<LoginResult> {
  const i = internals(auth);
  const { signal, ...body } = input ?? ({} as LoginV1Input);
  if (typeof (body.identifier ?? body.loginId)?.email !== 'string') throw new ValidationError('identifier.email is required', 'identifier');
  return step(i, 'login', (api) => api.request(E.loginV1, { body, signal }));
}

/**
 * Sends the e-mail verification code of a login or registration in state
 * `EMAIL_VERIFICATION_REQUIRED` (`POST /_api/iam/verification/v1/auth/verify`). In any other state
 * it fails with `Unknown _state` and sends nothing.
 *
 * @param input - `{ verificationCode }` (or `{ code }`)
 * @param state - the previous result (default: the session's last one)
 *
 * @example
 * ```ts
 * import { OAuthStrategy, processVerification, register } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'EMAIL_VERIFICATION_REQUIRED') await processVerification(auth, { verificationCode: '123456' });
 * ```
 */
export async function processVerification(
  auth: OAuthStrategy,
  input: { verificationCode?: string; code?: string; signal?: AbortSignal },
  state?: LoginResult,
): Promise<LoginResult> {
  const i = internals(auth);
  const stateToken = pending(i, state);
  if (!stateToken) return failure('Unknown _state');
  const code = input?.verificationCode ?? input?.code;
  if (typeof code !== 'string' || !code.trim()) throw new ValidationError('verificationCode is required', 'verificationCode');
  return step(i, 'verify', (api) => api.request(E.verify, { body: { code: code.trim(), stateToken }, signal: input.signal }));
}

/** The state token of `state` when it waits for its e-mail code (default: the session's last step). */
const pending = (i: Internals, state?: LoginResult) =>
  state ? (state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? state.data.stateToken : undefined) : i.pendingVerification;

/**
 * Sends a new e-mail verification code for a login or registration in state
 * `EMAIL_VERIFICATION_REQUIRED` (`POST /_api/iam/verification/v1/auth/resend`); the previous code
 * stops working. In any other state it fails with `Unknown _state` and sends nothing.
 *
 * @param options - `state`: the step waiting for its code (default: the session's last one); `signal`
 * @returns the same `EMAIL_VERIFICATION_REQUIRED` step (pass the new code to {@link processVerification}),
 *   or `FAILURE` with the platform's message when the flow is over (expired, too many wrong codes)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 *
 * @example
 * ```ts
 * import { OAuthStrategy, register, resendVerificationCode } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'EMAIL_VERIFICATION_REQUIRED') await resendVerificationCode(auth, { state: r });
 * ```
 */
export async function resendVerificationCode(auth: OAuthStrategy, options: { state?: LoginResult; signal?: AbortSignal } = {}): Promise<LoginResult> {
  const i = internals(auth);
  const stateToken = pending(i, options.state);
  if (!stateToken) return failure('Unknown _state');
  try {
    await i.api().request(E.resend, { body: { stateToken }, signal: options.signal });
  } catch (e) {
    return toFailure(e, 'other');
  }
  return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken } };
}

/**
 * Starts the verification of an identity's e-mail (`POST /_api/iam/verification/v1/start`, `/v1/Start`
 * in older platform SDKs): the platform e-mails a code to the identity.
 *
 * @param options - `identityId` (default: the signed-in member), `target` (only `'EMAIL'`, the default), `signal`
 * @returns `{ verificationId }`
 * @throws {ValidationError} an empty `identityId` or a `target` other than `'EMAIL'` (before any request)
 * @throws {HttpError} unknown identity (404), no identity and no member signed in
 *
 * @example
 * ```ts
 * import { OAuthStrategy, startVerification } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const { verificationId } = await startVerification(auth, { identityId: 'identity-id' });
 * ```
 */
export async function startVerification(
  auth: OAuthStrategy,
  options: { identityId?: string; target?: VerificationTarget; signal?: AbortSignal } = {},
): Promise<StartVerificationResponse> {
  const i = internals(auth);
  const { identityId, target = 'EMAIL', signal } = options;
  if (identityId !== undefined && (typeof identityId !== 'string' || !identityId)) throw new ValidationError('identityId must be a non-empty string', 'identityId');
  if (target !== 'EMAIL') throw new ValidationError('target must be EMAIL', 'target');
  return i.api().request<StartVerificationResponse>(E.start, { body: { identityId, target }, signal });
}

/**
 * Moves a pending state machine on (`POST /_api/iam/authentication/v1/state/proceed`), e.g. after the
 * owner approved the member.
 *
 * @example
 * ```ts
 * import { OAuthStrategy, proceedToNextState } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await proceedToNextState(auth, 'state-token');
 * ```
 */
export async function proceedToNextState(auth: OAuthStrategy, stateToken: string): Promise<LoginResult> {
  const i = internals(auth);
  if (!stateToken) throw new ValidationError('stateToken is required', 'stateToken');
  return step(i, 'other', (api) => api.request(E.proceed, { body: { stateToken } }));
}

/**
 * Sends the password-recovery e-mail (`POST /_api/iam/recovery/v1/send-email`); its link leads to
 * `redirectUri` with a recovery token for {@link recover}.
 *
 * @example
 * ```ts
 * import { OAuthStrategy, sendPasswordResetEmail } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * await sendPasswordResetEmail(auth, 'ann@example.com', 'https://shop.example/reset');
 * ```
 */
export async function sendPasswordResetEmail(auth: OAuthStrategy, email: string, redirectUri: string, options: { language?: string } = {}): Promise<void> {
  const i = internals(auth);
  if (typeof email !== 'string' || !EMAIL.test(email.trim())) throw new ValidationError('email is not a valid e-mail address', 'email');
  await i.api().request(E.sendEmail, { body: { email: email.trim(), ...options, redirect: { url: redirectUri, clientId: i.clientId } } });
}

/**
 * Sends the account-activation e-mail of an identity (`POST /_api/iam/recovery/v1/activation-email`).
 *
 * @example
 * ```ts
 * import { OAuthStrategy, sendActivationEmail } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * await sendActivationEmail(auth, 'identity-id');
 * ```
 */
export async function sendActivationEmail(
  auth: OAuthStrategy,
  identityId: string,
  emailOptions?: { language?: string; redirect?: { url?: string; clientId?: string } },
): Promise<void> {
  if (!identityId) throw new ValidationError('identityId is required', 'identityId');
  await internals(auth).api().request(E.activation, { body: { identityId, ...(emailOptions ? { emailOptions } : {}) } });
}

/**
 * Sets a new password with the recovery token from the e-mail link (`POST /_api/iam/recovery/v1/recover`).
 *
 * @example
 * ```ts
 * import { OAuthStrategy, recover } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
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
 * @throws {HttpError} 401/403 when no member is signed in
 *
 * @example
 * ```ts
 * import { changePassword, OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * await changePassword(auth, 'a new secret');
 * ```
 */
export async function changePassword(auth: OAuthStrategy, newPassword: string): Promise<void> {
  if (!newPassword || newPassword.length > MAX_PASSWORD_LENGTH) throw new ValidationError('newPassword is empty or too long', 'newPassword');
  await internals(auth).api().request(E.changePassword, { body: { newPassword } });
}

/**
 * SSO: logs in with an identity provider's token parameters
 * (`POST /_api/iam/authentication/v1/sso/login-with-token-params`).
 *
 * @example
 * ```ts
 * import { OAuthStrategy, loginWithTokenParams } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const r = await loginWithTokenParams(auth, 'idp-connection-id', { id_token: 'jwt-from-the-idp' });
 * ```
 */
export async function loginWithTokenParams(auth: OAuthStrategy, idpConnectionId: string, tokenParams: Record<string, string>): Promise<LoginResult> {
  if (!idpConnectionId) throw new ValidationError('idpConnectionId is required', 'idpConnectionId');
  return step(internals(auth), 'other', (api) => api.request(E.tokenParams, { body: { idpConnectionId, tokenParams } }));
}

const withKey = async (auth: OAuthStrategy, apiKey: string) => {
  if (!apiKey) throw new ValidationError('apiKey is required', 'apiKey');
  // `<visitor access token>,<API key>`, as the platform expects for backend member logins.
  return `${(await auth.generateVisitorTokens()).accessToken.value},${apiKey}`;
};

/**
 * Backend only: signs a member on without a password (`POST /_api/iam/authentication/v2/sign-on`,
 * authorized by the visitor token plus your API key). Keep the API key on the server.
 *
 * @example
 * ```ts
 * import { OAuthStrategy, signOn } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
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
  const res = await i.plain().request<SignOnResponse>(E.signOn, { body: { loginId, ...options }, headers: { Authorization } });
  i.success = toSuccess(res?.sessionToken, res?.identity);
  return res;
}

/**
 * Backend only: member tokens for a member your backend has authenticated itself (the
 * `authorized_client` grant, authorized by the visitor token plus your API key). The tokens are
 * returned, not stored.
 *
 * @example
 * ```ts
 * import { OAuthStrategy, getMemberTokensForExternalLogin } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const tokens = await getMemberTokensForExternalLogin(auth, 'member-id', process.env.API_KEY!);
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export async function getMemberTokensForExternalLogin(auth: OAuthStrategy, memberId: string, apiKey: string): Promise<Tokens> {
  const i = internals(auth);
  if (!memberId) throw new ValidationError('memberId is required', 'memberId');
  const Authorization = await withKey(auth, apiKey);
  return i.grant({ grant_type: 'authorized_client', scope: 'offline_access', member_id: memberId }, 'member', undefined, { Authorization });
}

