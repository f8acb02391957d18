/**
 * The errors of service-plugin calls, subclasses of http-core's `StorefrontError`: {@link ServicePluginError}
 * (a call refused or not dispatched) and {@link ServicePluginApplicationError} (thrown by your
 * implementations to answer with an application error), with their codes and guards.
 */
import { isStorefrontError, StorefrontError } from '@storefront-kit/http-core';
import type { JwtFailureReason, SharedErrorCode } from './failures';

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
 * | `ERR_SERVICE_PLUGIN_INVALID_CONFIG` | 500 | the public key or an option is unusable, or the request's body was already read |
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
 * new ServicePluginError('none', 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', { componentType: 'ecom.shippingrates' });
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

  /**
   * @param message - what went wrong
   * @param code - the code, which also sets `status`
   * @param details - the error's facts and its `cause`
   */
  constructor(message: string, code: ServicePluginErrorCode, details: ServicePluginErrorDetails = {}) {
    super(message, code, details);
    Object.assign(this, details, { name: 'ServicePluginError', status: SERVICE_PLUGIN_STATUS[code] ?? 500 });
  }
}

/** Internal: a {@link ServicePluginError} of a code shared with webhooks (the service-plugin receiver's `Fail`). */
export function servicePluginError(code: SharedErrorCode, message: string, details?: ServicePluginErrorDetails): ServicePluginError {
  return new ServicePluginError(message, `ERR_SERVICE_PLUGIN_${code}`, details);
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
 * The code of every {@link ServicePluginApplicationError}.
 *
 * @example
 * ```ts
 * const isApplication = (code: string): code is ServicePluginApplicationErrorCode => code === 'ERR_SERVICE_PLUGIN_APPLICATION_ERROR';
 * ```
 */
export type ServicePluginApplicationErrorCode = 'ERR_SERVICE_PLUGIN_APPLICATION_ERROR';

/**
 * Throw from a service-plugin implementation to answer with the platform's application-error body:
 * `{"applicationError":{"code":<applicationCode>,"data":<data>}}` and status `httpCode`.
 * Errors of the platform's own SDK (`errorType: 'SPI'` with `applicationCode` and `httpCode`) are honoured the same way.
 * Unlike the other errors it takes one options object, not `(message, ...)`: what the platform sees is
 * `applicationCode`, `httpCode` and `data`, while the message is optional and only for your logs.
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
  declare readonly code: ServicePluginApplicationErrorCode;
  readonly errorType = 'SPI' as const;
  readonly applicationCode: string;
  readonly httpCode: number;
  readonly data: unknown;

  /**
   * @param options - the application code, HTTP status and data the platform gets, and a message for logs
   * @throws {RangeError} when `httpCode` is not an integer from 400 to 599
   */
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

/**
 * True for a {@link ServicePluginApplicationError}, also when it comes from another copy of this package.
 *
 * @example
 * ```ts
 * if (isServicePluginApplicationError(error)) console.warn(error.applicationCode, error.httpCode);
 * declare const error: unknown;
 * ```
 */
export function isServicePluginApplicationError(value: unknown): value is ServicePluginApplicationError {
  return isStorefrontError(value) && value.name === 'ServicePluginApplicationError';
}
