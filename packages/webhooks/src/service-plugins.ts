/**
 * Service plugins: the platform calls your app's endpoints with an RS256 JWT whose `data` claim is
 * `{ request, metadata: { appExtensionType, ... } }`; the call is dispatched to your implementation by
 * component type (`metadata.appExtensionType`) and by the request URL's path ending.
 */
import { createReceiver, errorResponse, type Receiver } from './receiver';
import { asApplicationError, createServicePluginRegistry, isRecord } from './service-plugin-dispatch';
import { ServicePluginError, servicePluginError } from './service-plugin-errors';
import type { ServicePluginRequest, ServicePlugins, ServicePluginsOptions } from './service-plugin-types';

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

/** The message of an error response: never a token, never an implementation's own error text. */
function publicDescription(error: ServicePluginError): string {
  if (error.code === 'ERR_SERVICE_PLUGIN_INVALID_JWT') return `JWT is not valid (${error.reason ?? 'invalid_token'})`;
  if (error.status >= 500 && error.code !== 'ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED') return 'Internal Server Error';
  return error.message;
}

/** The response to a failed call: the application error's own body, else the platform's error body. */
function failureResponse(receiver: Receiver<ServicePluginError>, cause: unknown): Response {
  const application = asApplicationError(cause);
  if (application !== undefined) {
    return Response.json({ applicationError: { code: application.applicationCode, data: application.data } }, { status: application.httpCode });
  }
  const error =
    cause instanceof ServicePluginError ? cause : new ServicePluginError('Service plugin call failed', 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED', { cause });
  // The platform's error body: `{message, details: {applicationError: {code, description, data}}}`.
  const description = publicDescription(error);
  return errorResponse(receiver, error, { message: description, details: { applicationError: { code: error.code, description, data: {} } } });
}

/**
 * Creates a service-plugin receiver that verifies the platform's calls (RS256, issuer `wix.com`,
 * audience = `appId` when given, same time checks as webhooks) and dispatches them to your implementations.
 *
 * @param options - the public key, `appId` (the expected audience), verification limits, body cap and error reporter
 * @returns the receiver: register implementations with `register`, then feed it calls (`process`) or requests (`processRequest`)
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
  const { register, dispatch } = createServicePluginRegistry();

  async function parseJWT(jwt: string): Promise<ServicePluginRequest> {
    const { data } = await receiver.verify(jwt);
    if (!isRecord(data) || !isRecord(data.metadata) || typeof data.metadata.appExtensionType !== 'string') {
      const message = 'Unexpected JWT data: expected object with metadata.appExtensionType string';
      throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_MALFORMED');
    }
    return data as ServicePluginRequest;
  }
  const process: ServicePlugins['process'] = async (call) => dispatch(await parseJWT(call.body.trim()), call.url);

  return {
    register,
    parseJWT,
    process,
    async processRequest(request) {
      try {
        return Response.json((await process({ url: request.url, body: await receiver.read(request) })) ?? {});
      } catch (cause) {
        return failureResponse(receiver, cause);
      }
    },
  };
}
