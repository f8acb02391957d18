import { requireEntity, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';

/**
 * Reads one entity by its path parameters (checked by the caller, and repeated in the query as the
 * platform SDK sends them), and checks the answer holds it.
 */
export const readEntity = <T>(
  client: RequestClient,
  endpoint: Endpoint,
  params: Record<string, string>,
  key: keyof T & string,
  { signal, timeoutMs }: CallOptions,
): Promise<T> => requireEntity(client.request<T>(endpoint, { params, query: params, signal, timeoutMs }), key);
