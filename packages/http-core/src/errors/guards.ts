import { isStorefrontError } from './base';
import type { HttpError, RateLimitError } from './http';
import type { AbortError, InvalidResponseError, NetworkError, TimeoutError, ValidationError } from './local';

/**
 * Every error a call through the request client can reject with; the per-class guards narrow it.
 *
 * @example
 * ```ts
 * import { isRateLimitError, type AnyStorefrontError } from '@storefront-kit/http-core';
 * const advice = (e: AnyStorefrontError) => (isRateLimitError(e) ? `retry in ${e.retryAfterMs} ms` : e.message);
 * ```
 */
export type AnyStorefrontError = HttpError | RateLimitError | ValidationError | NetworkError | TimeoutError | AbortError | InvalidResponseError;

// By name, not `instanceof`: a guard holds for errors from any copy of the package.
const is =
  <T>(name: string) =>
  (e: unknown): e is T =>
    isStorefrontError(e) && e.name === name;

/**
 * Whether `e` is a {@link ValidationError}: bad input, refused before any request.
 *
 * @example
 * ```ts
 * import { isValidationError } from '@storefront-kit/http-core';
 * const badField = (e: unknown) => (isValidationError(e) ? e.field : undefined);
 * ```
 */
export const isValidationError = /* @__PURE__ */ is<ValidationError>('ValidationError');

/**
 * Whether `e` is a {@link NetworkError}: no answer came back.
 *
 * @example
 * ```ts
 * import { isNetworkError } from '@storefront-kit/http-core';
 * const offline = (e: unknown) => isNetworkError(e);
 * ```
 */
export const isNetworkError = /* @__PURE__ */ is<NetworkError>('NetworkError');

/**
 * Whether `e` is a {@link TimeoutError}: the call's time budget ran out.
 *
 * @example
 * ```ts
 * import { isTimeoutError } from '@storefront-kit/http-core';
 * const budget = (e: unknown) => (isTimeoutError(e) ? e.timeoutMs : undefined);
 * ```
 */
export const isTimeoutError = /* @__PURE__ */ is<TimeoutError>('TimeoutError');

/**
 * Whether `e` is an {@link AbortError}: the caller's signal fired.
 *
 * @example
 * ```ts
 * import { isAbortError } from '@storefront-kit/http-core';
 * const quiet = (e: unknown) => { if (!isAbortError(e)) throw e; };
 * ```
 */
export const isAbortError = /* @__PURE__ */ is<AbortError>('AbortError');

/**
 * Whether `e` is an {@link InvalidResponseError}: an answer that could not be read.
 *
 * @example
 * ```ts
 * import { isInvalidResponseError } from '@storefront-kit/http-core';
 * const tooLarge = (e: unknown) => isInvalidResponseError(e) && e.reason === 'tooLarge';
 * ```
 */
export const isInvalidResponseError = /* @__PURE__ */ is<InvalidResponseError>('InvalidResponseError');
