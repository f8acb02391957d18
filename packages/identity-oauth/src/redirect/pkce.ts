import { ValidationError } from '@storefront-kit/http-core';
import { base64url, randomBytes } from '../encoding';

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

const lengthError = (n: unknown, field: string) => new ValidationError(`Expected a length between 43 and 128. Received ${String(n)}.`, field);

/**
 * Checks a code verifier from outside (RFC 7636 §4.1: 43..128 characters of `[A-Za-z0-9-._~]`).
 * @throws {ValidationError} field `codeVerifier`: another length, an illegal character or not a string
 * @internal
 */
export function checkCodeVerifier(verifier: unknown): string {
  if (typeof verifier === 'string' && VERIFIER.test(verifier)) return verifier;
  if (typeof verifier === 'string' && (verifier.length < 43 || verifier.length > 128)) throw lengthError(verifier.length, 'codeVerifier');
  throw new ValidationError('The code verifier may only contain A-Z, a-z, 0-9, "-", ".", "_" and "~".', 'codeVerifier');
}

/**
 * Makes a PKCE code verifier (RFC 7636 §4.1): `length` characters of base64url drawn from
 * `ceil(length * 3 / 4)` CSPRNG bytes, so every character is uniform (no modulo bias) and the
 * default 43 characters carry 256 bits.
 *
 * @param length - 43..128 (default 43)
 * @returns the verifier
 * @throws {ValidationError} `Expected a length between 43 and 128. Received {n}.` for other lengths
 *
 * @group Calls
 * @example
 * ```ts
 * import { generateCodeVerifier } from '@storefront-kit/identity-oauth';
 * const verifier = generateCodeVerifier(); // 43 characters
 * ```
 */
export function generateCodeVerifier(length = 43): string {
  if (!Number.isInteger(length) || length < 43 || length > 128) throw lengthError(length, 'length');
  // The fewest random bytes whose base64url text has `length` characters: 32 for the default 43.
  return base64url(randomBytes(Math.floor(((length - 1) * 3) / 4) + 1)).slice(0, length);
}

/**
 * The S256 code challenge of a verifier: `BASE64URL(SHA-256(ASCII(verifier)))` via `crypto.subtle`.
 *
 * @param verifier - 43..128 characters of `[A-Za-z0-9-._~]`
 * @returns the challenge
 * @throws {ValidationError} when the verifier has another length or an illegal character
 *
 * @group Calls
 * @example
 * ```ts
 * import { createCodeChallenge } from '@storefront-kit/identity-oauth';
 * await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
 * // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
 */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(checkCodeVerifier(verifier)));
  return base64url(new Uint8Array(digest));
}

/**
 * A PKCE pair.
 *
 * @group Calls
 */
export interface Pkce {
  codeVerifier: string;
  codeChallenge: string;
}

/**
 * A fresh verifier and its S256 challenge.
 *
 * @param length - verifier length, 43..128 (default 43)
 * @returns `{ codeVerifier, codeChallenge }`
 * @throws {ValidationError} for other lengths
 *
 * @group Calls
 * @example
 * ```ts
 * import { createPkce } from '@storefront-kit/identity-oauth';
 * const { codeVerifier, codeChallenge } = await createPkce();
 * ```
 */
export async function createPkce(length?: number): Promise<Pkce> {
  const codeVerifier = generateCodeVerifier(length);
  return { codeVerifier, codeChallenge: await createCodeChallenge(codeVerifier) };
}
