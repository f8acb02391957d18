import type { QueryEncoder } from './endpoint';
import { encodeQuery, isObject, toJson } from './request';

/** base64url of the UTF-8 bytes of `text`, without padding. */
export function base64url(text: string): string {
  let bin = '';
  for (const byte of new TextEncoder().encode(text)) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The query encoding of the platform's query endpoints (`query-platformized`, `collections/query`, ...),
 * for `defineEndpoint({ query: longQuery })`. A payload holding a nested object or an array of
 * objects travels whole as one `.r` parameter (base64url of its UTF-8 JSON); a flat one as
 * `a.b=1` with repeated keys. When the encoded query string would pass 4000 characters, the GET
 * is sent as a POST to the same path with the payload as JSON body: still a read (retried like a
 * GET), but never sent to the read-only host. Endpoints without it use the flat encoding only.
 *
 * @example
 * ```ts
 * import { createClient, defineEndpoint, longQuery } from '@storefront-kit/http-core';
 * const queryProducts = defineEndpoint({
 *   method: 'GET', path: '/v1/products/query-platformized', prefix: '/stores-reader', query: longQuery,
 * });
 * const client = createClient();
 * // GET https://readonly.wixapis.com/stores-reader/v1/products/query-platformized?.r=eyJxdWVyeSI6...
 * await client.request(queryProducts, { query: { query: { filter: { name: { $startsWith: 'T' } }, paging: { limit: 10 } } } });
 * ```
 */
export const longQuery: QueryEncoder = (payload) => {
  // A value, or an entry of a list value, that is an object.
  const complex = Object.values(payload).flat().some(isObject);
  const qs = complex ? '.r=' + base64url(toJson(payload, 'query')) : encodeQuery(payload);
  return qs.length > 4000 ? { body: toJson(payload, 'query') } : qs;
};
