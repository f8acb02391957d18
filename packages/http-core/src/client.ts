import { toJson } from './body';
import type { Endpoint, ParamNames, PathParams } from './endpoint';
import { HttpError, NetworkError, ValidationError } from './errors';
import { setHeaders } from './headers';
import { isPlatformUrl, resolveHosts, type HostKind, type Hosts, type HostMode } from './hosts';
import type { Middleware } from './middleware';
import { bindModule, type BoundModules } from './modules';
import { encodeQuery } from './query-string';
import { buildPath } from './path';
import { readSuccess, readText, toHttpError } from './response';
import { backoff, RETRY_STATUSES, type RetryOptions } from './retry';
import { linkSignal } from './timeout';
import { VERSION } from './version';

// Ordered so that an index says what a method may do: 0-1 reads, 0-3 idempotent, 4-5 writes never retried.
const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'POST', 'PATCH'];
// Read-your-writes: the current cart and what lies under it never go to the read-only host.
const CURRENT_CART = /^\/ecom\/v1\/carts\/current(\/|$)/;

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
export type RequestFn = <T = unknown, TPath extends string = string>(
  endpoint: Endpoint<TPath, T>,
  ...input: RequestArgs<TPath>
) => Promise<T>;

/**
 * The least a domain function needs: something with `request`. Endpoint functions take this as
 * their first parameter so they accept any client, including test doubles.
 *
 * @example
 * ```ts
 * import { defineEndpoint, type RequestClient } from '@storefront-kit/http-core';
 * const getCart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });
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
   * `fetch` that adds auth headers and `X-Wix-Consistent` only when the URL is under one of the
   * configured hosts (same origin and base path); a path starting with `/` resolves against the
   * api host. Resolves with the raw Response, like `fetch`.
   */
  fetchWithAuth(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
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
  /** Base URLs (origin plus optional base path) replacing the defaults. */
  hosts?: Partial<Hosts>;
  /** Which host each request goes to. @default 'split' */
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
   * {@link MAX_TIMER_MS} (`Infinity` included) waits `MAX_TIMER_MS`, about 24.8 days.
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


/**
 * Creates a request client for the platform's REST API.
 *
 * @param options - hosts, auth, fetch, headers, timeout, retry, middleware and modules
 * @returns the client, plus one bound namespace per entry of `modules`
 * @throws {ValidationError} when a module name clashes with a client member, a host is not an
 *   absolute URL or `maxResponseBytes` is not above 0
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * declare const currentCart: { getCurrentCart(client: import('@storefront-kit/http-core').RequestClient): Promise<unknown> };
 * const client = createClient({
 *   auth: { getAuthHeaders: async () => ({ Authorization: 'access-token' }) },
 *   modules: { currentCart },
 * });
 * await client.currentCart.getCurrentCart();
 * ```
 */
export function createClient<const M extends Record<string, object> = {}>(
  options: ClientOptions<M> = {},
): Client & BoundModules<M> {
  const { auth, middleware = [], hostMode = 'split', maxResponseBytes = 8 * 2 ** 20 } = options;
  const hosts = resolveHosts(options.hosts);
  if (!(maxResponseBytes > 0)) throw new ValidationError('maxResponseBytes must be above 0', 'maxResponseBytes');
  auth?.attach?.({ hosts, fetch: options.fetch });
  const retry: RetryOptions = options.retry === false ? { limit: 0 } : (options.retry ?? {});
  let consistent: string | null = null;
  // Called inside a try: a fetch that throws synchronously fails like one that rejects.
  const send = (input: Request | string, init?: RequestInit) => (options.fetch ?? globalThis.fetch)(input as Request, init);
  const remember = (res: Response) => {
    consistent = res.headers.get('x-wix-consistent') ?? consistent;
  };
  const sticky = () => (consistent ? { 'x-wix-consistent': consistent } : undefined);

  const request = async (endpoint: Endpoint, input: RequestInput = {}): Promise<unknown> => {
    // The signal's reason is the error to throw once it has fired (AbortError or TimeoutError).
    const { signal, race, sleep, done } = linkSignal(input.signal, input.timeoutMs ?? options.timeoutMs ?? 30_000);
    const { method, prefix: p } = endpoint;
    const m = METHODS.indexOf(method);
    let req: Request | undefined;
    let attempt = 0;
    try {
      if (m < 0) throw new ValidationError(`Unknown HTTP method "${method}"`, 'method');
      const path = buildPath(endpoint.path, input.params);
      let body: string | undefined;
      if (input.body !== undefined) {
        if (m < 2) throw new ValidationError(`A ${method} request cannot have a body`, 'body');
        body = toJson(input.body);
      }
      let sendMethod: string = method;
      let qs = input.query ? ((!m && endpoint.query) || encodeQuery)(input.query) : '';
      if (typeof qs == 'object') {
        // The encoder turned the GET into a POST: still a read (retried like one), never on the read-only host.
        sendMethod = 'POST';
        body = qs.body;
        qs = '';
      }
      const pre = (k: HostKind) => (typeof p == 'object' ? (p[k] ?? p.api ?? '') : (p ?? '')) + path;
      const kind: HostKind =
        hostMode != 'split' ? hostMode : sendMethod == method && m < 2 && !endpoint.readYourWrites && !CURRENT_CART.test(pre('api')) ? 'readOnly' : 'api';
      const url = hosts[kind] + pre(kind);
      let replayed = false;
      for (;;) {
        attempt++;
        signal.throwIfAborted();
        // Outside the retried block: an error while getting the headers (a failed token refresh)
        // ends the call, since a retry would present the same refresh token again.
        const authHeaders = auth && (await race(auth.getAuthHeaders()));
        const headers = new Headers();
        setHeaders(
          headers,
          { 'x-storefront-kit': 'http-core@' + VERSION },
          body && { 'content-type': 'application/json' },
          options.headers,
          authHeaders,
          input.headers,
          sticky(),
        );
        const target = qs ? `${url}?${qs}` : url;
        const init = { method: sendMethod, body, signal, headers };
        // A custom fetch and middleware get a Request. Otherwise the URL and init go to the global fetch
        // as they are: fetch would copy a Request built only for it and follow its signal a second time
        // (tens of µs per call in Node's fetch).
        if (options.fetch || middleware[0]) {
          req = new Request(target, init);
          for (const w of middleware) req = (await w.onRequest?.({ request: req, endpoint, attempt })) || req;
        }
        try {
          let res: Response;
          try {
            res = await race(req ? send(req) : send(target, init));
          } catch (cause) {
            throw new NetworkError(`Network error on ${sendMethod} ${url}`, { cause });
          }
          for (const w of middleware) res = (await w.onResponse?.({ request: req!, response: res, endpoint, attempt })) || res;
          remember(res);
          const text = await race(readText(res, maxResponseBytes));
          if (res.ok) return readSuccess(res, text);
          throw toHttpError(res, text, sendMethod, url);
        } catch (e) {
          // A 401 renews the token once and replays; here, outside the retried block, an error of the
          // renewal ends the call like one of getAuthHeaders.
          if (e instanceof HttpError && e.status == 401 && !replayed && auth?.onUnauthorized) {
            replayed = true;
            if (await race(auth.onUnauthorized())) {
              attempt--;
              continue;
            }
          }
          // Retry idempotent calls after a network error or a retryable status: after `Retry-After` when
          // the server sent one (failing at once when it is above the cap), else after a backoff.
          const after = e instanceof HttpError ? e.retryAfterMs : undefined;
          if (
            signal.aborted ||
            attempt > (retry.limit ?? 2) ||
            m > 3 ||
            !(e instanceof NetworkError || (e instanceof HttpError && RETRY_STATUSES.includes(e.status))) ||
            after! > (retry.maxRetryAfterMs ?? 10_000)
          ) {
            throw e;
          }
          await sleep(after ?? backoff(attempt, retry));
        }
      }
    } catch (e) {
      let error = signal.aborted ? signal.reason : e;
      for (const w of middleware) error = (await w.onError?.({ request: req, endpoint, attempt, error })) ?? error;
      throw error;
    } finally {
      done();
    }
  };

  const fetchWithAuth = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(typeof input == 'string' && input[0] == '/' ? hosts.api + input : input, init);
    const own = isPlatformUrl(req.url, hosts);
    if (own) setHeaders(req.headers, auth && (await auth.getAuthHeaders()), sticky());
    const res = await send(req);
    if (own) remember(res);
    return res;
  };

  const client: Record<string, unknown> = { request, fetchWithAuth, auth, hosts, hostMode };
  for (const [name, mod] of Object.entries(options.modules ?? {})) {
    if (name in client) throw new ValidationError(`Module name "${name}" clashes with a client member`, 'modules');
    client[name] = bindModule(client, mod);
  }
  return client as unknown as Client & BoundModules<M>;
}
