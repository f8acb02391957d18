import type { HostKind, HostMode } from './hosts';

/**
 * HTTP methods an endpoint may use.
 *
 * @example
 * ```ts
 * import type { HttpMethod } from '@storefront-kit/http-core';
 * const safe: HttpMethod[] = ['GET', 'HEAD'];
 * ```
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The service prefix put in front of an endpoint's internal path: one string for every host,
 * or one per host kind (kinds left out use the `api` entry).
 *
 * @example
 * ```ts
 * import type { PathPrefix } from '@storefront-kit/http-core';
 * const cart: PathPrefix = '/ecom';
 * const perHost: PathPrefix = { api: '/stores', edge: '/stores' };
 * ```
 */
export type PathPrefix = string | Partial<Record<HostKind, string>>;

/**
 * An endpoint described as data. `path` is the service's internal path with `{name}`
 * placeholders; the public path is `prefix + path`. `TResponse` types the answer and exists
 * only in the type system.
 *
 * @example
 * ```ts
 * import type { Endpoint } from '@storefront-kit/http-core';
 * interface Cart { id: string }
 * const getCurrentCart: Endpoint<'/v1/carts/current', { cart: Cart }> = {
 *   method: 'GET', path: '/v1/carts/current', prefix: '/ecom', host: 'api',
 * };
 * ```
 */
export interface Endpoint<TPath extends string = string, TResponse = unknown> {
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** The internal path, e.g. `/v1/products/{id}`; each `{name}` comes from `params.name`. */
  readonly path: TPath;
  /** The service prefix, e.g. `/stores-reader` (none for paths served as is). */
  readonly prefix?: PathPrefix;
  /**
   * The host this endpoint always goes to, whatever the client's `hostMode`: `'api'` for a service the
   * platform serves on the api host only (GraphQL). A read that must see its own writes, such as the
   * current cart, declares `readYourWrites` instead (the edge host still serves it in edge mode).
   * Left out, the host mode decides (see {@link HostMode}).
   */
  readonly host?: 'api';
  /**
   * A GET that must see the caller's own writes: never sent to the read-only host (in `edge` mode it
   * still goes to the edge host; `host: 'api'` pins it to the api host in every mode).
   */
  readonly readYourWrites?: boolean;
  /**
   * How a GET's `query` payload travels when the flat `a.b=1` form is not enough: {@link longQuery}
   * for the platform's query endpoints. Other methods always use the flat form.
   */
  readonly query?: QueryEncoder;
  /**
   * Whether a failed attempt may be sent again (on a network error or a retryable status, under the
   * client's `retry` policy). Left out, the method decides: GET, HEAD, PUT and DELETE are retried, POST
   * and PATCH are not. Declare `true` for a read the platform serves as a POST (a query, search or count
   * with a JSON body): sending it twice changes nothing. Never declare it on a write: a lost answer to a
   * create or an add-to-cart would apply it twice. `false` keeps a PUT or DELETE from being retried.
   *
   * @example
   * ```ts
   * import { defineEndpoint } from '@storefront-kit/http-core';
   * // A POST that only reads: retried like a GET after a 503 or a dropped connection.
   * const queryCategories = defineEndpoint({ method: 'POST', path: '/v1/categories/query', prefix: '/categories', idempotent: true });
   * ```
   */
  readonly idempotent?: boolean;
  /**
   * The package that sends the call and its version, `<package>@<version>` (e.g. `ecom-cart@1.2.0`),
   * put in the `x-storefront-kit` header so that server logs can tell which SDK package called. When
   * left out, http-core names itself.
   */
  readonly sdk?: string;
  /**
   * What a failed call's `HttpError` message says first, in place of the platform's message rules
   * (the platform's own words follow it, then the call): the token endpoint's `something went wrong`,
   * the words the platform's SDK uses for any refused grant.
   */
  readonly failure?: string;
  /** Phantom carrier of `TResponse`; never set. */
  readonly __response?: (response: TResponse) => void;
}

/**
 * Turns a GET's `query` payload into its query string (without `?`), or into `{ body }`: the JSON
 * body of a POST sent instead (still a read, never to the read-only host). http-core exports one,
 * {@link longQuery}.
 *
 * @example
 * ```ts
 * import { defineEndpoint, longQuery, type QueryEncoder } from '@storefront-kit/http-core';
 * const encoder: QueryEncoder = longQuery;
 * const queryCollections = defineEndpoint({ method: 'GET', path: '/v2/collections/query', query: encoder });
 * ```
 */
export type QueryEncoder = (payload: Record<string, unknown>) => string | { body: string };

/**
 * The placeholder names of a path template, as a union.
 *
 * @example
 * ```ts
 * import type { ParamNames } from '@storefront-kit/http-core';
 * type Names = ParamNames<'/v1/products/{id}/options/{name}'>; // 'id' | 'name'
 * ```
 */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer R}` ? N | ParamNames<R> : never;

/**
 * A value accepted as a path parameter (finite numbers only).
 *
 * @example
 * ```ts
 * import type { ParamValue } from '@storefront-kit/http-core';
 * const page: ParamValue = 2;
 * ```
 */
export type ParamValue = string | number;

/**
 * The path parameters a path template needs: `PathParams<'/v1/products/{id}'>` is `{ id: ParamValue }`.
 *
 * @example
 * ```ts
 * import type { PathParams } from '@storefront-kit/http-core';
 * const params: PathParams<'/v2/collections/slug/{slug}'> = { slug: 'shoes' };
 * ```
 */
export type PathParams<P extends string> = string extends P ? Record<string, ParamValue> : { [K in ParamNames<P>]: ParamValue };

/**
 * Declares an endpoint, keeping the literal path so that `client.request` can type `params`.
 *
 * @param endpoint - method, internal path, prefix and flags
 * @returns the same object, typed
 *
 * @example
 * ```ts
 * import { defineEndpoint } from '@storefront-kit/http-core';
 * export const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
 * ```
 */
export function defineEndpoint<const TPath extends string, TResponse = unknown>(endpoint: Endpoint<TPath, TResponse>): Endpoint<TPath, TResponse> {
  return endpoint;
}
