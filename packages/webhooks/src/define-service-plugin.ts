/**
 * `defineServicePlugin`: a service plugin's contract (component type and method paths) as data.
 */
import type { ServicePluginDefinition, ServicePluginMethods } from './service-plugin-types';

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
