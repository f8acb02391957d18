import { requireId, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';

/**
 * Sends a write about one entity `id`, as the platform's SDK does: the id fills the path and is
 * repeated in the query (DELETE) or in the JSON body (other methods), next to `body`, under `key`
 * (the path parameter's name: `id` in V1, `productId` in V3).
 */
export const send = <T>(
  client: RequestClient,
  endpoint: Endpoint,
  id: string,
  body: Record<string, unknown> = {},
  { signal, timeoutMs }: CallOptions = {},
  key = 'id',
): Promise<T> =>
  client.request<T>(endpoint, {
    params: { [key]: requireId(id, key) },
    ...(endpoint.method === 'DELETE' ? { query: { [key]: id } } : { body: { [key]: id, ...body } }),
    signal,
    timeoutMs,
  });

/** {@link send} for calls that answer `{}`: resolves `undefined`. */
export const sendVoid = (...args: Parameters<typeof send>): Promise<void> => send(...args).then(() => undefined);
