import { defineEndpoint, type RequestClient } from '@storefront-kit/http-core';
import type { Internals } from '../session/internals';
import { SDK } from '../sdk';
import { toFailure, toLoginResult, type LoginResult } from './login-state';
import type { StateMachineResponse } from '@storefront-kit/wire/identity';

/** A POST endpoint of the identity services. */
export const post = <P extends string>(path: P, prefix: string) => defineEndpoint({ method: 'POST', path, prefix, sdk: SDK });

/** The authentication service's prefix. */
export const AUTHN = '/_api/iam/authentication';

/** What the identity calls accept as an e-mail address before asking the platform. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Longest password accepted locally (a longer one is refused before any request).
 *
 * @group Calls
 * @example
 * ```ts
 * import { MAX_PASSWORD_LENGTH } from '@storefront-kit/identity-oauth';
 * const input = `<input type="password" maxlength="${MAX_PASSWORD_LENGTH}">`;
 * ```
 */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Sends one step of the authentication state machine on the strategy's authenticated client and
 * maps the answer to a {@link LoginResult} (expected failures too); remembers the state token of a
 * step that waits for its e-mail code, for `processVerification` and `resendVerificationCode`.
 */
export async function step(i: Internals, kind: Parameters<typeof toFailure>[1], call: (api: RequestClient) => Promise<unknown>): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = toLoginResult((await call(i.clients().authenticated)) as StateMachineResponse);
  } catch (e) {
    return toFailure(e, kind);
  }
  i.pendingVerification = result.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? result.data.stateToken : undefined;
  return result;
}
