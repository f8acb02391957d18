/**
 * The public shapes of service plugins: the call an implementation receives, a plugin's definition, and
 * the receiver's options and object.
 */
import type { JwtVerificationOptions } from './verify';
import type { ServicePluginError } from './service-plugin-errors';

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
