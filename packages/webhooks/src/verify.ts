/**
 * Verifies the platform's RS256-signed JWTs (webhook bodies and service-plugin calls) with `jose`.
 *
 * One verifier imports the public key once (on the first token) and lets `jwtVerify` check every token
 * with the same pinned options: algorithm `RS256` only, `exp` and `iat` required, `iat` within
 * `maxTokenAgeSeconds` in both directions, a small clock tolerance, and `iss`/`aud` when configured.
 * Refusals are thrown as the receiver's own error (see `Fail`).
 */
// A subpath import: the root entry would load all of jose at startup. The key is imported with WebCrypto
// directly, which spares jose's key-import code (ASN.1, JWK): smaller bundles, faster cold start.
import type { CryptoKey, JWTPayload, JWTVerifyOptions } from 'jose';
import { jwtVerify } from 'jose/jwt/verify';

/**
 * Default clock tolerance, in seconds, applied to `exp`, `nbf` and `iat`.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, clockToleranceSeconds: DEFAULT_CLOCK_TOLERANCE_SECONDS * 2 });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 5;
/**
 * Default maximum age of a token, in seconds, measured from its `iat`.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, maxTokenAgeSeconds: DEFAULT_MAX_TOKEN_AGE_SECONDS * 2 });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_MAX_TOKEN_AGE_SECONDS = 300;

/**
 * Why a token was refused.
 *
 * - `not_a_jwt`: the input is not a compact JWS at all (empty, whitespace, JSON, bad base64url, not UTF-8)
 * - `alg_not_allowed`: `alg` is not `RS256` (`none`, `HS256`, ...)
 * - `bad_signature`: wrong key or tampered token
 * - `expired`: `exp` is in the past (beyond the tolerance)
 * - `not_yet_valid`: `nbf` is in the future (beyond the tolerance)
 * - `too_old`: `iat` is older than `maxTokenAgeSeconds`
 * - `issued_in_future`: `iat` is in the future (beyond the tolerance)
 * - `missing_claim`: `exp`, `iat`, or a configured `iss`/`aud` is absent
 * - `claim_mismatch`: `iss` or `aud` differ from the configured values
 * - `invalid_token`: any other refusal by `jose` (bad header JSON, `crit`, claims not an object, ...)
 *
 * @example
 * ```ts
 * if (isWebhookError(error) && error.reason === 'expired') console.warn('check the server clock');
 * declare const error: unknown;
 * ```
 */
export type JwtFailureReason =
  | 'not_a_jwt'
  | 'alg_not_allowed'
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  | 'too_old'
  | 'issued_in_future'
  | 'missing_claim'
  | 'claim_mismatch'
  | 'invalid_token';

/**
 * Options shared by `createWebhooks` and `createServicePlugins` for checking tokens.
 *
 * @example
 * ```ts
 * const verification: JwtVerificationOptions = { publicKey: process.env.WIX_PUBLIC_KEY!, clockToleranceSeconds: 10 };
 * ```
 */
export interface JwtVerificationOptions {
  /**
   * The app's public key from the platform's dashboard: a PEM (`-----BEGIN PUBLIC KEY-----`, used as is),
   * the base64 of a PEM (decoded, as the platform's SDK accepts), or an already imported `CryptoKey`.
   * A PEM whose newlines were escaped as `\n` in an environment variable is accepted too.
   */
  publicKey: string | CryptoKey;
  /** Allowed clock skew, in seconds, for `exp`, `nbf` and `iat`. Default {@link DEFAULT_CLOCK_TOLERANCE_SECONDS} (5). */
  clockToleranceSeconds?: number;
  /** Maximum token age, in seconds, from `iat` (a future `iat` is refused too). Default {@link DEFAULT_MAX_TOKEN_AGE_SECONDS} (300). */
  maxTokenAgeSeconds?: number;
  /** Expected `iss`; checked only when set. */
  issuer?: string | string[];
  /** Expected `aud`; checked only when set. */
  audience?: string | string[];
  /** Clock used for time checks (tests). Default: the current time. */
  now?: () => Date;
}

/** Internal: the error codes both receivers share, without their `ERR_WEBHOOK_` / `ERR_SERVICE_PLUGIN_` prefix. */
export type SharedErrorCode = 'INVALID_JWT' | 'MALFORMED' | 'INVALID_CONFIG' | 'BODY_TOO_LARGE' | 'METHOD_NOT_ALLOWED';

/** Internal: makes a receiver's own error (`WebhookError`, `ServicePluginError`) for a shared code. */
export type Fail<TError> = (
  code: SharedErrorCode,
  message: string,
  details?: { reason?: JwtFailureReason; limitBytes?: number; cause?: unknown },
) => TError;

/** Internal: a verifier made by {@link createVerifier}. */
export interface Verifier {
  /** Verifies one token; rejects with the receiver's error. */
  verify(token: string): Promise<JWTPayload>;
  /** How long one token can be accepted, in seconds: `maxTokenAgeSeconds + 2 × clockToleranceSeconds`. */
  windowSeconds: number;
}

const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]*$/;

