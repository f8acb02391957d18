/**
 * The one request path: `client.request` and `client.fetchWithAuth` both run {@link runRequest}. Read top
 * to bottom: what a client's calls share, the call (its attempts, the 401 replay, retries, the timeout),
 * where a call goes, one attempt on the wire, then the small helpers they use: how headers are merged, and
 * how a call's path parameters, query and body are written on the wire.
 */
import type { AuthStrategy, FetchLike, RequestInput } from './client-types';
import type { Endpoint } from './endpoint';
import { aborted, HttpError, NetworkError, StorefrontError, TimeoutError, ValidationError } from './errors';
import type { HostKind, HostMode, Hosts } from './hosts';
import type { Middleware } from './middleware';
import { readSuccess, readText, toHttpError } from './response';
import { backoff, type RetryOptions } from './retry';
import { requireNonNegative } from './validate';
import { HTTP_CORE_SDK } from './version';

/** What one client's calls share: its options with the defaults resolved, and the consistency token it echoes. */
export interface ClientContext {
  auth?: AuthStrategy;
  fetch?: FetchLike;
  headers?: HeadersInit;
  hosts: Hosts;
  hostMode: HostMode;
  middleware: Middleware[];
  maxResponseBytes: number;
  retry: RetryOptions;
  timeoutMs?: number;
  /**
   * The last `X-Wix-Consistent` the platform sent, with the `Authorization` it was sent for: echoed so this
   * client's reads see its own writes, and only with the same credentials (another user, or a renewed
   * token, starts without it).
   */
  consistent?: [credentials: string | null, token: string];
}

/**
 * Where `fetchWithAuth` puts the caller's Request in the input of `client.request`: the call then sends it
 * (a copy per attempt, with the merged headers and the call's signal) and resolves with the raw Response.
 */
export const SENT: unique symbol = /* @__PURE__ */ Symbol();

/** The input of a call; `[SENT]` only from `fetchWithAuth`. */
export type CallInput = RequestInput & { [SENT]?: Request };

/** One call across its attempts, as middleware sees it. */
interface CallState {
  endpoint: Endpoint;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** The last request built for middleware or a custom fetch. */
  request?: Request;
}

/**
 * Runs one call: checks it, then sends attempts until one succeeds or the retry policy gives up. A 401
 * renews the token once and replays. Errors from the auth strategy (getting headers, renewing) end the
 * call at once: a retry would present the same refresh token again. Middleware's `onError` sees the
 * final error; once the signal has fired (caller's abort or the timeout) that error is the signal's.
 * A `fetchWithAuth` call resolves with the last answer, whatever its status, where `request` rejects.
 */
export async function runRequest(ctx: ClientContext, endpoint: Endpoint, input: CallInput = {}): Promise<unknown> {
  const sent = input[SENT];
  const timeoutMs = input.timeoutMs ?? ctx.timeoutMs ?? 30_000;
  const link = linkSignal(input.signal, timeoutMs);
  const call: CallState = { endpoint, attempt: 0 };
  const { auth } = ctx;
  try {
    // 0 disables the budget; a negative or NaN one would disable it too, silently.
    requireNonNegative(timeoutMs, 'timeoutMs');
    const prepared = prepareRequest(endpoint, input, ctx.hosts, ctx.hostMode);
    let replayed = false;
    for (;;) {
      call.attempt++;
      link.signal.throwIfAborted();
      const authHeaders = auth && (await link.race(auth.getAuthHeaders()));
      try {
        return await sendAttempt(ctx, call, prepared, input, authHeaders, link);
      } catch (e) {
        let replay = false;
        if (e instanceof HttpError && e.status === 401 && !replayed && auth?.onUnauthorized) {
          replayed = true;
          replay = await link.race(auth.onUnauthorized());
        }
        let delay: number | undefined;
        if (replay) delay = 0;
        else if (!link.signal.aborted) delay = retryDelay(e, call.attempt, prepared.retryable, ctx.retry);
        // The answer of a fetchWithAuth attempt: handed back when the call ends on it, else never read.
        const unread = sent && (e as HttpError).response;
        if (delay === undefined) {
          if (unread) return unread;
          throw e;
        }
        void unread?.body?.cancel();
        if (replay) call.attempt--;
        else await link.sleep(delay);
      }
    }
  } catch (e) {
    let error = link.signal.aborted ? link.signal.reason : e;
    for (const middleware of ctx.middleware) error = (await middleware.onError?.({ request: call.request, endpoint, attempt: call.attempt, error })) ?? error;
    throw error;
  } finally {
    link.done();
  }
}

