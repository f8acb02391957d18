/**
 * Verifies the platform's RS256-signed JWTs (webhook bodies and service-plugin calls) with `jose`.
 *
 * One verifier imports the public key once (lazily, on the first token) and checks every token with
 * the same pinned options: algorithm `RS256` only, `exp` required, `iat` required and within
 * `maxTokenAgeSeconds` in both directions, a small clock tolerance, and `iss`/`aud` when configured.
 */
// Subpath imports: the root entry would load all of jose at startup (cold import ~48 ms vs ~11 ms).
import type { CryptoKey, JWTPayload, JWTVerifyOptions } from 'jose';
import { importSPKI } from 'jose/key/import';
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

/** The only signature algorithm accepted; the token never chooses (RFC 8725 §3.1). */
const ALGORITHMS = ['RS256'];

/**
 * Why a token was refused.
 *
 * - `not_a_jwt`: the input is not a compact JWS at all (empty, whitespace, JSON, bad base64url)
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

/** Internal: a refused token, turned into the caller's public error type by webhooks.ts / service-plugins.ts. */
export class JwtRejection {
  constructor(
    readonly reason: JwtFailureReason,
    readonly detail: string,
    readonly cause?: unknown,
  ) {}
}

/** Internal: the public key could not be used (wrong format, private key, not RSA). */
export class KeyConfigurationProblem {
  constructor(
    readonly detail: string,
    readonly cause?: unknown,
  ) {}
}

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
  /** Clock used for time checks (tests). Default `() => new Date()`. */
  now?: () => Date;
}

/** Internal: verifies tokens with one key imported once. */
export interface JwtVerifier {
  /** Resolves with the verified claims; rejects with {@link JwtRejection} or {@link KeyConfigurationProblem}. */
  verify(token: string): Promise<JWTPayload>;
  readonly clockToleranceSeconds: number;
  readonly maxTokenAgeSeconds: number;
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;


function assertSeconds(name: string, value: number, allowZero: boolean): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    throw new KeyConfigurationProblem(`${name} must be a finite ${allowZero ? 'non-negative' : 'positive'} number of seconds`);
  }
  return value;
}

/**
 * Normalises the accepted public-key spellings into a PEM string.
 * Throws {@link KeyConfigurationProblem} when the input cannot be a public key.
 */
export function publicKeyToPem(publicKey: string): string {
  let text = publicKey.trim();
  if (text === '') throw new KeyConfigurationProblem('publicKey is empty');
  // A PEM pasted into an env var often arrives with literal "\n" sequences.
  if (!/[\r\n]/.test(text) && text.includes('\\n')) text = text.replace(/(?:\\r)?\\n/g, '\n');
  let pem: string;
  if (/[\r\n]/.test(text) || text.startsWith('-----BEGIN')) {
    pem = text;
  } else {
    try {
      pem = atob(text).trim();
    } catch (cause) {
      throw new KeyConfigurationProblem('publicKey is neither a PEM nor the base64 of a PEM', cause);
    }
  }
  if (!pem.startsWith('-----BEGIN')) {
    throw new KeyConfigurationProblem('publicKey is neither a PEM nor the base64 of a PEM');
  }
  if (pem.includes('PRIVATE KEY')) {
    throw new KeyConfigurationProblem('publicKey is a private key; pass the public key (-----BEGIN PUBLIC KEY-----)');
  }
  return pem;
}

function rejectionFromJose(error: unknown): JwtRejection {
  const { code, claim, reason, message } = (error ?? {}) as { code?: unknown; claim?: unknown; reason?: unknown; message?: unknown };
  const why: JwtFailureReason =
    code === 'ERR_JOSE_ALG_NOT_ALLOWED'
      ? 'alg_not_allowed'
      : code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'
        ? 'bad_signature'
        : code === 'ERR_JWT_EXPIRED'
          ? claim === 'iat'
            ? 'too_old'
            : 'expired'
          : code !== 'ERR_JWT_CLAIM_VALIDATION_FAILED'
            ? 'invalid_token'
            : reason === 'missing'
              ? 'missing_claim'
              : claim === 'nbf'
                ? 'not_yet_valid'
                : claim === 'iat' && reason === 'check_failed'
                  ? 'issued_in_future'
                  : claim === 'iss' || claim === 'aud'
                    ? 'claim_mismatch'
                    : 'invalid_token';
  return new JwtRejection(why, typeof message === 'string' ? message : 'token refused', error);
}

/**
 * Internal: builds a verifier. Validates the options synchronously (throws {@link KeyConfigurationProblem});
 * the key itself is imported on first use and cached, success or failure.
 */
export function createJwtVerifier(options: JwtVerificationOptions): JwtVerifier {
  const clockToleranceSeconds = assertSeconds(
    'clockToleranceSeconds',
    options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
    true,
  );
  const maxTokenAgeSeconds = assertSeconds(
    'maxTokenAgeSeconds',
    options.maxTokenAgeSeconds ?? DEFAULT_MAX_TOKEN_AGE_SECONDS,
    false,
  );
  const { publicKey, issuer, audience } = options;
  const now = options.now ?? (() => new Date());
  const pem = typeof publicKey === 'string' ? publicKeyToPem(publicKey) : undefined;
  if (pem === undefined && (typeof publicKey !== 'object' || publicKey === null)) {
    throw new KeyConfigurationProblem('publicKey must be a PEM string, the base64 of a PEM, or a CryptoKey');
  }

  const fixedOptions: JWTVerifyOptions = {
    algorithms: ALGORITHMS,
    clockTolerance: clockToleranceSeconds,
    maxTokenAge: maxTokenAgeSeconds,
    requiredClaims: ['exp', 'iat'],
  };
  if (issuer !== undefined) fixedOptions.issuer = issuer;
  if (audience !== undefined) fixedOptions.audience = audience;

  let keyPromise: Promise<CryptoKey> | undefined;
  const key = (): Promise<CryptoKey> => {
    keyPromise ??= (async () => {
      if (pem === undefined) return publicKey as CryptoKey;
      try {
        return await importSPKI(pem, 'RS256');
      } catch (cause) {
        throw new KeyConfigurationProblem('publicKey could not be imported as an RSA public key (SPKI PEM)', cause);
      }
    })();
    return keyPromise;
  };

  return {
    clockToleranceSeconds,
    maxTokenAgeSeconds,
    async verify(token) {
      if (typeof token !== 'string' || !COMPACT_JWS.test(token)) {
        throw new JwtRejection('not_a_jwt', 'the body is not a compact JWS (header.payload.signature)');
      }
      const verificationKey = await key();
      const verifyOptions: JWTVerifyOptions = { ...fixedOptions, currentDate: now() };
      try {
        return (await jwtVerify(token, verificationKey, verifyOptions)).payload;
      } catch (error) {
        throw rejectionFromJose(error);
      }
    },
  };
}
