/** What the identity route groups share: the API bases and the checks several calls make. */
import type { Context } from 'hono';
import type { AuthenticatorInput } from '@storefront-kit/wire/identity';
import type { EmulatorContext } from '../../context';
import type { Principal } from '../../core/principal';
import { PlatformError } from '../../core/platform-error';
import { isAllowedCallbackUrl } from '../urls';

/** Base path of authentication v1 and v2. */
export const AUTH = '/_api/iam/authentication';
/** Base path of recovery. */
export const RECOVERY = '/_api/iam/recovery/v1';
/** Base path of verification. */
export const VERIFICATION = '/_api/iam/verification/v1';

/** The identity-provider connection id the emulator knows for `sso/login-with-token-params`. */
export const TEST_IDP_CONNECTION_ID = 'emulator-test-idp';

/** The password among v1 authenticator inputs (the one without a key, or keyed `password`), else a 400. */
export function passwordOf(inputs: readonly AuthenticatorInput[] | undefined): string {
  const password = inputs?.find((input) => input.key === undefined || input.key === 'password')?.value;
  if (password === undefined) {
    throw PlatformError.validation([{ field: 'inputs', description: 'a password input is required', violatedRule: 'REQUIRED_FIELD' }]);
  }
  return password;
}

/** The redirect URL of a recovery or activation e-mail, when given: the OAuth app's, on an allowed domain. */
export function checkRedirect(ctx: EmulatorContext, redirect: { url?: string; clientId?: string } | undefined, field: string): string | undefined {
  if (redirect?.clientId !== undefined && redirect.clientId !== ctx.options.clientId) {
    throw PlatformError.application(400, 'INVALID_CLIENT_ID', 'Unknown clientId', 'Invalid client id');
  }
  if (redirect?.url === undefined) return undefined;
  if (!isAllowedCallbackUrl(redirect.url, ctx.options.allowedRedirectUris)) {
    throw PlatformError.application(400, 'REDIRECT_URL_NOT_ALLOWED', `${field} is not on an allowed domain of the OAuth app`, 'Redirect URL not allowed');
  }
  return redirect.url;
}

/** The caller's principal, or `undefined` when it sent none or an invalid one (never throws). */
export function optionalPrincipal(ctx: EmulatorContext, c: Context): Principal | undefined {
  try {
    return ctx.principal(c);
  } catch {
    return undefined;
  }
}
