import type { Client, ClientOptions } from './client-types';
import type { Endpoint, HttpMethod } from './endpoint';
import { isPlatformUrl, resolveHosts } from './hosts';
import { ValidationError } from './errors';
import { bindModule, type BoundModules } from './modules';
import { mergeHeaders, runRequest, send, SENT, type CallInput, type ClientContext } from './request';
import { invalid, requireNonNegative } from './validate';

const HOST_MODES: unknown[] = ['split', 'edge', 'api'];

/**
 * Creates a request client for the platform's REST API.
 *
 * @param options - hosts, auth, fetch, headers, timeout, retry, middleware and modules
 * @returns the client, plus one bound namespace per entry of `modules`
 * @throws {ValidationError} when a module name clashes with a client member, a host is not an http(s)
 *   URL (an origin and an optional path), `hostMode` is not one of the three, `timeoutMs` or a retry
 *   delay is not a number 0 or more, `retry.limit` is not a whole number 0 or more, `maxResponseBytes`
 *   is not above 0, `fetch` is not a function, `auth` has no `getAuthHeaders`, `middleware` is not a list
 *   or a client header cannot be sent
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
export function createClient<const M extends Record<string, object> = {}>(options: ClientOptions<M> = {}): Client & BoundModules<M> {
  const { auth, maxResponseBytes = 8 * 2 ** 20, hostMode = 'split', retry } = options;
  const hosts = resolveHosts(options.hosts);
  // Each option is checked here, not at the first call: a bad one fails every call, or silently disables what it bounds.
  if (!(typeof maxResponseBytes === 'number' && maxResponseBytes > 0)) invalid('maxResponseBytes', 'must be above 0');
  requireNonNegative(options.timeoutMs, 'timeoutMs');
  if (!HOST_MODES.includes(hostMode)) invalid('hostMode', 'must be split, edge or api');
  if (options.fetch !== undefined && typeof options.fetch !== 'function') invalid('fetch', 'must be a function');
  if (auth && typeof auth.getAuthHeaders !== 'function') invalid('auth', 'must have a getAuthHeaders function');
  if (options.middleware && !Array.isArray(options.middleware)) invalid('middleware', 'must be a list');
  mergeHeaders(options.headers);
  if (retry) {
    // NaN or Infinity would retry without end: `attempt > limit` is never true.
    if (retry.limit !== undefined && !(Number.isInteger(retry.limit) && retry.limit >= 0)) invalid('retry.limit', 'must be a whole number, 0 or more');
    for (const name of ['baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const) requireNonNegative(retry[name], `retry.${name}`);
  }
  auth?.attach?.({ hosts, fetch: options.fetch });
  const ctx: ClientContext = {
    ...options,
    hosts,
    hostMode,
    middleware: options.middleware ?? [],
    maxResponseBytes,
    retry: retry === false ? { limit: 0 } : (retry ?? {}),
  };

  // A platform URL goes through `client.request` as it is when called, so that whatever wraps it (OpenTelemetry's
  // `instrument`) sees this call too; the endpoint, its method and path, is what middleware sees.
  // Async, so that a URL or init `new Request` refuses rejects, as with fetch, rather than throwing.
  const fetchWithAuth = async (input: RequestInfo | URL, init?: RequestInit & { timeoutMs?: number }): Promise<Response> => {
    const req = new Request(typeof input === 'string' && input[0] === '/' ? hosts.api + input : input, init);
    if (!isPlatformUrl(req.url, hosts)) return send(ctx, req);
    const endpoint = { method: req.method as HttpMethod, path: new URL(req.url).pathname };
    return (client.request as (endpoint: Endpoint, input: CallInput) => Promise<Response>)(endpoint, {
      [SENT]: req,
      headers: req.headers,
      signal: req.signal,
      timeoutMs: init?.timeoutMs,
    });
  };
  const client: Record<string, unknown> = {
    request: (endpoint: never, input?: never) => runRequest(ctx, endpoint, input),
    fetchWithAuth,
    auth,
    hosts,
    hostMode: ctx.hostMode,
  };
  for (const [name, mod] of Object.entries(options.modules ?? {})) {
    if (name in client) throw new ValidationError(`Module name "${name}" clashes with a client member`, 'modules');
    client[name] = bindModule(client, mod);
  }
  return client as unknown as Client & BoundModules<M>;
}
