/**
 * The implementations of a service-plugin receiver: registered by component type (case-insensitive), and
 * one verified call dispatched to the method whose path ends the request URL's path.
 */
import { ServicePluginApplicationError, ServicePluginError } from './service-plugin-errors';
import type { ServicePluginDefinition, ServicePluginRequest, ServicePlugins } from './service-plugin-types';

interface Registration {
  definition: ServicePluginDefinition<unknown>;
  implementation: Record<string, unknown>;
}

/** Internal: the registered implementations. */
export interface ServicePluginRegistry {
  register: ServicePlugins['register'];
  /** Runs the implementation method a verified call is for (by its component type and `url`); rejects with a `ServicePluginError` or the implementation's application error. */
  dispatch(request: ServicePluginRequest, url: string): Promise<unknown>;
}

/** Internal: whether `value` is a plain object (not an array, not `null`). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Internal: the platform-style application error thrown by an implementation (ours or the platform SDK's `errorType: 'SPI'` errors). */
export function asApplicationError(error: unknown): { applicationCode: string; httpCode: number; data: unknown } | undefined {
  if (error instanceof ServicePluginApplicationError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { errorType, applicationCode, httpCode, data } = error as Record<string, unknown>;
  const isStatus = typeof httpCode === 'number' && Number.isInteger(httpCode) && httpCode >= 400 && httpCode <= 599;
  return errorType === 'SPI' && typeof applicationCode === 'string' && isStatus ? { applicationCode, httpCode, data } : undefined;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** The registration's method whose path ends the URL's path (the longest such path), else throws. */
function methodFor({ definition, implementation }: Registration, componentType: string, url: string) {
  const path = pathOf(url);
  const method = definition.methods
    .filter((m) => path.endsWith(m.primaryHttpMappingPath))
    .sort((a, b) => b.primaryHttpMappingPath.length - a.primaryHttpMappingPath.length)[0];
  if (method === undefined) {
    const message = `Unexpect request: request url did not match any method: ${url}`;
    throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD', { componentType, url });
  }
  const run = implementation[method.name];
  if (typeof run !== 'function') {
    const available = Object.keys(implementation).join(', ');
    const message = `Got request for service plugin method ${method.name} but no implementation was provided. Available methods: ${available}`;
    throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED', { componentType, url });
  }
  return { name: method.name, run: run as (request: ServicePluginRequest) => unknown };
}

/** Internal: an empty registry. */
export function createServicePluginRegistry(): ServicePluginRegistry {
  const registry = new Map<string, Registration>();
  return {
    register(definition, implementation) {
      if (typeof definition?.componentType !== 'string' || !Array.isArray(definition.methods)) {
        throw new TypeError('register(definition, implementation): definition must come from defineServicePlugin');
      }
      if (!isRecord(implementation)) throw new TypeError('register(definition, implementation): implementation must be an object');
      const componentType = definition.componentType.toLowerCase();
      if (registry.has(componentType)) {
        const message = `Multiple service plugin implementations found for component type ${componentType}. This is currently not supported`;
        throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS', { componentType });
      }
      const registration: Registration = { definition, implementation };
      registry.set(componentType, registration);
      return () => {
        if (registry.get(componentType) === registration) registry.delete(componentType);
      };
    },
    async dispatch(request, url) {
      const componentType = request.metadata.appExtensionType.toLowerCase();
      const registration = registry.get(componentType);
      if (registration === undefined) {
        const message = `No service plugin implementations found for component type ${componentType}`;
        throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', { componentType });
      }
      const method = methodFor(registration, componentType, url);
      try {
        return await method.run.call(registration.implementation, request);
      } catch (cause) {
        if (asApplicationError(cause) !== undefined) throw cause;
        const message = `Service plugin method ${method.name} of ${componentType} failed`;
        throw new ServicePluginError(message, 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED', { componentType, url, cause });
      }
    },
  };
}
