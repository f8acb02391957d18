import type { Context, MiddlewareHandler, Next } from 'hono';
import { PlatformError } from '../core/platform-error';
import { describeAuth, resolveAuth } from './auth';
import { bodyOverLimit, DEFAULT_MAX_BODY_BYTES, payloadTooLarge } from './body-limit';
import type { AuthResult } from './request-state';
import { type AccessPolicy, formPostRefusal, isControlPath, isPagePath } from './access';
import { corsHeaders, preflightHeaders } from './cors';
import { errorResponse, INTERNAL_ERROR_BODY, readOnlyRefusal, routeNotFound } from './errors';
import { destroyConnection, faultResponse, truncate } from '../faults/responses';
import type { FaultRule } from '../faults/rules';
import { newConsistencyToken, newRequestId } from '../core/ids';
import type { CoreInternals } from '../core/internals';
import { decodeBody } from './payload';
import { maskBody, maskHeaders, maskText, queryObject } from '../request-log/log';
import { fromForeignOrigin, stateOf } from './request-state';
import type { TokenService } from '../core/services';
import { formRefusedPage } from '../pages/html';

/** What the core middleware needs from the server. */
export interface MiddlewareDeps {
  core: CoreInternals;
  apiKey: string;
  now: () => number;
  tokens: () => TokenService | undefined;
  /** Bodies over this many bytes are answered 413 unread. */
  maxBodyBytes: number;
  /** Which browser origins may use the control routes and are opted in to Private Network Access. */
  access: AccessPolicy;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * `true` for the emulator's own routes, whose paths start with `/__`: the control API (`/__emulator/`),
 * hosted pages (`/__pages/`), media files (`/__media/`, and `/media/`, the platform's static media paths,
 * which the platform serves from its static host, not its API); the dashboard (`/`) and the icon browsers
 * ask for (`/favicon.ico`) too. They are not platform requests: not logged, never faulted, no `X-Wix-Consistent`.
 */
function isInternalPath(path: string): boolean {
  return path.startsWith('/__') || path.startsWith('/media/') || path === '/' || path === '/favicon.ico';
}

/** Answers up to this size have their JSON body in the request log. */
const LOGGED_ANSWER_BYTES = 64 * 1024;

/** The answer's JSON body for the log, secrets masked; `undefined` for other or larger answers. */
async function loggedAnswer(response: Response): Promise<unknown> {
  if (!/json/.test(response.headers.get('content-type') ?? '') || Number(response.headers.get('content-length') ?? 0) > LOGGED_ANSWER_BYTES) return undefined;
  const text = await response.clone().text();
  if (text.length > LOGGED_ANSWER_BYTES) return undefined;
  try {
    return maskBody(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Sets headers on `c.res`, copying the response first when its headers are immutable. */
function setHeaders(c: Context, headers: Record<string, string>): void {
  const entries = Object.entries(headers);
  if (entries.length === 0) return;
  try {
    for (const [name, value] of entries) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of entries) copy.headers.set(name, value);
    c.res = copy;
  }
}

/** What the request log records of a platform request, fixed when it arrives. */
interface Arrival {
  requestId: string;
  /** `performance.now()` when the request arrived. */
  started: number;
  origin: string | undefined;
}

type Log = (status: number, extra?: { fault?: string; error?: string; response?: unknown }) => void;

/** The request's body for the log, secrets masked (`undefined` for none). */
async function loggedBody(c: Context): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || !c.req.raw.body) return undefined;
  const text = await c.req.raw.clone().text();
  if (text === '') return undefined;
  try {
    return maskBody(decodeBody(text, c.req.header('content-type') ?? null));
  } catch {
    return maskText(text);
  }
}

/**
 * Resolves the caller (an unusable token counts as unknown) and answers how to log the request once
 * answered; `withBody: false` leaves the body out (a body over the limit is never read).
 */
async function requestLogger(c: Context, deps: MiddlewareDeps, arrival: Arrival, withBody: boolean): Promise<Log> {
  const state = stateOf(c);
  const url = new URL(c.req.url);
  const time = new Date(deps.now()).toISOString();
  let auth: AuthResult;
  try {
    auth = resolveAuth(c.req.raw.headers, deps.apiKey, deps.tokens());
  } catch {
    auth = { kind: 'unknown' };
  }
  state.auth = auth;
  const body = withBody ? await loggedBody(c) : undefined;
  return (status, extra = {}) =>
    deps.core.requestLog.add({
      requestId: arrival.requestId,
      time,
      method: c.req.method,
      host: state.hostKind,
      path: url.pathname,
      query: queryObject(url.searchParams),
      headers: maskHeaders(c.req.raw.headers),
      auth: describeAuth(auth),
      ...(body === undefined ? {} : { body }),
      status,
      ...extra,
      durationMs: Math.round((performance.now() - arrival.started) * 100) / 100,
    });
}

/**
 * Answers a platform request into `c.res`: the fault's response, the read-only host's refusal, or the
 * route (then truncated or lost when the fault says so). A dropped connection answers its own response.
 */
async function answer(c: Context, next: Next, fault: FaultRule | undefined, log: Log): Promise<Response | undefined> {
  const method = c.req.method;
  if (fault?.kind === 'reset') {
    log(0, { fault: 'reset' });
    destroyConnection(c);
    return new Response(null, { status: 500 });
  }
  const early = fault ? faultResponse(fault) : undefined;
  if (early) {
    c.res = early;
  } else if (stateOf(c).hostKind === 'readOnly' && method !== 'GET' && method !== 'HEAD') {
    c.res = errorResponse(readOnlyRefusal(method));
  } else {
    if (fault?.kind === 'ignored') stateOf(c).writeIgnored = true;
    await next();
    if (fault?.kind === 'truncated') c.res = await truncate(c.res);
    if (fault?.kind === 'lost') {
      log(0, { fault: 'lost' });
      destroyConnection(c);
      return new Response(null, { status: 500 });
    }
  }
  return undefined;
}

/** Headers of an answered platform request (`X-Wix-Consistent` after a successful unfaulted mutation), then its log entry. */
async function finish(c: Context, arrival: Arrival, faults: { fault?: FaultRule; latency?: FaultRule }, log: Log): Promise<void> {
  const { fault, latency } = faults;
  const headers: Record<string, string> = { ...corsHeaders(arrival.origin), 'X-Wix-Request-Id': arrival.requestId };
  if (MUTATIONS.has(c.req.method) && !fault && c.res.status >= 200 && c.res.status < 300) {
    headers['X-Wix-Consistent'] = newConsistencyToken();
  }
  setHeaders(c, headers);
  const error = c.error && !(c.error instanceof PlatformError) ? c.error.message : undefined;
  const response = await loggedAnswer(c.res);
  log(c.res.status, {
    ...(fault ? { fault: fault.kind } : latency ? { fault: 'latency' } : {}),
    ...(error ? { error } : {}),
    ...(response === undefined ? {} : { response }),
  });
}

/** The 413 of a body over `max` bytes; the connection closes instead of reading the rest of the body. */
function tooLargeResponse(max: number): Response {
  const response = errorResponse(payloadTooLarge(max));
  response.headers.set('connection', 'close');
  return response;
}

/**
 * A platform request: logged, refused when its body is over the limit, faulted when a rule matches,
 * refused on the read-only host when it writes.
 */
async function platformRequest(c: Context, next: Next, deps: MiddlewareDeps, arrival: Arrival): Promise<Response | undefined> {
  const tooLarge = await bodyOverLimit(c.req.raw, deps.maxBodyBytes);
  const log = await requestLogger(c, deps, arrival, !tooLarge);
  if (tooLarge) {
    // Refused before any route or fault rule, as a gateway would.
    c.res = tooLargeResponse(deps.maxBodyBytes);
    await finish(c, arrival, {}, log);
    return undefined;
  }
  const auth = stateOf(c).auth;
  if (fromForeignOrigin(c) && auth?.kind === 'principal' && auth.principal.kind === 'merchant') {
    // The API key is printed by the CLI and its default is public: from a page on a foreign origin it
    // would sign on as any member or rewrite the catalogue. Refused before any route, with no CORS headers.
    log(403, { error: 'API key sent from an untrusted origin' });
    return foreignOriginRefusal(
      `Origin ${arrival.origin} may not call the platform routes with the API key: only the emulator's own origin and loopback origins may. Allow it with --allowed-origin (option allowedOrigins).`,
      arrival.requestId,
    );
  }
  const { latency, fault } = deps.core.faults.take(c.req.method, new URL(c.req.url).pathname, stateOf(c).hostKind);
  if (latency) await new Promise((resolve) => setTimeout(resolve, latency.latencyMs ?? 100));
  const dropped = await answer(c, next, fault, log);
  if (dropped) return dropped;
  await finish(c, arrival, { fault, latency }, log);
  return undefined;
}

/** The answer to a browser page on an untrusted origin doing what only trusted ones may: no CORS headers, so it reads nothing. */
function foreignOriginRefusal(message: string, requestId: string): Response {
  return new Response(JSON.stringify({ message }), {
    status: 403,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'X-Wix-Request-Id': requestId, Vary: 'Origin' },
  });
}

