/**
 * Service plugins: the platform calls your app's endpoints with an RS256 JWT whose `data` claim is
 * `{ request, metadata: { appExtensionType, ... } }`; the call is dispatched to your implementation by
 * component type (`metadata.appExtensionType`) and by the request URL's path ending.
 */
import { ServicePluginApplicationError, ServicePluginError, servicePluginError } from './errors';
import { createReceiver, errorResponse } from './receiver';
import type { JwtVerificationOptions } from './verify';

/**
 * The issuer the platform puts in service-plugin tokens; checked by default.
 *
 * @example
 * ```ts
 * createServicePlugins({ publicKey, issuer: [SERVICE_PLUGIN_ISSUER, 'emulator.local'] });
 * declare const publicKey: string;
 * ```
 */
export const SERVICE_PLUGIN_ISSUER = 'wix.com';

/**
 * The `metadata` of a service-plugin call, as sent.
 *
 * @example
 * ```ts
 * const currency = request.metadata.currency;
 * declare const request: ServicePluginRequest;
 * ```
 */
export interface ServicePluginMetadata {
  /** The component type, e.g. `ecom.shippingRates` (matched case-insensitively). */
  appExtensionType: string;
  instanceId?: string;
  requestId?: string;
  currency?: string;
  languages?: string[];
  identity?: unknown;
  [field: string]: unknown;
}

/**
 * What an implementation method receives: the token's `data` claim, wire-shaped.
 *
 * @example
 * ```ts
 * async function getShippingRates({ request, metadata }: ServicePluginRequest<{ lineItems: unknown[] }>) {
 *   return { shippingRates: [] };
 * }
 * ```
 */
export interface ServicePluginRequest<TRequest = unknown> {
  request: TRequest;
  metadata: ServicePluginMetadata;
  [field: string]: unknown;
}

/**
 * One method of a service plugin: its name in the implementation and the URL path ending that selects it.
 *
 * @example
 * ```ts
 * shippingRates.methods.map((m: ServicePluginMethodDefinition) => m.primaryHttpMappingPath);
 * declare const shippingRates: ServicePluginDefinition;
 * ```
 */
export interface ServicePluginMethodDefinition {
  readonly name: string;
  readonly primaryHttpMappingPath: string;
}

/**
 * The shape an implementation interface must have: every member is a method taking the call.
 *
 * @example
 * ```ts
 * interface Rates { getRates(call: ServicePluginRequest): { rates: [] } }
 * const ok: ServicePluginMethods<Rates> = { getRates: () => ({ rates: [] }) };
 * ```
 */
export type ServicePluginMethods<TMethods> = {
  [K in keyof TMethods]: (call: never) => unknown;
};

/**
 * A service plugin's contract: its component type and methods. `TMethods` types the implementation.
 *
 * @example
 * ```ts
 * const shippingRates: ServicePluginDefinition<ShippingRates> = defineServicePlugin<ShippingRates>('ecom.shippingRates', {
 *   getShippingRates: '/v1/getRates',
 * });
 * interface ShippingRates {
 *   getShippingRates(call: ServicePluginRequest<{ lineItems: unknown[]; address?: unknown }>): Promise<{ shippingRates: unknown[] }>;
 * }
 * ```
 */
export interface ServicePluginDefinition<TMethods = Record<string, (call: never) => unknown>> {
  readonly componentType: string;
  readonly methods: readonly ServicePluginMethodDefinition[];
  /** Phantom field carrying the implementation type; always `undefined` at run time. */
  readonly __methods?: TMethods;
}

/**
 * Declares a service plugin: component type plus, for every method, the URL path ending the platform calls.
 *
 * @param componentType - the platform's component type, e.g. `ecom.shippingRates`
 * @param paths - method name -> `primaryHttpMappingPath`
 *
 * @example
 * ```ts
 * import { defineServicePlugin, type ServicePluginRequest } from '@storefront-kit/webhooks';
 *
 * interface ShippingRates {
 *   getShippingRates(call: ServicePluginRequest<{ lineItems: unknown[] }>): Promise<{ shippingRates: unknown[] }>;
 * }
 * export const shippingRates = defineServicePlugin<ShippingRates>('ecom.shippingRates', {
 *   getShippingRates: '/v1/getRates',
 * });
 * ```
 */
