import { invalid, requireId, requireList, requireObject, type CallOptions, type Endpoint, type RequestClient } from '@storefront-kit/http-core';
import type { V3Filter } from '@storefront-kit/wire/catalogue-v3';

/** Sends a bulk call's JSON body (every V3 bulk call is a POST). */
export const post = <T>(client: RequestClient, endpoint: Endpoint, body: Record<string, unknown>, { signal, timeoutMs }: CallOptions = {}): Promise<T> =>
  client.request<T>(endpoint, { body, signal, timeoutMs });

/** A filter of a by-filter call: an object. */
export const filterOf = (filter: V3Filter | undefined, field = 'filter'): V3Filter => requireObject(filter, field);

/** A list of 1..`max` ids. */
export const idList = (v: readonly string[] | undefined, field: string, max = Infinity): string[] => requireList(v, field, max, requireId);

/** A product's current revision: a string of digits. */
export const revision = (v: unknown, field: string): void => {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) invalid(field, 'must be the product’s current revision (a string of digits)');
};