/**
 * Internal: `value` when it is a finite number above `min` (or equal to it, with `orEqual`); else throws
 * `fail('INVALID_CONFIG', ...)` naming the option, its value and the limit.
 */
export function checkOption<TError>(fail: Fail<TError>, name: string, value: number, min = 0, orEqual?: boolean): number {
  if (!(Number.isFinite(value) && (orEqual ? value >= min : value > min))) {
    throw fail('INVALID_CONFIG', `Invalid ${name} (${value}): must be a finite number ${orEqual ? '>=' : '>'} ${min}`);
  }
  return value;
}

/**
 * The key bytes (DER) of the accepted public-key spellings: a PEM (`-----BEGIN PUBLIC KEY-----`), the same
 * with its newlines escaped as `\n` (environment variables), or the base64 of either.
 */
function spkiBytes<TError>(publicKey: string, fail: Fail<TError>): Uint8Array<ArrayBuffer> {
  try {
    // Escaped newlines become spaces, which base64 decoding skips.
    let pem = publicKey.replace(/\\[rn]/g, ' ');
    if (!pem.includes('-----')) pem = atob(pem);
    const body = /-----BEGIN PUBLIC KEY-----([^-]*)-----END PUBLIC KEY-----/.exec(pem)?.[1];
    if (body) return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  } catch {
    // Not base64: refused below.
  }
  throw fail('INVALID_CONFIG', 'Invalid publicKey: not a PEM public key (-----BEGIN PUBLIC KEY-----), its base64, or a CryptoKey');
}

/** What a `jose` error may carry (`claim` and `reason` on JWT claim errors). */
interface JoseError {
  message: string;
  code?: string;
  claim?: string;
  reason?: string;
}

/** Why `jose` refused a token. */
function reasonOf({ code, claim, reason }: JoseError): JwtFailureReason {
  if (code === 'ERR_JOSE_ALG_NOT_ALLOWED') return 'alg_not_allowed';
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'bad_signature';
  if (reason === 'missing') return 'missing_claim';
  if (reason !== 'check_failed') return 'invalid_token'; // a claim of the wrong type, or not a claim error
  // A failed check of a present claim (`ERR_JWT_EXPIRED` for `exp`, and for an `iat` beyond the maximum age):
  if (claim === 'iat') return code === 'ERR_JWT_EXPIRED' ? 'too_old' : 'issued_in_future';
  return claim === 'exp' ? 'expired' : claim === 'nbf' ? 'not_yet_valid' : 'claim_mismatch';
}

/**
 * The last key imported, with its spelling: receivers made one per request for an app's key (webhooks and
 * service plugins share it) import it once per process, not once per receiver.
 */
let lastImport: [unknown, Promise<CryptoKey>] | undefined;

/**
 * Internal: validates the options (throws `fail('INVALID_CONFIG', ...)`) and returns the verifier.
 * The key is imported on the first token (or taken from the last import of the same spelling) and that
 * import is kept, whether it succeeded or failed; once imported the key is used as is (awaiting the
 * finished import would still cost a turn of the event loop per token).
 */
export function createVerifier<TError>(options: JwtVerificationOptions, fail: Fail<TError>): Verifier {
  const { publicKey, issuer, audience, now } = options;
  const clockTolerance = checkOption(fail, 'clockToleranceSeconds', options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS, 0, true);
  const maxTokenAge = checkOption(fail, 'maxTokenAgeSeconds', options.maxTokenAgeSeconds ?? DEFAULT_MAX_TOKEN_AGE_SECONDS);
  const pinned: JWTVerifyOptions = {
    algorithms: ['RS256'], // the token never chooses (RFC 8725 §3.1)
    requiredClaims: ['exp', 'iat'],
    clockTolerance,
    maxTokenAge,
    issuer,
    audience,
  };
  // Anything but a `CryptoKey` object is read as a PEM spelling (so `undefined` is refused here too).
  const der = typeof publicKey === 'object' && publicKey ? undefined : spkiBytes(String(publicKey), fail);
  let key = der ? undefined : (publicKey as CryptoKey);

  const verify = async (token: string) => {
    try {
      key ??= await (
        lastImport?.[0] === publicKey
          ? lastImport
          : (lastImport = [publicKey, crypto.subtle.importKey('spki', der!, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify'])])
      )[1];
    } catch (cause) {
      throw fail('INVALID_CONFIG', 'Invalid publicKey: not an RSA public key', { cause });
    }
    try {
      return (await jwtVerify(token, key, now ? { ...pinned, currentDate: now() } : pinned)).payload;
    } catch (cause) {
      // Classified only on failure, to keep the pattern off the common path.
      if (!COMPACT_JWS.test(token)) throw fail('MALFORMED', 'Not a JWT (header.payload.signature)', { reason: 'not_a_jwt', cause });
      const reason = reasonOf(cause as JoseError);
      throw fail('INVALID_JWT', `JWT is not valid (${reason}): ${(cause as JoseError).message}`, { reason, cause });
    }
  };
  return { verify, windowSeconds: maxTokenAge + 2 * clockTolerance };
}