export function defineServicePlugin<TMethods extends ServicePluginMethods<TMethods>>(
  componentType: string,
  paths: { readonly [K in keyof TMethods & string]: string },
): ServicePluginDefinition<TMethods> {
  if (typeof componentType !== 'string' || componentType === '') throw new TypeError('componentType must be a non-empty string');
  const methods = Object.entries(paths as Record<string, string>).map(([name, primaryHttpMappingPath]) => {
    if (typeof primaryHttpMappingPath !== 'string' || !primaryHttpMappingPath.startsWith('/')) {
      throw new TypeError(`primaryHttpMappingPath of ${name} must be a path starting with "/"`);
    }
    return Object.freeze({ name, primaryHttpMappingPath });
  });
  return Object.freeze({ componentType, methods: Object.freeze(methods) });
}

/**
 * Options of {@link createServicePlugins}. `issuer` defaults to `wix.com`; `audience` defaults to `appId` when given.
 *
 * @example
 * ```ts
 * const options: ServicePluginsOptions = { publicKey: process.env.WIX_PUBLIC_KEY!, appId: process.env.WIX_APP_ID };
 * ```
 */
export interface ServicePluginsOptions extends JwtVerificationOptions {
  /** Your app id: the expected `aud` claim (unless `audience` is set). */
  appId?: string;
  /** Body cap for `processRequest`, in bytes. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Called with every error `processRequest` turns into a response. Default: `console.error` for 5xx, nothing for 4xx. */
  onError?: (error: ServicePluginError) => void;
}

/**
 * A service-plugin receiver.
 *
 * @example
 * ```ts
 * const servicePlugins = createServicePlugins({ publicKey, appId });
 * servicePlugins.register(shippingRates, { async getShippingRates({ request }) { return { shippingRates: [] }; } });
 * export const POST = (request: Request) => servicePlugins.processRequest(request);
 * declare const publicKey: string, appId: string;
 * declare const shippingRates: ServicePluginDefinition<{
 *   getShippingRates(call: ServicePluginRequest<{ lineItems: unknown[]; address?: unknown }>): Promise<{ shippingRates: unknown[] }>;
 * }>;
 * ```
 */
export interface ServicePlugins {
  /**
   * Registers the implementation of a service plugin; returns a function that removes it.
   * @throws {ServicePluginError} `ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS` when the component type already has one
   */
  register<TMethods>(definition: ServicePluginDefinition<TMethods>, implementation: NoInfer<TMethods>): () => void;
  /** Verifies a token and returns its `data` claim. @throws {ServicePluginError} */
  parseJWT(jwt: string): Promise<ServicePluginRequest>;
  /** Verifies and dispatches a call; returns the implementation's result. @throws {ServicePluginError} or a {@link ServicePluginApplicationError} from the implementation */
  process(call: { url: string; body: string }): Promise<unknown>;
  /** Handles a web-standard request and never throws. */
  processRequest(request: Request): Promise<Response>;
}

interface Registration {
  definition: ServicePluginDefinition<unknown>;
  implementation: Record<string, unknown>;
}

