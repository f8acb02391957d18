// The order of the value exports below is the order of the modules in the built file, and the gzip size
// of an app's bundle depends on it (measured with bench/size.mjs): building blocks first, the client after them.
export {
  AbortError,
  HttpError,
  InvalidResponseError,
  isAbortError,
  isHttpError,
  isInvalidResponseError,
  isNetworkError,
  isRateLimitError,
  isStorefrontError,
  isTimeoutError,
  isValidationError,
  NetworkError,
  RateLimitError,
  StorefrontError,
  TimeoutError,
  ValidationError,
} from './errors';
export type {
  AnyStorefrontError,
  ErrorCode,
  FieldViolation,
  HttpBodyKind,
  HttpErrorInit,
  InvalidResponseReason,
  StorefrontErrorOptions,
} from './errors';
export type { CallOptions } from './client-types';
export { VERSION } from './version';
export { clampDelay, MAX_TIMER_MS } from './request';
export { defineEndpoint } from './endpoint';
export type { Endpoint, HttpMethod, ParamNames, ParamValue, PathParams, PathPrefix, QueryEncoder } from './endpoint';
export { invalid, MAX_ID_LENGTH, requireId, requireInteger, requireList, requireObject, requireText } from './validate';
export { requireEntity } from './response';
// ---- query builder and paging (owned by src/query/; add its exports below this line) ----
export { createQueryBuilder } from './query';
export type {
  CursorQueryBuilder,
  CursorQueryOptions,
  CursorQueryRequest,
  CursorQueryResult,
  FetchPage,
  FilterValue,
  ItemField,
  OffsetQueryBuilder,
  OffsetQueryOptions,
  OffsetQueryRequest,
  OffsetQueryResult,
  PagingMetadata,
  QueryBuilder,
  QueryCallOptions,
  QueryFilter,
  QueryPage,
  QueryResult,
  QuerySort,
  RangeValue,
} from './query';
export { createSubscribable } from './subscribable';
export type { Subscribable, WritableSubscribable } from './subscribable';
export { longQuery } from './long-query';
export { actionEvent, createdEvent, defineEvent, deletedEvent, EVENT_KINDS, plainEvent, updatedEvent } from './events';
export type { EventDefinition, EventKind, EventPayload } from './events';
export { DEFAULT_HOSTS } from './hosts';
export type { HostKind, HostMode, Hosts } from './hosts';
export { reviveNumbers } from './numbers';
export type { NumericPaths } from './numbers';
export { bindModule } from './modules';
export { createClient } from './client';
export type {
  AuthContext,
  AuthStrategy,
  Client,
  ClientOptions,
  FetchLike,
  RequestArgs,
  RequestClient,
  RequestFn,
  RequestInput,
} from './client-types';
export type { ErrorState, Middleware, RequestState, ResponseState } from './middleware';
export type { BoundModule, BoundModules, Module } from './modules';
export type { RetryOptions } from './retry';
