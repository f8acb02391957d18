/**
 * The errors this package throws and returns, all subclasses of http-core's `StorefrontError`: {@link WebhookError} (webhook deliveries),
 * {@link ServicePluginError} (service-plugin calls), and {@link ServicePluginApplicationError}
 * (thrown by your service-plugin implementations to answer with an application error).
 */
import { isStorefrontError, StorefrontError } from '@storefront-kit/http-core';
import type { JwtFailureReason, SharedErrorCode } from './verify';

/**
 * Codes of {@link WebhookError}, each with the HTTP status `processRequest` answers:
 *
 * | code | status | when |
 * |---|---|---|
 * | `ERR_WEBHOOK_INVALID_JWT` | 401 | signature, algorithm, time or issuer/audience check failed |
 * | `ERR_WEBHOOK_MALFORMED` | 400 | body is not a JWT, or the verified envelope lacks `data`/`eventType`/`instanceId` or holds bad JSON |
 * | `ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE` | 400 | no handler registered and not listed in `expectedEvents` |
 * | `ERR_WEBHOOK_BODY_TOO_LARGE` | 413 | body larger than `maxBodyBytes` (checked before verification) |
 * | `ERR_WEBHOOK_METHOD_NOT_ALLOWED` | 405 | request method is not POST |
 * | `ERR_WEBHOOK_HANDLER_FAILED` | 500 | a handler threw; the platform retries the delivery |
 * | `ERR_WEBHOOK_DEDUPE_FAILED` | 500 | the dedupe store threw |
 * | `ERR_WEBHOOK_INVALID_CONFIG` | 500 | the public key or an option is unusable |
 *
 * @example
 * ```ts
 * const retryable = (code: WebhookErrorCode) => code === 'ERR_WEBHOOK_HANDLER_FAILED';
 * ```
 */
export type WebhookErrorCode =
  | 'ERR_WEBHOOK_INVALID_JWT'
  | 'ERR_WEBHOOK_MALFORMED'
  | 'ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE'
  | 'ERR_WEBHOOK_BODY_TOO_LARGE'
  | 'ERR_WEBHOOK_METHOD_NOT_ALLOWED'
  | 'ERR_WEBHOOK_HANDLER_FAILED'
  | 'ERR_WEBHOOK_DEDUPE_FAILED'
  | 'ERR_WEBHOOK_INVALID_CONFIG';

/** `WebhookError` statuses other than 500. */
const WEBHOOK_STATUS: Partial<Record<WebhookErrorCode, number>> = {
  ERR_WEBHOOK_INVALID_JWT: 401,
  ERR_WEBHOOK_MALFORMED: 400,
  ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE: 400,
  ERR_WEBHOOK_BODY_TOO_LARGE: 413,
  ERR_WEBHOOK_METHOD_NOT_ALLOWED: 405,
};

/**
 * Extra facts a {@link WebhookError} may carry.
 *
 * @example
 * ```ts
 * new WebhookError('ERR_WEBHOOK_BODY_TOO_LARGE', 'too large', { limitBytes: 1024 });
 * ```
 */
export interface WebhookErrorDetails {
  /** For `ERR_WEBHOOK_INVALID_JWT` (and `ERR_WEBHOOK_MALFORMED` with `not_a_jwt`): why the token was refused. */
  reason?: JwtFailureReason;
  /** The delivered event type, when known. */
  eventType?: string;
  /** For `ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE`: the accepted types. */
  expectedEventTypes?: readonly string[];
  /** For `ERR_WEBHOOK_BODY_TOO_LARGE`: the cap in bytes. */
  limitBytes?: number;
  cause?: unknown;
}

/**
 * A webhook delivery was refused or its handling failed. `status` is the HTTP status `processRequest`
 * answers with. The message never contains the token.
 *
 * @example
 * ```ts
 * import { isWebhookError } from '@storefront-kit/webhooks';
 * try {
 *   await webhooks.process(jwt);
 * } catch (error) {
 *   if (isWebhookError(error) && error.code === 'ERR_WEBHOOK_INVALID_JWT') console.warn(error.reason);
 *   else throw error;
 * }
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export class WebhookError extends StorefrontError {
  declare readonly code: WebhookErrorCode;
  /** The HTTP status a receiver should answer with. */
  declare readonly status: number;
  declare readonly reason?: JwtFailureReason;
  declare readonly eventType?: string;
  declare readonly expectedEventTypes?: readonly string[];
  declare readonly limitBytes?: number;

  constructor(code: WebhookErrorCode, message: string, details: WebhookErrorDetails = {}) {
    super(message, code, details);
    Object.assign(this, details, { name: 'WebhookError', status: WEBHOOK_STATUS[code] ?? 500 });
  }
}

