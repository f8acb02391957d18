import { requireId, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';

/**
 * Sends a write about one entity `id`, as the platform's SDK does: the id fills the path and is
 * repeated in the query (DELETE) or in the JSON body (other methods), next to `body`.
 */
export const send = <T>(
  client: RequestClient,
  endpoint: Endpoint,
  id: string,
  body: Record<string, unknown> = {},
  { signal, timeoutMs }: CallOptions = {},
): Promise<T> =>
  client.request<T>(endpoint, {
    params: { id: requireId(id, 'id') },
    ...(endpoint.method === 'DELETE' ? { query: { id } } : { body: { id, ...body } }),
    signal,
    timeoutMs,
  });

/** {@link send} for calls that answer `{}`: resolves `undefined`. */
export const sendVoid = (...args: Parameters<typeof send>): Promise<void> => send(...args).then(() => undefined);
