export { isStorefrontError, StorefrontError } from './base';
export type { ErrorCode, StorefrontErrorOptions } from './base';
export { HttpError, isHttpError, isRateLimitError, RateLimitError } from './http';
export type { FieldViolation, HttpBodyKind, HttpErrorInit } from './http';
export { AbortError, aborted, InvalidResponseError, NetworkError, TimeoutError, ValidationError } from './local';
export type { InvalidResponseReason } from './local';
export { isAbortError, isInvalidResponseError, isNetworkError, isTimeoutError, isValidationError } from './guards';
export type { AnyStorefrontError } from './guards';
