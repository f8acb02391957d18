/**
 * Verifies the platform's RS256-signed JWTs (webhook bodies and service-plugin calls).
 *
 * One verifier imports the public key once (on the first token) and checks every token by the same pinned
 * rules: algorithm `RS256` only (the token never chooses, RFC 8725 §3.1), no `crit` extension but `b64`,
 * `exp` and `iat` required, `iat` within `maxTokenAgeSeconds` in both directions, a small clock tolerance,
 * and `iss`/`aud` when configured. Each refusal has the reason `jose`'s `jwtVerify` would give for the same
 * token (a test checks both on the same hostile tokens). Refusals are thrown as the receiver's own error (see
 * `Fail`).
 */
import { claimFailure, type ClaimRules } from './claims';
import type { Fail, JwtFailureReason } from './failures';
import { hasCanonicalEnd, jsonObjectOf, jwsCrypto, readCompactJws, type JwsCrypto, type SignatureCheck } from './jws';
import { importPublicKey, keyProblem, spkiBytes } from './public-key';

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

/** Internal: the claims of a verified token. */
type JwtClaims = Record<string, unknown>;

/** Internal: a verifier made by {@link createVerifier}. */
export interface Verifier {
  /** Verifies one token; rejects with the receiver's error. */
  verify(token: string): Promise<JwtClaims>;
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

/** A refusal of a token that is a compact JWS: why, and what was wrong. */
class Refusal {
  constructor(
    readonly reason: JwtFailureReason,
    readonly message: string,
  ) {}
}

/** Why a protected header is refused, before any signature check. */
function headerRefusal({ alg, crit, b64 }: Record<string, unknown>): Refusal | undefined {
  // `b64` is the one extension a JWS may mark critical; a JWT's payload must stay base64url-encoded.
  if (crit !== undefined && !(Array.isArray(crit) && crit.length === 1 && crit[0] === 'b64' && b64 === true)) {
    return new Refusal('invalid_token', 'unsupported "crit" (Critical) Header Parameter');
  }
  if (typeof alg !== 'string' || !alg) return new Refusal('invalid_token', 'JWS "alg" (Algorithm) Header Parameter missing or invalid');
  if (alg !== 'RS256') return new Refusal('alg_not_allowed', '"alg" (Algorithm) Header Parameter value not allowed');
  return undefined;
}

/** The claims of a token whose header, signature and claims pass; throws a `Refusal` or the decoding error. */
async function verifiedClaims(token: string, jws: JwsCrypto, check: SignatureCheck, rules: ClaimRules, now: Date): Promise<JwtClaims> {
  const { header, signingInput, payload, signature } = readCompactJws(token, jws);
  const refusal = headerRefusal(header);
  if (refusal) throw refusal;
  // One signature, one spelling: a respelled signature is a tampered token (the dedupe key is the token text).
  if (!hasCanonicalEnd(signature, jws) || !(await check(signingInput, jws.bytes(signature)))) {
    throw new Refusal('bad_signature', 'signature verification failed');
  }
  const claims = jsonObjectOf(payload, jws, 'The JWT claims set');
  const failure = claimFailure(claims, rules, Math.floor(now.getTime() / 1000));
  if (failure) throw new Refusal(...failure);
  return claims;
}

/**
 * Internal: validates the options (throws `fail('INVALID_CONFIG', ...)`) and returns the verifier.
 * A PEM is imported on the first token (or taken from the last import of the same spelling); once the
 * signature check is made it is used as is (awaiting the finished import would still cost a turn of the
 * event loop per token). A `CryptoKey` is checked at once.
 */
export function createVerifier<TError>(options: JwtVerificationOptions, fail: Fail<TError>): Verifier {
  const { publicKey, issuer, audience, now } = options;
  const clockTolerance = checkOption(fail, 'clockToleranceSeconds', options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS, 0, true);
  const maxTokenAge = checkOption(fail, 'maxTokenAgeSeconds', options.maxTokenAgeSeconds ?? DEFAULT_MAX_TOKEN_AGE_SECONDS);
  const rules: ClaimRules = { clockTolerance, maxTokenAge, issuer, audience };
  const jws = jwsCrypto();
  const invalidKey = (problem: string, cause?: unknown) => fail('INVALID_CONFIG', `Invalid publicKey: ${problem}`, { cause });

  let check: SignatureCheck | undefined;
  let importKey: () => Promise<CryptoKey>;
  if (typeof publicKey === 'object' && publicKey) {
    const problem = keyProblem(publicKey);
    if (problem) throw invalidKey(problem);
    check = jws.checker(publicKey);
  } else {
    // Anything but a `CryptoKey` object is read as a PEM spelling (so `undefined` is refused here too).
    const spelling = String(publicKey);
    const der = spkiBytes(spelling);
    if (!der) throw invalidKey('not a PEM public key (-----BEGIN PUBLIC KEY-----), its base64, or a CryptoKey');
    importKey = () => importPublicKey(spelling, der);
  }

  const checkerOnce = async () => {
    let key: CryptoKey;
    try {
      key = await importKey();
    } catch (cause) {
      throw invalidKey('not an RSA public key', cause);
    }
    const problem = keyProblem(key);
    if (problem) throw invalidKey(problem);
    return jws.checker(key);
  };

  const verify = async (token: string) => {
    check ??= await checkerOnce();
    try {
      return await verifiedClaims(token, jws, check, rules, now ? now() : new Date());
    } catch (cause) {
      // Classified only on failure, to keep the pattern off the common path.
      if (!COMPACT_JWS.test(token)) throw fail('MALFORMED', 'Not a JWT (header.payload.signature)', { reason: 'not_a_jwt', cause });
      if (cause instanceof Refusal) throw fail('INVALID_JWT', `JWT is not valid (${cause.reason}): ${cause.message}`, { reason: cause.reason });
      throw fail('INVALID_JWT', `JWT is not valid (invalid_token): ${(cause as Error).message}`, { reason: 'invalid_token', cause });
    }
  };
  return { verify, windowSeconds: maxTokenAge + 2 * clockTolerance };
}
