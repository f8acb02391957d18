import type { Endpoint, ParamNames, PathParams } from './endpoint';
import type { Hosts, HostMode } from './hosts';
import type { Middleware } from './middleware';
import type { RetryOptions } from './retry';

/**
 * Supplies authentication headers. `getAuthHeaders` runs before every attempt (token refresh
 * belongs in the strategy). On a 401, `onUnauthorized` (if any) runs once; when it resolves
 * `true` the request is replayed once with fresh headers. When either throws, the call fails at
 * once with that error, never retried, so a failed refresh is not replayed.
 *
 * @example
 * ```ts
 * import { createClient, type AuthStrategy } from '@storefront-kit/http-core';
 * let token = 'initial-token';
 * const auth: AuthStrategy = {
 *   getAuthHeaders: async () => ({ Authorization: token }),
 *   onUnauthorized: async () => { token = await renew(); return true; },
 * };
 * const client = createClient({ auth });
 * declare function renew(): Promise<string>;
 * ```
 */
export interface AuthStrategy {
  /** Headers to add to each platform request, e.g. `{ Authorization: accessToken }` (raw, no `Bearer`); an error it throws ends the call. */
  getAuthHeaders(): Promise<Record<string, string>>;
  /** Called once after a 401; resolve `true` to replay the request with fresh headers; an error it throws ends the call. */
  onUnauthorized?(): Promise<boolean>;
  /**
   * Called once by {@link createClient}, before it returns, with the client's resolved `hosts` and
   * its `fetch` option, so a strategy that sends requests of its own (token calls) can send them
   * where the client sends everything else. A strategy given to several clients is attached once
   * per client; it decides what a second, different context means (OAuthStrategy: the first wins).
   */
  attach?(context: AuthContext): void;
}

/**
 * What {@link createClient} tells its auth strategy through `AuthStrategy.attach`.
 *
 * @example
 * ```ts
 * import { createClient, type AuthContext, type AuthStrategy } from '@storefront-kit/http-core';
 * let tokenUrl = '';
 * const auth: AuthStrategy = {
 *   attach: (context: AuthContext) => void (tokenUrl = `${context.hosts.api}/oauth2/token`),
 *   getAuthHeaders: async () => ({ Authorization: await fetchToken(tokenUrl) }),
 * };
 * createClient({ auth, hosts: { api: 'http://127.0.0.1:4000' } }); // tokenUrl: http://127.0.0.1:4000/oauth2/token
 * declare function fetchToken(url: string): Promise<string>;
 * ```
 */
export interface AuthContext {
  /** The client's resolved base URLs (defaults filled in, trailing slashes dropped). */
  readonly hosts: Readonly<Hosts>;
  /** The client's `fetch` option; `undefined` means `globalThis.fetch` at call time. */
  readonly fetch: FetchLike | undefined;
}

/**
 * A fetch function given to the client: it is called with a `Request` carrying the URL, method,
 * headers, body and the call's abort signal; `globalThis.fetch` fits.
 *
 * @example
 * ```ts
 * import type { FetchLike } from '@storefront-kit/http-core';
 * const logged: FetchLike = (request) => { console.log(request.url); return fetch(request); };
 * ```
 */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * Per-call input of `client.request`.
 *
 * @example
 * ```ts
 * import type { RequestInput } from '@storefront-kit/http-core';
 * const input: RequestInput<'/v1/products/{id}'> = {
 *   params: { id: 'p1' }, query: { includeMerchantSpecificData: true }, timeoutMs: 5_000,
 * };
 * ```
 */