/** Internal: a {@link WebhookError} of a code shared with service plugins (the webhook receiver's `Fail`). */
export function webhookError(code: SharedErrorCode, message: string, details?: WebhookErrorDetails): WebhookError {
  return new WebhookError(`ERR_WEBHOOK_${code}`, message, details);
}

/**
 * Codes of {@link ServicePluginError}, each with the HTTP status `processRequest` answers:
 *
 * | code | status | message (the platform's wording where it has one) |
 * |---|---|---|
 * | `ERR_SERVICE_PLUGIN_INVALID_JWT` | 401 | `JWT is not valid (<reason>): ...` |
 * | `ERR_SERVICE_PLUGIN_MALFORMED` | 400 | `Unexpected JWT data: expected object with metadata.appExtensionType string` |
 * | `ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION` | 404 | `No service plugin implementations found for component type <ct>` |
 * | `ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD` | 404 | `Unexpect request: request url did not match any method: <url>` |
 * | `ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED` | 501 | `Got request for service plugin method <name> but no implementation was provided. Available methods: <list>` |
 * | `ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS` | 500 | `Multiple service plugin implementations found for component type <ct>. This is currently not supported` (thrown by `register`) |
 * | `ERR_SERVICE_PLUGIN_BODY_TOO_LARGE` | 413 | body larger than `maxBodyBytes` |
 * | `ERR_SERVICE_PLUGIN_METHOD_NOT_ALLOWED` | 405 | request method is not POST |
 * | `ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED` | 500 | your implementation threw something other than {@link ServicePluginApplicationError} |
 * | `ERR_SERVICE_PLUGIN_INVALID_CONFIG` | 500 | the public key or an option is unusable |
 *
 * @example
 * ```ts
 * const notFound = (code: ServicePluginErrorCode) => code === 'ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD';
 * ```
 */
export type ServicePluginErrorCode =
  | 'ERR_SERVICE_PLUGIN_INVALID_JWT'
  | 'ERR_SERVICE_PLUGIN_MALFORMED'
  | 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION'
  | 'ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD'
  | 'ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED'
  | 'ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS'
  | 'ERR_SERVICE_PLUGIN_BODY_TOO_LARGE'
  | 'ERR_SERVICE_PLUGIN_METHOD_NOT_ALLOWED'
  | 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED'
  | 'ERR_SERVICE_PLUGIN_INVALID_CONFIG';

/** `ServicePluginError` statuses other than 500. */
const SERVICE_PLUGIN_STATUS: Partial<Record<ServicePluginErrorCode, number>> = {
  ERR_SERVICE_PLUGIN_INVALID_JWT: 401,
  ERR_SERVICE_PLUGIN_MALFORMED: 400,
  ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION: 404,
  ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD: 404,
  ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED: 501,
  ERR_SERVICE_PLUGIN_BODY_TOO_LARGE: 413,
  ERR_SERVICE_PLUGIN_METHOD_NOT_ALLOWED: 405,
};

/**
 * Extra facts a {@link ServicePluginError} may carry.
 *
 * @example
 * ```ts
 * new ServicePluginError('ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', 'none', { componentType: 'ecom.shippingrates' });
 * ```
 */
export interface ServicePluginErrorDetails {
  reason?: JwtFailureReason;
  componentType?: string;
  url?: string;
  limitBytes?: number;
  cause?: unknown;
}

/**
 * A service-plugin call was refused or could not be dispatched. `status` is the HTTP status
 * `processRequest` answers with.
 *
 * @example
 * ```ts
 * import { isServicePluginError } from '@storefront-kit/webhooks';
 * try {
 *   await servicePlugins.process({ url, body });
 * } catch (error) {
 *   if (isServicePluginError(error) && error.code === 'ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD') console.warn(error.url);
 *   throw error;
 * }
 * declare const servicePlugins: ServicePlugins;
 * declare const url: string, body: string;
 * ```
 */
