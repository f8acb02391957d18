import { InvalidResponseError } from './errors';

/**
 * Awaits the answer of a call that must return one entity under `key`, and checks it is there. http-core
 * reads an empty 2xx body as `{}` (the wire contract), so without this check an empty 200 would resolve
 * and the app would fail later, on `answer.product.name`; with it, the call rejects with an
 * {@link InvalidResponseError} (status 200) that says what was missing.
 *
 * @param answer - the call's answer (or its promise)
 * @param key - the field that must hold an object, e.g. `'cart'`, `'product'`
 * @returns the answer, unchanged
 * @throws {@link InvalidResponseError} `The <key> answer has no <key>.` when `answer[key]` is not an object
 * @example
 * ```ts
 * import { createClient, defineEndpoint, requireEntity } from '@storefront-kit/http-core';
 * const client = createClient();
 * const getOrder = defineEndpoint({ method: 'GET', path: '/v1/orders/{id}', prefix: '/ecom' });
 * const { order } = await requireEntity(client.request<{ order: { id: string } }>(getOrder, { params: { id: 'o-1' } }), 'order');
 * ```
 */
export async function requireEntity<T, K extends keyof T & string>(answer: T | Promise<T>, key: K): Promise<T & Record<K, object>> {
  const r = await answer;
  const entity: unknown = r[key];
  if (entity === null || typeof entity !== 'object') throw new InvalidResponseError(`The ${key} answer has no ${key}.`, 200);
  return r as T & Record<K, object>;
}
