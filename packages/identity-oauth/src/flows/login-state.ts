import { isHttpError, type HttpError } from '@storefront-kit/http-core';
import type { SessionMember } from '../session/types';
import type { StateMachineResponse } from '@storefront-kit/wire/identity';
import { IDENTITY_ERROR_CODES } from '@storefront-kit/wire/identity';
import type { Identity } from '@storefront-kit/wire/identity';

/**
 * Why a login step failed, as a stable code: the platform's application error codes of login and
 * registration, a malformed e-mail, and `invalidVerificationCode` for a wrong or expired e-mail code.
 *
 * @group Types
 * @example
 * ```ts
 * import type { LoginErrorCode } from '@storefront-kit/identity-oauth';
 * const retryWithCaptcha = (c?: LoginErrorCode) => c === 'missingCaptchaToken' || c === 'invalidCaptchaToken';
 * ```
 */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'missingCaptchaToken'
  | 'emailAlreadyExists'
  | 'invalidCaptchaToken'
  | 'invalidPassword'
  | 'resetPassword'
  | 'invalidVerificationCode';

/**
 * The outcome of `login`, `register`, `processVerification` and `recover`: expected failures are
 * values (`FAILURE` with `errorCode`), never exceptions; transport faults and 5xx are thrown.
 *
 * @group Types
 * @example
 * ```ts
 * import type { LoginResult } from '@storefront-kit/identity-oauth';
 * function next(r: LoginResult) {
 *   switch (r.loginState) {
 *     case 'SUCCESS': return r.data.sessionToken;
 *     case 'EMAIL_VERIFICATION_REQUIRED': return 'ask for the code';
 *     case 'OWNER_APPROVAL_REQUIRED': return 'wait for approval';
 *     case 'FAILURE': return r.errorCode ?? r.error;
 *   }
 * }
 * ```
 */
export type LoginResult =
  | { loginState: 'SUCCESS'; data: { sessionToken: string; identity?: Identity }; error?: undefined; errorCode?: undefined }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string; identity?: Identity }; error?: undefined; errorCode?: undefined }
  | { loginState: 'OWNER_APPROVAL_REQUIRED'; data: { stateToken?: string; identity?: Identity }; error?: undefined; errorCode?: undefined }
  | { loginState: 'FAILURE'; data?: undefined; error: string; errorCode?: LoginErrorCode };

/** The application codes each flow maps to an `errorCode`: register has no password codes, login no `emailAlreadyExists`. */
const TABLES: Record<string, LoginErrorCode[]> = {
  register: ['missingCaptchaToken', 'emailAlreadyExists', 'invalidCaptchaToken'],
  login: ['missingCaptchaToken', 'invalidCaptchaToken', 'invalidPassword', 'resetPassword'],
};

export const failure = (error: string, errorCode?: LoginErrorCode): LoginResult =>
  errorCode ? { loginState: 'FAILURE', error, errorCode } : { loginState: 'FAILURE', error };

/** Who an identity answer names: its id and login e-mail; `undefined` without an id. */
export function toMember(identity: Partial<Identity> | undefined): SessionMember | undefined {
  const id = identity?.id;
  const email = identity?.email?.address;
  if (typeof id !== 'string' || !id) return undefined;
  return typeof email === 'string' ? { id, email } : { id };
}

/**
 * Maps a state-machine answer: `SUCCESS` with a session token, owner approval (with its state token,
 * for `proceedToNextState`) and e-mail verification (with its state token); anything else is a
 * failure with `Unknown _state`.
 */
export function toLoginResult(res: StateMachineResponse): LoginResult {
  const identity = res.identity ? { identity: res.identity } : {};
  if (res.state === 'SUCCESS' && res.sessionToken) return { loginState: 'SUCCESS', data: { sessionToken: res.sessionToken, ...identity } };
  // Its state token lets `proceedToNextState` continue once the owner approved.
  if (res.state === 'REQUIRE_OWNER_APPROVAL')
    return { loginState: 'OWNER_APPROVAL_REQUIRED', data: { ...(res.stateToken ? { stateToken: res.stateToken } : {}), ...identity } };
  if (res.state === 'REQUIRE_EMAIL_VERIFICATION' && res.stateToken) {
    return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: res.stateToken, ...identity } };
  }
  return failure('Unknown _state');
}

/** The call http-core appends to an `HttpError`'s message, built as it builds it: ` (POST /_api/iam/...)`. */
const callOf = (e: HttpError) => ` (${e.method} ${String(e.url).replace(/^\w+:\/\/[^/]+/, '')})`;

/**
 * Maps a failed identity call to a result, or rethrows what is not an expected failure
 * (network, timeout, 5xx, 429, anything that is not an HTTP answer): those are never `invalidEmail`.
 * - `register`: an `EMAIL` field violation is `invalidEmail` with its description; `-19971`, `-19995`,
 *   `-19970` have their codes; anything else is the plain message;
 * - `login`: `-19971`, `-19970`, `-19976`, `-19973` have their codes; anything else is `invalidEmail`;
 * - `verify`: `invalidVerificationCode`; `other` (proceed, recover, SSO, resend): the plain message.
 * The message is the platform's text: the call http-core appended to `HttpError.message` is removed,
 * only when the message ends with this error's own call, so a platform text ending in parentheses stays whole.
 */
export function toFailure(e: unknown, kind: 'login' | 'register' | 'verify' | 'other'): LoginResult {
  if (!isHttpError(e) || e.status >= 500 || e.status === 429 || e.status === 408) throw e;
  const call = callOf(e);
  const message = e.message.endsWith(call) ? e.message.slice(0, -call.length) : e.message;
  const code = TABLES[kind]?.find((n) => IDENTITY_ERROR_CODES[n as keyof typeof IDENTITY_ERROR_CODES] === e.applicationCode);
  if (code) return failure(message, code);
  const email = kind !== 'other' && e.fieldViolations.find((v) => (v.data as { type?: unknown } | undefined)?.type === 'EMAIL');
  if (email) return failure(email.description, 'invalidEmail');
  return failure(message, kind === 'login' ? 'invalidEmail' : kind === 'verify' ? 'invalidVerificationCode' : undefined);
}