/**
 * The answer to a hosted-page form posted from elsewhere, before any route runs: the form-token guard's
 * "Request refused" page saying why, with no link (the page that posted is not the emulator's to send back to).
 */
function formRefusal(message: string, requestId: string): Response {
  const page = formRefusedPage(`${message} Nothing was changed. Start again from the store.`);
  return new Response(page.html, {
    status: 403,
    headers: { ...page.headers, 'content-type': 'text/html; charset=UTF-8', 'X-Wix-Request-Id': requestId },
  });
}

/**
 * The outermost middleware: request id, CORS, the origin rule of the control routes, the read-only host
 * rule, faults, the request log and the `X-Wix-Consistent` header. Internal routes (`/__...`) get request
 * ids and CORS only.
 */
export function coreMiddleware(deps: MiddlewareDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = newRequestId(deps.now());
    stateOf(c).requestId = requestId;
    const origin = c.req.header('origin');
    // The path the routes are matched on (percent-decoded): `/%5F%5Femulator/config` is a control route too.
    const path = c.req.path;
    const trusted = origin === undefined || deps.access.originTrusted(origin, new URL(c.req.url));
    // Refused before any handler runs: a cross-origin form or no-cors POST must not reset the state either.
    if (!trusted && isControlPath(path)) {
      const message = `Origin ${origin} may not use the emulator's control API or dashboard: only its own origin and loopback origins may. Allow it with --allowed-origin (option allowedOrigins).`;
      return foreignOriginRefusal(message, requestId);
    }
    if (isPagePath(path) && MUTATIONS.has(c.req.method)) {
      // Cross-site request forgery: a page elsewhere must not sign the browser in, place an order or set a password.
      const refusal = formPostRefusal(c.req.raw.headers, new URL(c.req.url), deps.access);
      if (refusal) return formRefusal(refusal, requestId);
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const privateNetwork = trusted && c.req.header('access-control-request-private-network') === 'true';
      return new Response(null, {
        status: 204,
        headers: { ...preflightHeaders(origin, privateNetwork), 'X-Wix-Request-Id': requestId },
      });
    }
    if (!trusted) stateOf(c).foreignOrigin = true;
    if (isInternalPath(path)) {
      // Hosted pages take form posts from any origin: their bodies, and the control API's, are bounded too
      // (never below the default 1 MiB), so no page can make the emulator buffer a body of any size.
      const max = Math.max(deps.maxBodyBytes, DEFAULT_MAX_BODY_BYTES);
      if (await bodyOverLimit(c.req.raw, max)) {
        c.res = tooLargeResponse(max);
      } else {
        await next();
      }
      setHeaders(c, { ...corsHeaders(origin), 'X-Wix-Request-Id': requestId });
      return;
    }
    return platformRequest(c, next, deps, { requestId, started, origin });
  };
}

/** `app.onError`: platform errors answer their body; anything else is an opaque 500. */
export function handleError(error: Error, c: Context): Response {
  const response =
    error instanceof PlatformError
      ? errorResponse(error)
      : new Response(JSON.stringify(INTERNAL_ERROR_BODY), {
          status: 500,
          headers: { 'content-type': 'application/json; charset=UTF-8' },
        });
  const requestId = stateOf(c).requestId;
  if (requestId) response.headers.set('X-Wix-Request-Id', requestId);
  return response;
}

/** `app.notFound`: a 404 in the platform's format. */
export function handleNotFound(c: Context): Response {
  return errorResponse(routeNotFound(c.req.method, new URL(c.req.url).pathname));
}
