import { InvalidResponseError } from '@storefront-kit/http-core';
import { TOKEN_ROLES, type TokenRole } from '@storefront-kit/wire/identity';

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
export const EMPTY_TOKENS: Tokens = freeze({
  accessToken: freeze({ value: '', expiresAt: 0 }),
  refreshToken: freeze({ value: '', role: 'none' as TokenRole }),
});

/** Checks a value read from storage (or passed in) by hand; anything malformed is `undefined`, never a TypeError. */
export function checkTokens(v: unknown): Tokens | undefined {
  try {
    const {
      accessToken: { value, expiresAt },
      refreshToken: { value: refresh, role },
    } = v as Tokens;
    if (typeof value === 'string' && Number.isFinite(expiresAt) && typeof refresh === 'string' && TOKEN_ROLES.includes(role)) {
      return { accessToken: { value, expiresAt }, refreshToken: { value: refresh, role } };
    }
  } catch {
    // null, a string, an array...: not tokens
  }
  return undefined;
}

/**
 * Turns a token answer (the JSON object the client resolves with) into {@link Tokens}. A missing or
 * empty `access_token`, an `expires_in` that is not a number of seconds (or a string of digits), or no
 * `refresh_token` (when no previous one may be kept) is an `InvalidResponseError`, so nothing gets stored.
 */
export function toTokens(body: Record<string, unknown>, role: TokenRole, keepRefresh?: string): Tokens {
  const { access_token: value, expires_in: givenExpiresIn, refresh_token: refresh } = body;
  const expiresIn = typeof givenExpiresIn === 'string' && /^\d+$/.test(givenExpiresIn) ? +givenExpiresIn : givenExpiresIn;
  const saneLifetime = typeof expiresIn === 'number' && expiresIn >= 0 && expiresIn < 1e12;
  // The checks of stored tokens (types, role), plus a non-empty access token and a sane lifetime.
  const tokens =
    value && saneLifetime
      ? checkTokens({ accessToken: { value, expiresAt: nowSeconds() + expiresIn }, refreshToken: { value: refresh || keepRefresh, role } })
      : undefined;
  if (!tokens) throw new InvalidResponseError('Invalid token answer', 200);
  return tokens;
}

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

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** `tokens` when their access token is usable (set, and not expiring within the margin), else `undefined`. */
export const usable = (tokens: Tokens | undefined): Tokens | undefined =>
  tokens?.accessToken.value && tokens.accessToken.expiresAt - EXPIRY_MARGIN_SECONDS > nowSeconds() ? tokens : undefined;