/**
 * How long to wait before attempt `attempt + 1`, or `undefined` when the call fails now. Only idempotent
 * calls (by method, or as the endpoint declares) are retried, after a network error or a retryable status,
 * at most `limit` times: after the server's `Retry-After` when it sent one (failing at once when it is
 * above `maxRetryAfterMs`), else after a random backoff.
 */
function retryDelay(error: unknown, attempt: number, retryable: boolean, retry: RetryOptions): number | undefined {
  if (!retryable || attempt > (retry.limit ?? 2) || !(error instanceof NetworkError || (error instanceof HttpError && error.retryable))) return;
  // A NetworkError has no `retryAfterMs`.
  const after = (error as HttpError).retryAfterMs;
  if (after === undefined) return backoff(attempt, retry);
  if (after <= (retry.maxRetryAfterMs ?? 10_000)) return after;
  // A longer wait than the client allows fails the call now (undefined).
}

/**
 * The longest delay a timer holds: 2^31-1 ms (about 24.8 days). Above it, `setTimeout` in browsers
 * and Node fires at once (Node after 1 ms, with a warning).
 *
 * @example
 * ```ts
 * import { MAX_TIMER_MS } from '@storefront-kit/http-core';
 * const days = MAX_TIMER_MS / 86_400_000; // 24.85...
 * ```
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A delay clamped to {@link MAX_TIMER_MS}, for `setTimeout`: every timer of the SDK (call timeouts,
 * retry waits, the silent-login timeout) goes through it, so a longer delay waits about 24.8 days
 * instead of firing at once.
 *
 * @param ms - the delay wanted, in milliseconds
 * @returns `ms`, or `MAX_TIMER_MS` when `ms` is above it
 *
 * @example
 * ```ts
 * import { clampDelay } from '@storefront-kit/http-core';
 * const expiresAt = Date.now() + 40 * 86_400_000; // a token valid for 40 days
 * setTimeout(() => console.log('refresh'), clampDelay(expiresAt - Date.now() - 60_000));
 * ```
 */
export const clampDelay = (ms: number): number => Math.min(ms, MAX_TIMER_MS);

/**
 * One signal for a whole call: it fires when the caller's signal fires (reason: an AbortError) or
 * `timeoutMs` runs out (reason: a TimeoutError), so `signal.reason` is the error to throw.
 * `race(p)` settles like `p` or rejects as soon as the signal fires; `sleep(ms)` waits; `done()`
 * clears the timers and the caller listener.
 */
function linkSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let rejectStopped!: (error: StorefrontError) => void;
  // Rejected when the call stops; every wait of the call races it (no listener on our own signal).
  const stopped = new Promise<never>((_, reject) => (rejectStopped = reject));
  stopped.catch(() => {});
  const stop = (error: StorefrontError) => {
    rejectStopped(error);
    controller.abort(error);
  };
  const onAbort = () => stop(aborted(caller!.reason));
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort);
  const onTimeout = () => stop(new TimeoutError(`Request timed out after ${timeoutMs} ms`, timeoutMs));
  const timer = timeoutMs > 0 ? setTimeout(onTimeout, clampDelay(timeoutMs)) : undefined;
  let sleepTimer: ReturnType<typeof setTimeout> | undefined;
  // `stopped` first: once the signal has fired it wins even over an already settled promise.
  const race = <T>(p: Promise<T>): Promise<T> => Promise.race([stopped, p]);
  return {
    signal: controller.signal,
    race,
    sleep: (ms: number) => race(new Promise((resolve) => (sleepTimer = setTimeout(resolve, clampDelay(ms))))),
    done: () => {
      clearTimeout(timer);
      clearTimeout(sleepTimer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** The methods an endpoint may use. */
const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'POST', 'PATCH'];
/** The methods that may be sent twice: a failed attempt is retried (unless the endpoint declares otherwise). */
const IDEMPOTENT = ['GET', 'HEAD', 'PUT', 'DELETE'];
/** The reads: no body, and they may go to the read-only host. */
const READS = ['GET', 'HEAD'];

/** A call turned into what goes on the wire, checked before anything is sent. */
interface PreparedRequest {
  /** The method sent: a GET whose query string is too long travels as a POST. */
  method: string;
  /** Host, prefix and path, without the query string: errors name it. */
  url: string;
  /** `url` with the query string. */
  target: string;
  /** The JSON body, if any. */
  body?: string | undefined;
  /** Whether a failed attempt may be sent again. */
  retryable: boolean;
}

/**
 * Checks a call (method, path parameters, body) and works out where it goes: the endpoint's own `host`
 * when it declares one, else the mode's host, except that in `split` mode only a read goes to the
 * read-only host, and not when the endpoint asks to read its own writes or its query string made it a
 * POST. A fetchWithAuth call goes where its URL says.
 */
function prepareRequest(endpoint: Endpoint, input: CallInput, hosts: Hosts, hostMode: HostMode): PreparedRequest {
  const sent = input[SENT];
  const method = sent ? sent.method : endpoint.method;
  const retryable = endpoint.idempotent ?? IDEMPOTENT.includes(method);
  if (sent) return { method, url: sent.url.replace(/[?#].*/, ''), target: sent.url, retryable };
  if (!METHODS.includes(method)) throw new ValidationError(`Unknown HTTP method "${method}"`, 'method');
  const path = buildPath(endpoint.path, input.params);
  const read = READS.includes(method);
  if (read && input.body !== undefined) throw new ValidationError(`A ${method} request cannot have a body`, 'body');
  // No body stays none: JSON.stringify(undefined) is undefined.
  let body: string | undefined = toJson(input.body);
  let sentAs = method;
  let query = input.query ? ((method === 'GET' && endpoint.query) || encodeQuery)(input.query) : '';
  if (typeof query === 'object') {
    // The encoder turned the GET into a POST: still a read (retried like one), never on the read-only host.
    sentAs = 'POST';
    body = query.body;
    query = '';
  }
  const kind = hostKindOf(endpoint, hostMode, read && sentAs === method);
  const url = hosts[kind] + prefixOn(kind, endpoint.prefix) + path;
  return { method: sentAs, url, target: query ? `${url}?${query}` : url, body, retryable };
}

/** The host a call goes to: see {@link prepareRequest}. `sentAsRead`: a read that still travels as one. */
function hostKindOf(endpoint: Endpoint, hostMode: HostMode, sentAsRead: boolean): HostKind {
  if (endpoint.host) return endpoint.host;
  if (hostMode !== 'split') return hostMode;
  return sentAsRead && !endpoint.readYourWrites ? 'readOnly' : 'api';
}

/** The endpoint's service prefix on host `kind`: one string for every host, or one per host (the api host's by default). */
function prefixOn(kind: HostKind, prefix: Endpoint['prefix']): string {
  if (typeof prefix === 'object') return prefix[kind] ?? prefix.api ?? '';
  return prefix ?? '';
}

/**
 * Sends one attempt and reads its answer: resolves the JSON object of a 2xx, rejects with a NetworkError
 * when no answer (or no whole body) came, an HttpError for any other status. Headers, lowest precedence first: the SDK's
 * own, the content type, the client's, the auth strategy's, the call's, the consistency token. A
 * fetchWithAuth attempt resolves with a 2xx Response unread, and rejects with an HttpError holding
 * the unread Response for any other status.
 */
async function sendAttempt(
  ctx: ClientContext,
  call: CallState,
  prepared: PreparedRequest,
  input: CallInput,
  authHeaders: Record<string, string> | undefined,
  { signal, race }: ReturnType<typeof linkSignal>,
): Promise<unknown> {
  const { method, url, target, body } = prepared;
  const { endpoint, attempt } = call;
  const sent = input[SENT];
  const headers = mergeHeaders(
    { 'x-storefront-kit': endpoint.sdk ?? HTTP_CORE_SDK },
    body && { 'content-type': 'application/json' },
    ctx.headers,
    authHeaders,
    input.headers,
  );
  // The consistency token, when these headers carry the credentials it was earned with (Headers.get
  // answers null, never undefined: no token kept means no match).
  const earned = ctx.consistent;
  if (earned?.[0] === headers.get('authorization')) headers.set('x-wix-consistent', earned![1]);
  const init = { method, body, signal, headers };
  // A custom fetch and middleware get a Request. Otherwise the URL and init go to the global fetch as
  // they are: fetch would copy a Request built only for it and follow its signal a second time (tens of
  // µs per call in Node's fetch). A fetchWithAuth call sends a copy of the caller's Request (its body
  // may be needed again for a replay).
  let req: Request | undefined;
  if (ctx.fetch || ctx.middleware[0] || sent) {
    call.request = req = new Request(sent ? sent.clone() : target, init);
    for (const middleware of ctx.middleware) call.request = req = (await middleware.onRequest?.({ request: req, endpoint, attempt })) || req;
  }
  let res: Response;
  try {
    res = await race(send(ctx, req ?? target, req ? undefined : init));
  } catch (cause) {
    throw networkError(prepared, cause);
  }
  for (const middleware of ctx.middleware) res = (await middleware.onResponse?.({ request: req!, response: res, endpoint, attempt })) || res;
  // Kept, with the credentials it answered, for the next requests.
  const token = res.headers.get('x-wix-consistent');
  if (token) ctx.consistent = [headers.get('authorization'), token];
  if (sent && res.ok) return res;
  let text = '';
  try {
    if (!sent) text = await race(readText(res, ctx.maxResponseBytes));
  } catch (e) {
    // A body cut off mid-way (the connection dropped) fails like no answer; the cap's error and the signal's pass.
    throw e instanceof StorefrontError ? e : networkError(prepared, e);
  }
  if (res.ok) return readSuccess(res, text);
  throw toHttpError(res, text, method, url, attempt, endpoint.failure);
}

/** The error of an attempt that got no answer, or no whole body. */
const networkError = ({ method, url }: PreparedRequest, cause: unknown) => new NetworkError(`Network error on ${method} ${url}`, { cause });

/** Calls the client's fetch, else the global one as it is at call time. Called inside a try: a fetch that throws synchronously fails like one that rejects. */
export const send = (ctx: ClientContext, input: Request | string, init?: RequestInit): Promise<Response> =>
  (ctx.fetch ?? globalThis.fetch)(input as Request, init);

/**
 * New headers holding every source's, later sources winning. Header errors can echo the offending
 * value (a token), so their cause is dropped.
 */
export function mergeHeaders(...sources: (HeadersInit | undefined | '')[]): Headers {
  const target = new Headers();
  try {
    for (const src of sources) {
      // A plain record is read as is; arrays of pairs and Headers go through Headers (repeated names joined).
      if (src) for (const [k, v] of Symbol.iterator in src ? new Headers(src) : Object.entries(src)) target.set(k, v);
    }
  } catch {
    throw new ValidationError('Invalid request header', 'headers');
  }
  return target;
}

/**
 * Fills `{name}` placeholders with percent-encoded values, each confined to its own segment.
 * Throws a ValidationError for a missing, blank or dot-segment value (`.` and `..` would be
 * resolved away by URL parsing, even when percent-encoded), or one that cannot be percent-encoded.
 */
function buildPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    const text = typeof value === 'string' || Number.isFinite(value) ? String(value) : '';
    const invalidParam = () => new ValidationError(`Missing or invalid path parameter "${name}"`, name);
    if (/^(\s*|\.\.?)$/.test(text)) throw invalidParam();
    try {
      return encodeURIComponent(text);
    } catch {
      throw invalidParam(); // a lone surrogate (half an emoji) cannot be percent-encoded: URIError
    }
  });
}

/** Whether `v` is an object the query encoders walk into (dates are scalars). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && !!v && !(v instanceof Date);

const scalar = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/**
 * Encodes a query payload flat: nested objects as `a.b=1`, arrays as repeated keys, null and
 * undefined skipped, dates as ISO strings. An array of objects cannot be expressed and is a
 * ValidationError.
 */
export function encodeQuery(payload: Record<string, unknown>): string {
  const out = new URLSearchParams();
  const walk = (prefix: string, v: unknown): void => {
    if (v == null) return;
    if (Array.isArray(v)) {
      for (const item of v) {
        if (isObject(item)) throw new ValidationError(`Query parameter "${prefix}" cannot hold objects`, prefix);
        if (item != null) out.append(prefix, scalar(item));
      }
    } else if (isObject(v)) {
      for (const [k, x] of Object.entries(v)) walk(prefix ? `${prefix}.${k}` : k, x);
    } else out.append(prefix, scalar(v));
  };
  walk('', payload);
  return out.toString();
}

// JSON.stringify would turn NaN and ±Infinity into null; the platform expects these strings.
const replacer = (_key: string, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v);

/** Serialises a request payload; BigInt and circular values become a ValidationError. */
export function toJson(value: unknown, field = 'body'): string {
  try {
    return JSON.stringify(value, replacer);
  } catch (cause) {
    throw new ValidationError(`The ${field} cannot be serialised to JSON`, field, { cause });
  }
}