export class ServicePluginError extends StorefrontError {
  declare readonly code: ServicePluginErrorCode;
  /** The HTTP status a receiver should answer with. */
  declare readonly status: number;
  declare readonly reason?: JwtFailureReason;
  declare readonly componentType?: string;
  declare readonly url?: string;
  declare readonly limitBytes?: number;

  constructor(code: ServicePluginErrorCode, message: string, details: ServicePluginErrorDetails = {}) {
    super(message, code, details);
    Object.assign(this, details, { name: 'ServicePluginError', status: SERVICE_PLUGIN_STATUS[code] ?? 500 });
  }
}

/** Internal: a {@link ServicePluginError} of a code shared with webhooks (the service-plugin receiver's `Fail`). */
export function servicePluginError(code: SharedErrorCode, message: string, details?: ServicePluginErrorDetails): ServicePluginError {
  return new ServicePluginError(`ERR_SERVICE_PLUGIN_${code}`, message, details);
}

/**
 * Options of {@link ServicePluginApplicationError}.
 *
 * @example
 * ```ts
 * const options: ServicePluginApplicationErrorOptions = { applicationCode: 'OUT_OF_RANGE', httpCode: 400 };
 * ```
 */
export interface ServicePluginApplicationErrorOptions {
  /** The application error code the platform shows (e.g. `SHIPPING_NOT_AVAILABLE`). */
  applicationCode: string;
  /** The HTTP status to answer with (4xx or 5xx). */
  httpCode: number;
  /** Extra data sent as `applicationError.data`. */
  data?: unknown;
  /** Message for your logs; not sent. Default: the application code. */
  message?: string;
  cause?: unknown;
}

/**
 * Throw from a service-plugin implementation to answer with the platform's application-error body:
 * `{"applicationError":{"code":<applicationCode>,"data":<data>}}` and status `httpCode`.
 * Errors of the platform's own SDK (`errorType: 'SPI'` with `applicationCode` and `httpCode`) are honoured the same way.
 *
 * @example
 * ```ts
 * import { ServicePluginApplicationError } from '@storefront-kit/webhooks';
 * throw new ServicePluginApplicationError({ applicationCode: 'ADDRESS_NOT_SUPPORTED', httpCode: 400, data: { country: 'AQ' } });
 * ```
 */
export class ServicePluginApplicationError extends StorefrontError {
  /** Marks the class the way the platform's SDK marks its service-plugin errors. */
  static readonly __type = 'wix_spi_error';
  declare readonly code: 'ERR_SERVICE_PLUGIN_APPLICATION_ERROR';
  readonly errorType = 'SPI' as const;
  readonly applicationCode: string;
  readonly httpCode: number;
  readonly data: unknown;

  constructor(options: ServicePluginApplicationErrorOptions) {
    super(options.message ?? options.applicationCode, 'ERR_SERVICE_PLUGIN_APPLICATION_ERROR', { cause: options.cause });
    this.name = 'ServicePluginApplicationError';
    if (!Number.isInteger(options.httpCode) || options.httpCode < 400 || options.httpCode > 599) {
      throw new RangeError('httpCode must be an integer HTTP error status (400-599)');
    }
    this.applicationCode = options.applicationCode;
    this.httpCode = options.httpCode;
    this.data = options.data;
  }
}

/**
 * True for a {@link WebhookError}, also when it comes from another copy of this package.
 *
 * @example
 * ```ts
 * function toResponse(error: unknown): Response {
 *   if (isWebhookError(error)) return new Response(null, { status: error.status });
 *   throw error;
 * }
 * ```
 */
export function isWebhookError(value: unknown): value is WebhookError {
  return isStorefrontError(value) && value.name === 'WebhookError';
}

/**
 * True for a {@link ServicePluginError}, also when it comes from another copy of this package.
 *
 * @example
 * ```ts
 * if (isServicePluginError(error)) console.warn(error.code, error.status);
 * declare const error: unknown;
 * ```
 */
export function isServicePluginError(value: unknown): value is ServicePluginError {
  return isStorefrontError(value) && value.name === 'ServicePluginError';
}
