const BRAND = Symbol.for('storefront-kit.error');

/**
 * Codes of the errors raised by `http-core` itself. {@link HttpError} uses the platform's own codes
 * (`INVALID_ARGUMENT`, `CART_NOT_FOUND`, `NOT_FOUND`, ...), and other packages add their own
 * prefixed codes (`ERR_OAUTH_*`, `ERR_WEBHOOK_*`), so `StorefrontError.code` stays open.
 *
 * @example
 * ```ts
 * import { isStorefrontError, type ErrorCode } from '@storefront-kit/http-core';
 * const retryable: ErrorCode[] = ['ERR_NETWORK', 'ERR_TIMEOUT'];
 * const shouldRetry = (e: unknown) => isStorefrontError(e) && retryable.includes(e.code as ErrorCode);
 * ```
 */
export type ErrorCode =
  | 'ERR_VALIDATION'
  | 'ERR_NETWORK'
  | 'ERR_TIMEOUT'
  | 'ERR_ABORTED'
  | 'ERR_INVALID_RESPONSE'
  | 'ERR_RATE_LIMITED'
  | 'ERR_PAGING_LOOP'
  | 'ERR_UNEXPECTED';

/**
 * Options accepted by every storefront-kit error constructor.
 *
 * @example
 * ```ts
 * import { NetworkError, type StorefrontErrorOptions } from '@storefront-kit/http-core';
 * const options: StorefrontErrorOptions = { cause: new TypeError('fetch failed') };
 * const error = new NetworkError('Network error', options);
 * ```
 */
export interface StorefrontErrorOptions {
  /** The underlying error, kept as `error.cause`. */
  cause?: unknown;
}

/**
 * The base class of every error thrown by storefront-kit packages. Other packages subclass it
 * with their own codes. Use {@link isStorefrontError} rather than `instanceof` when the package
 * may be installed twice.
 *
 * @example
 * ```ts
 * import { StorefrontError } from '@storefront-kit/http-core';
 * class OAuthError extends StorefrontError {
 *   constructor(message: string, code: `ERR_OAUTH_${string}`, options?: { cause?: unknown }) {
 *     super(message, code, options);
 *     this.name = 'OAuthError';
 *   }
 * }
 * ```
 */
export class StorefrontError extends Error {
  /** A stable, machine-readable code to branch on. */
  declare readonly code: ErrorCode | (string & {});

  constructor(message: string, code: ErrorCode | (string & {}), options?: StorefrontErrorOptions) {
    super(message, options);
    this.name = 'StorefrontError';
    this.code = code;
  }

  // On the prototype, so it stays out of logs; a registry symbol, so copies of the package agree.
  /** @internal */
  get [BRAND](): true {
    return true;
  }

  /** A plain object for logs: name, code, message, the subclass fields and a summary of `cause`. */
  toJSON(): Record<string, unknown> {
    const c = this.cause as { name?: unknown; message?: unknown } | undefined;
    return Object.assign({ name: this.name, message: this.message }, this as object, {
      cause: c instanceof Error ? { name: c.name, message: c.message } : c,
    });
  }
}

/**
 * Whether `e` is a storefront-kit error, from this copy of the package or any other.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront-kit/http-core';
 * try { await work(); } catch (e) { if (isStorefrontError(e)) console.log(e.code); else throw e; }
 * declare function work(): Promise<void>;
 * ```
 */
export function isStorefrontError(e: unknown): e is StorefrontError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}