/** Platform-style application error thrown by an implementation (ours or the platform SDK's `errorType: 'SPI'` errors). */
function asApplicationError(error: unknown): { applicationCode: string; httpCode: number; data: unknown } | undefined {
  if (error instanceof ServicePluginApplicationError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  if (
    e.errorType === 'SPI' &&
    typeof e.applicationCode === 'string' &&
    typeof e.httpCode === 'number' &&
    Number.isInteger(e.httpCode) &&
    e.httpCode >= 400 &&
    e.httpCode <= 599
  ) {
    return { applicationCode: e.applicationCode, httpCode: e.httpCode, data: e.data };
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

function publicDescription(error: ServicePluginError): string {
  if (error.code === 'ERR_SERVICE_PLUGIN_INVALID_JWT') return `JWT is not valid (${error.reason ?? 'invalid_token'})`;
  if (error.status >= 500 && error.code !== 'ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED') return 'Internal Server Error';
  return error.message;
}

/**
 * Creates a service-plugin receiver that verifies the platform's calls (RS256, issuer `wix.com`,
 * audience = `appId` when given, same time checks as webhooks) and dispatches them to your implementations.
 *
 * @throws {ServicePluginError} `ERR_SERVICE_PLUGIN_INVALID_CONFIG` when the key or an option is unusable
 *
 * @example
 * ```ts
 * import { createServicePlugins, defineServicePlugin, ServicePluginApplicationError } from '@storefront-kit/webhooks';
 *
 * const servicePlugins = createServicePlugins({ publicKey: process.env.WIX_PUBLIC_KEY!, appId: process.env.WIX_APP_ID });
 * servicePlugins.register(shippingRates, {
 *   async getShippingRates({ request }) {
 *     if (!request.address) throw new ServicePluginApplicationError({ applicationCode: 'MISSING_ADDRESS', httpCode: 400 });
 *     return { shippingRates: [] };
 *   },
 * });
 * export const POST = (request: Request) => servicePlugins.processRequest(request);
 * declare const shippingRates: ServicePluginDefinition<{
 *   getShippingRates(call: ServicePluginRequest<{ lineItems: unknown[]; address?: unknown }>): Promise<{ shippingRates: unknown[] }>;
 * }>;
 * ```
 */
export function createServicePlugins(options: ServicePluginsOptions): ServicePlugins {
  const receiver = createReceiver(options, servicePluginError, {
    ...options,
    issuer: options.issuer ?? SERVICE_PLUGIN_ISSUER,
    audience: options.audience ?? options.appId,
  });
  const registry = new Map<string, Registration>();

  async function parseJWT(jwt: string): Promise<ServicePluginRequest> {
    const { data } = await receiver.verify(jwt);
    if (!isRecord(data) || !isRecord(data.metadata) || typeof data.metadata.appExtensionType !== 'string') {
      throw new ServicePluginError(
        'ERR_SERVICE_PLUGIN_MALFORMED',
        'Unexpected JWT data: expected object with metadata.appExtensionType string',
      );
    }
    return data as ServicePluginRequest;
  }

  async function process(call: { url: string; body: string }): Promise<unknown> {
    const servicePluginRequest = await parseJWT(call.body.trim());
    const componentType = servicePluginRequest.metadata.appExtensionType.toLowerCase();
    const registration = registry.get(componentType);
    if (registration === undefined) {
      throw new ServicePluginError(
        'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION',
        `No service plugin implementations found for component type ${componentType}`,
        { componentType },
      );
    }
    const path = pathOf(call.url);
    const method = registration.definition.methods
      .filter((m) => path.endsWith(m.primaryHttpMappingPath))
      .sort((a, b) => b.primaryHttpMappingPath.length - a.primaryHttpMappingPath.length)[0];
    if (method === undefined) {
      throw new ServicePluginError(
        'ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD',
        `Unexpect request: request url did not match any method: ${call.url}`,
        { componentType, url: call.url },
      );
    }
    const implementation = registration.implementation[method.name];
    if (typeof implementation !== 'function') {
      throw new ServicePluginError(
        'ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED',
        `Got request for service plugin method ${method.name} but no implementation was provided. Available methods: ${Object.keys(registration.implementation).join(', ')}`,
        { componentType, url: call.url },
      );
    }
    try {
      return await (implementation as (request: ServicePluginRequest) => unknown).call(
        registration.implementation,
        servicePluginRequest,
      );
    } catch (error) {
      if (asApplicationError(error) !== undefined) throw error;
      throw new ServicePluginError(
        'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED',
        `Service plugin method ${method.name} of ${componentType} failed`,
        { componentType, url: call.url, cause: error },
      );
    }
  }

  async function processRequest(request: Request): Promise<Response> {
    try {
      return Response.json((await process({ url: request.url, body: await receiver.read(request) })) ?? {});
    } catch (cause) {
      const application = asApplicationError(cause);
      if (application !== undefined) {
        return Response.json({ applicationError: { code: application.applicationCode, data: application.data } }, { status: application.httpCode });
      }
      const error =
        cause instanceof ServicePluginError
          ? cause
          : new ServicePluginError('ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED', 'Service plugin call failed', { cause });
      // The platform's error body: `{message, details: {applicationError: {code, description, data}}}`.
      const description = publicDescription(error);
      return errorResponse(receiver, error, { message: description, details: { applicationError: { code: error.code, description, data: {} } } });
    }
  }

  return {
    register(definition, implementation) {
      if (typeof definition?.componentType !== 'string' || !Array.isArray(definition.methods)) {
        throw new TypeError('register(definition, implementation): definition must come from defineServicePlugin');
      }
      if (!isRecord(implementation)) throw new TypeError('register(definition, implementation): implementation must be an object');
      const componentType = definition.componentType.toLowerCase();
      if (registry.has(componentType)) {
        throw new ServicePluginError(
          'ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS',
          `Multiple service plugin implementations found for component type ${componentType}. This is currently not supported`,
          { componentType },
        );
      }
      const registration: Registration = { definition, implementation };
      registry.set(componentType, registration);
      return () => {
        if (registry.get(componentType) === registration) registry.delete(componentType);
      };
    },
    parseJWT,
    process,
    processRequest,
  };
}
