import { ValidationError, type CallOptions } from '@storefront-kit/http-core';
import { AUTHN, post, step } from './identity-step';
import type { Internals } from '../session/internals';
import { failure, toFailure, type LoginResult } from './login-state';
import { internals, type OAuthStrategy } from '../session/strategy';
import type { VerificationTarget } from '@storefront-kit/wire/identity';
import type { StartVerificationResponse } from '@storefront-kit/wire/identity';

const VERIFICATION = '/_api/iam/verification';
const E = {
  verify: /* @__PURE__ */ post('/v1/auth/verify', VERIFICATION),
  resend: /* @__PURE__ */ post('/v1/auth/resend', VERIFICATION),
  start: /* @__PURE__ */ post('/v1/start', VERIFICATION),
  proceed: /* @__PURE__ */ post('/v1/state/proceed', AUTHN),
};

/** The state token of `state` when it waits for its e-mail code (default: the session's last step). */
const pending = (i: Internals, state?: LoginResult) =>
  state ? (state.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? state.data.stateToken : undefined) : i.pendingVerification;

/**
 * Input of {@link processVerification}: the code the member received (`verificationCode`, or `code`
 * as in older platform SDKs) and the step it answers.
 *
 * @group Calls
 */
export interface VerificationInput {
  verificationCode?: string;
  code?: string;
  /** The `EMAIL_VERIFICATION_REQUIRED` result the code answers. @default the strategy's last login step */
  state?: LoginResult;
}

/**
 * Sends the e-mail verification code of a login or registration in state
 * `EMAIL_VERIFICATION_REQUIRED` (`POST /_api/iam/verification/v1/auth/verify`). In any other state
 * it fails with `Unknown _state` and sends nothing.
 *
 * @param auth - the strategy
 * @param input - `{ verificationCode }` (or `{ code }`), and the `state` it answers (default: the session's last step)
 * @param options - `signal`, `timeoutMs`
 * @returns the next {@link LoginResult}; a wrong or expired code is `FAILURE` with `invalidVerificationCode`
 * @throws {ValidationError} no code (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, processVerification, register } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'EMAIL_VERIFICATION_REQUIRED') await processVerification(auth, { verificationCode: '123456', state: r });
 * ```
 */
export async function processVerification(auth: OAuthStrategy, input: VerificationInput, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  const stateToken = pending(i, input?.state);
  if (!stateToken) return failure('Unknown _state');
  const code = input?.verificationCode ?? input?.code;
  if (typeof code !== 'string' || !code.trim()) throw new ValidationError('verificationCode is required', 'verificationCode');
  return step(i, 'verify', (api) => api.request(E.verify, { body: { code: code.trim(), stateToken }, signal: options.signal, timeoutMs: options.timeoutMs }));
}

/**
 * Sends a new e-mail verification code for a login or registration in state
 * `EMAIL_VERIFICATION_REQUIRED` (`POST /_api/iam/verification/v1/auth/resend`); the previous code
 * stops working. In any other state it fails with `Unknown _state` and sends nothing.
 *
 * @param auth - the strategy
 * @param options - `state`: the step waiting for its code (default: the session's last one); `signal`, `timeoutMs`
 * @returns the same `EMAIL_VERIFICATION_REQUIRED` step (pass the new code to {@link processVerification}),
 *   or `FAILURE` with the platform's message when the flow is over (expired, too many wrong codes)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, register, resendVerificationCode } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await register(auth, { email: 'ann@example.com', password: 'correct horse' });
 * if (r.loginState === 'EMAIL_VERIFICATION_REQUIRED') await resendVerificationCode(auth, { state: r });
 * ```
 */
export async function resendVerificationCode(auth: OAuthStrategy, options: { state?: LoginResult } & CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  const stateToken = pending(i, options.state);
  if (!stateToken) return failure('Unknown _state');
  try {
    await i.clients().authenticated.request(E.resend, { body: { stateToken }, signal: options.signal, timeoutMs: options.timeoutMs });
  } catch (e) {
    return toFailure(e, 'other');
  }
  return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken } };
}

/**
 * Starts the verification of an identity's e-mail (`POST /_api/iam/verification/v1/start`, `/v1/Start`
 * in older platform SDKs): the platform e-mails a code to the identity.
 *
 * @param auth - the strategy
 * @param options - `identityId` (default: the signed-in member), `target` (only `'EMAIL'`, the default), `signal`, `timeoutMs`
 * @returns `{ verificationId }`
 * @throws {ValidationError} an empty `identityId` or a `target` other than `'EMAIL'` (before any request)
 * @throws {HttpError} unknown identity (404), no identity and no member signed in
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, startVerification } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const { verificationId } = await startVerification(auth, { identityId: 'identity-id' });
 * ```
 */
export async function startVerification(
  auth: OAuthStrategy,
  options: { identityId?: string; target?: VerificationTarget } & CallOptions = {},
): Promise<StartVerificationResponse> {
  const i = internals(auth);
  const { identityId, target = 'EMAIL', signal, timeoutMs } = options;
  if (identityId !== undefined && (typeof identityId !== 'string' || !identityId))
    throw new ValidationError('identityId must be a non-empty string', 'identityId');
  if (target !== 'EMAIL') throw new ValidationError('target must be EMAIL', 'target');
  return i.clients().authenticated.request<StartVerificationResponse>(E.start, { body: { identityId, target }, signal, timeoutMs });
}

/**
 * Moves a pending state machine on (`POST /_api/iam/authentication/v1/state/proceed`), e.g. after the
 * owner approved the member.
 *
 * @param auth - the strategy
 * @param stateToken - the `data.stateToken` of an `OWNER_APPROVAL_REQUIRED` step
 * @param options - `signal`, `timeoutMs`
 * @returns the next {@link LoginResult}
 * @throws {ValidationError} no state token (before any request)
 * @throws {NetworkError | TimeoutError | HttpError} transport faults and 5xx
 * @group Calls
 * @example
 * ```ts
 * import { createOAuthStrategy, proceedToNextState } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const r = await proceedToNextState(auth, 'state-token');
 * ```
 */
export async function proceedToNextState(auth: OAuthStrategy, stateToken: string, options: CallOptions = {}): Promise<LoginResult> {
  const i = internals(auth);
  if (!stateToken) throw new ValidationError('stateToken is required', 'stateToken');
  return step(i, 'other', (api) => api.request(E.proceed, { body: { stateToken }, signal: options.signal, timeoutMs: options.timeoutMs }));
}
