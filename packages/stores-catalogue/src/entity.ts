import { InvalidResponseError, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';

/**
 * The answer of a call that returns one entity under `key`, once checked: an empty 2xx body reaches
 * the catalogue as `{}`, which must fail here rather than later on `answer.product.name`.
 */
export async function withEntity<T>(answer: Promise<T>, key: keyof T & string): Promise<T> {
  const r = await answer;
  const entity: unknown = r[key];
  if (entity === null || typeof entity !== 'object') throw new InvalidResponseError(`The ${key} answer has no ${key}.`, 200);
  return r;
}

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
): Promise<T> => withEntity(client.request<T>(endpoint, { params, query: params, signal, timeoutMs }), key);
