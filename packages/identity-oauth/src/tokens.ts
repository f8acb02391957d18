import { InvalidResponseError } from '@storefront-kit/http-core';
import { TOKEN_ROLES, type TokenRole } from './wire/enums';

/**
 * The token pair, in the platform SDK's shape. `expiresAt` is in epoch seconds.
 *
 * @group Types
 */
export interface Tokens {
  accessToken: { value: string; expiresAt: number };
  refreshToken: { value: string; role: TokenRole };
}

const freeze = Object.freeze;

/**
 * No tokens (role `none`). Frozen: snapshots share this object, so nobody may mutate it.
 *
 * @group Types
 * @example
 * ```ts
 * import { EMPTY_TOKENS, type OAuthStrategy } from '@storefront-kit/identity-oauth';
 * auth.setTokens(EMPTY_TOKENS); // signed out locally, nothing sent
 * declare const auth: OAuthStrategy;
 * ```
 */
export const EMPTY_TOKENS: Tokens = freeze({ accessToken: freeze({ value: '', expiresAt: 0 }), refreshToken: freeze({ value: '', role: 'none' as TokenRole }) });

/**
 * A token counts as expired this many seconds before its `expiresAt`, so a request never leaves with
 * a token that dies in flight or on a server whose clock runs slightly ahead.
 *
 * @group Types
 * @example
 * ```ts
 * import { EXPIRY_MARGIN_SECONDS } from '@storefront-kit/identity-oauth';
 * console.log(EXPIRY_MARGIN_SECONDS); // 60
 * ```
 */
export const EXPIRY_MARGIN_SECONDS = 60;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const isUsable = (t: Tokens): boolean =>
  !!t.accessToken.value && t.accessToken.expiresAt - EXPIRY_MARGIN_SECONDS > nowSeconds();

/** Checks a value read from storage (or passed in) by hand; anything malformed is `undefined`, never a TypeError. */
export function checkTokens(v: unknown): Tokens | undefined {
  try {
    const { accessToken: a, refreshToken: r } = v as Tokens;
    if (typeof a.value == 'string' && Number.isFinite(a.expiresAt) && typeof r.value == 'string' && TOKEN_ROLES.includes(r.role)) {
      return { accessToken: { value: a.value, expiresAt: a.expiresAt }, refreshToken: { value: r.value, role: r.role } };
    }
  } catch {
    // null, a string, an array...: not tokens
  }
  return undefined;
}

/**
 * Turns a token answer into {@link Tokens}. A missing or empty `access_token`, an `expires_in` that
 * is not a number of seconds (or a string of digits), or no `refresh_token` (when no previous one
 * may be kept) is an `InvalidResponseError`, so nothing gets stored.
 */
export function toTokens(body: unknown, role: TokenRole, keepRefresh?: string): Tokens {
  const { access_token: value, expires_in: e, refresh_token: refresh } = (body ?? {}) as Record<string, unknown>;
  const expiresIn = typeof e == 'string' && /^\d+$/.test(e) ? +e : e;
  // The checks of stored tokens (types, role), plus a non-empty access token and a sane lifetime.
  const tokens =
    typeof expiresIn == 'number' && expiresIn >= 0 && expiresIn < 1e12
      ? checkTokens({ accessToken: { value, expiresAt: nowSeconds() + expiresIn }, refreshToken: { value: refresh || keepRefresh, role } })
      : undefined;
  if (!value || !tokens) throw new InvalidResponseError('Invalid token answer', 200);
  return tokens;
}