export interface RequestInput<TPath extends string = string> {
  /** Values of the path's `{name}` placeholders, each encoded as one segment. */
  params?: PathParams<TPath>;
  /** Query payload: `a.b=1`, repeated keys for arrays; the endpoint's `query` encoder (`longQuery`) may do otherwise. */
  query?: Record<string, unknown>;
  /** JSON body; non-finite numbers travel as `"NaN"`, `"Infinity"`, `"-Infinity"`. */
  body?: unknown;
  /** Headers for this call; they win over client and auth headers. */
  headers?: HeadersInit;
  /** Cancels the call (including retries and backoff) with an AbortError. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

/**
 * Per-call options, the same for every call of every package: a cart call, a catalogue read, a query's
 * `find()`, an identity call.
 *
 * @example
 * ```ts
 * import type { CallOptions } from '@storefront-kit/http-core';
 * const options: CallOptions = { signal: AbortSignal.timeout(5_000), timeoutMs: 2_000 };
 * ```
 * @group Types
 */
export interface CallOptions {
  /** Cancels the call: it rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** This call's time budget in milliseconds, instead of the client's `timeoutMs`. */
  timeoutMs?: number;
}

/**
 * The arguments after the endpoint: `input` is required (with `params`) when the path has
 * placeholders. When `T` is given explicitly, `params` is checked only as a record.
 *
 * @example
 * ```ts
 * import type { RequestArgs } from '@storefront-kit/http-core';
 * const args: RequestArgs<'/v1/products/{id}'> = [{ params: { id: 'p1' } }];
 * ```
 */
export type RequestArgs<TPath extends string> = string extends TPath
  ? [input?: RequestInput<TPath>]
  : [ParamNames<TPath>] extends [never]
    ? [input?: RequestInput<TPath>]
    : [input: RequestInput<TPath> & { params: PathParams<TPath> }];

/**
 * Calls an endpoint and resolves with its JSON object answer (`{}` for an empty 2xx body).
 *
 * @example
 * ```ts
 * import { createClient, defineEndpoint } from '@storefront-kit/http-core';
 * const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
 * const { product } = await createClient().request<{ product: { name: string } }>(getProduct, { params: { id: 'p1' } });
 * ```
 */
export type RequestFn = <T = unknown, TPath extends string = string>(endpoint: Endpoint<TPath, T>, ...input: RequestArgs<TPath>) => Promise<T>;

/**
 * The least a domain function needs: something with `request`. Endpoint functions take this as
 * their first parameter so they accept any client, including test doubles.
 *
 * @example
 * ```ts
 * import { defineEndpoint, type RequestClient } from '@storefront-kit/http-core';
 * const getCart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', host: 'api' });
 * export function getCurrentCart(client: RequestClient, opts: { signal?: AbortSignal } = {}) {
 *   return client.request<{ cart: { id: string } }>(getCart, { signal: opts.signal });
 * }
 * ```
 */
export interface RequestClient {
  /** See {@link RequestFn}. */
  request: RequestFn;
}

/**
 * The client returned by {@link createClient}.
 *
 * @example
 * ```ts
 * import { createClient, type Client } from '@storefront-kit/http-core';
 * const client: Client = createClient();
 * const res = await client.fetchWithAuth('/ecom/v1/carts/current');
 * ```
 */
export interface Client extends RequestClient {
  /**
   * `fetch` for the platform hosts: a URL under one of the configured hosts (same origin and base
   * path; a path starting with `/` resolves against the api host) is sent through the same path as
   * `request`, with the same headers (the SDK's, the client's, auth, the call's, `X-Wix-Consistent`),
   * middleware (and so OpenTelemetry's `instrument`), the 401 renewal and single replay, retries
   * (GET, HEAD, PUT and DELETE only, on the same statuses and `Retry-After` rules) and the time
   * budget: the client's `timeoutMs`, or `init.timeoutMs` for this call. The budget and
   * `init.signal` cover the call until the answer's headers arrive; the body is then yours to
   * read, or to drop with `res.body?.cancel()`. Resolves with the last raw
   * Response, like `fetch`, whatever its status; rejects with a NetworkError, TimeoutError or
   * AbortError where `fetch` would reject. Any other URL goes to the fetch as it is: no headers
   * added, no middleware, no retry.
   *
   * @example
   * ```ts
   * import { createClient } from '@storefront-kit/http-core';
   * const client = createClient({ auth: { getAuthHeaders: async () => ({ Authorization: 'access-token' }) } });
   * const res = await client.fetchWithAuth('/ecom/v1/carts/current', { timeoutMs: 5_000 });
   * if (res.ok) console.log(await res.json());
   * ```
   */
  fetchWithAuth(input: RequestInfo | URL, init?: RequestInit & { timeoutMs?: number }): Promise<Response>;
  /** The auth strategy, if any. */
  readonly auth: AuthStrategy | undefined;
  /** The resolved base URLs. */
  readonly hosts: Readonly<Hosts>;
  /** The host mode in use. */
  readonly hostMode: HostMode;
}

/**
 * Options of {@link createClient}.
 *
 * @example
 * ```ts
 * import { createClient, type ClientOptions } from '@storefront-kit/http-core';
 * const options: ClientOptions = { hosts: { api: 'http://127.0.0.1:4000' }, hostMode: 'api', timeoutMs: 10_000 };
 * const client = createClient(options);
 * ```
 */
export interface ClientOptions<M extends Record<string, object> = Record<string, object>> {
  /** Supplies `Authorization` (and other) headers per request. */
  auth?: AuthStrategy;
  /**
   * Base URLs replacing the defaults: an http(s) origin plus an optional base path, no query, fragment or
   * credentials (else `createClient` throws a ValidationError naming `hosts.<kind>`). A host left out
   * (or `undefined`) is the platform's; an empty string is refused, never read as the default: an unset
   * environment variable must not send a test's calls to production.
   */
  hosts?: Partial<Hosts>;
  /** Which host each request goes to (any other value: `createClient` throws a ValidationError). @default 'split' */
  hostMode?: HostMode;
  /**
   * The fetch to call, with a `Request` (what middleware saw). Without it, `globalThis.fetch` (looked up
   * at call time) is called with the URL and init, which spares Node's fetch a Request to copy.
   * @default globalThis.fetch
   */
  fetch?: FetchLike;
  /** Headers sent with every request (auth and per-call headers win). */
  headers?: HeadersInit;
  /**
   * Budget for a whole call: all attempts, backoff and body read. `0` disables; a value above
   * {@link MAX_TIMER_MS} (`Infinity` included) waits `MAX_TIMER_MS`, about 24.8 days. A negative, NaN or
   * non-number budget is a ValidationError: here, `createClient` throws it; a call's, the call rejects with
   * it before any request.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * The largest response body read, in bytes: a longer body (or `Content-Length`) fails with an
   * InvalidResponseError `tooLarge`, the connection closed. Must be above 0. @default 8388608 (8 MiB)
   */
  maxResponseBytes?: number;
  /** Retry settings, or `false` for none. */
  retry?: RetryOptions | false;
  /** Hooks run around every request, in order. */
  middleware?: Middleware[];
  /** Namespace objects to bind: `{ currentCart }` gives `client.currentCart.getCurrentCart()`. */
  modules?: M;
}
