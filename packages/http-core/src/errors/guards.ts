import { isStorefrontError } from './base';
import type { HttpError, RateLimitError } from './http';
import type { AbortError, InvalidResponseError, NetworkError, TimeoutError, ValidationError } from './local';

/**
 * Every error a call through the request client can reject with. It narrows on `name`, one class per
 * name, as jose's `AnyJOSEError` narrows on `code`; `code` narrows too for the codes http-core raises
 * itself (`ERR_TIMEOUT`, ...), but an {@link HttpError}'s code is the platform's own (`CART_NOT_FOUND`),
 * an open set, so `name` is the discriminant. The per-class guards (`isTimeoutError`, ...) do the same
 * for an `unknown` catch value.
 *
 * @example
 * ```ts
 * import type { AnyStorefrontError } from '@storefront-kit/http-core';
 * function advice(e: AnyStorefrontError): string {
 *   switch (e.name) {
 *     case 'TimeoutError': return `no answer within ${e.timeoutMs} ms`;
 *     case 'RateLimitError': return `busy: retry in ${e.retryAfterMs ?? 1000} ms`;
 *     case 'HttpError': return e.platformMessage ?? `the platform answered ${e.status}`;
 *     case 'ValidationError': return `check ${e.field ?? 'the input'}`;
 *     default: return e.message;
 *   }
 * }
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
