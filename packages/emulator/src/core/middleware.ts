import type { Context, MiddlewareHandler } from 'hono';
import { PlatformError } from '../context';
import { describeAuth, resolveAuth } from './auth';
import type { AuthResult } from './request-state';
import { corsHeaders, preflightHeaders } from './cors';
import { errorResponse, INTERNAL_ERROR_BODY, readOnlyRefusal, routeNotFound } from './errors';
import type { FaultRule } from './faults';
import { newConsistencyToken, newRequestId } from './ids';
import type { CoreInternals } from './internals';
import { decodeBody } from './payload';
import { maskBody, maskHeaders, maskText, queryObject } from './request-log';
import { stateOf } from './request-state';
import type { TokenService } from '../context';

/** What the core middleware needs from the server. */
export interface MiddlewareDeps {
  core: CoreInternals;
  apiKey: string;
  now: () => number;
  tokens: () => TokenService | undefined;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * `true` for the emulator's own routes, whose paths start with `/__`: the control API (`/__emulator/`),
 * hosted pages (`/__pages/`), media files (`/__media/`). They are not platform requests: not logged,
 * never faulted, no `X-Wix-Consistent`.
 */
export function isInternalPath(path: string): boolean {
  return path.startsWith('/__') || path === '/';
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

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return STATUS_TEXT[status] ?? `HTTP ${status}`;
}

function customBody(body: unknown, fallback: string): string {
  if (body === undefined) return fallback;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

function htmlErrorPage(status: number): string {
  const title = `${status} ${statusText(status)}`;
  return `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>emulated gateway</center></body></html>\n`;
}

/** The response a (non-latency) fault answers with; `undefined` for faults that need the route (`truncated`) or no response (`reset`). */
function faultResponse(fault: FaultRule): Response | undefined {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 500;
      const fallback = JSON.stringify(
        status >= 500
          ? { message: statusText(status), details: {} }
          : { message: statusText(status), details: { applicationError: { code: statusText(status).toUpperCase().replace(/\W+/g, '_'), description: statusText(status), data: {} } } },
      );
      const body = customBody(fault.body, fallback);
      const isJson = typeof fault.body !== 'string' || /^\s*[{[]/.test(fault.body);
      return new Response(body, { status, headers: { 'content-type': isJson ? 'application/json; charset=UTF-8' : 'text/plain; charset=UTF-8' } });
    }
    case 'rate-limit': {
      const retryAfter = fault.retryAfter ?? 1;
      const body = customBody(fault.body, JSON.stringify({
        message: 'Too Many Requests',
        details: { applicationError: { code: 'TOO_MANY_REQUESTS', description: 'Rate limit exceeded', data: {} } },
      }));
      return new Response(body, {
        status: 429,
        headers: { 'content-type': 'application/json; charset=UTF-8', 'Retry-After': String(retryAfter) },
      });
    }
    case 'non-json':
      return new Response(customBody(fault.body, 'upstream returned plain text instead of JSON\n'), {
        status: fault.status ?? 200,
        headers: { 'content-type': 'text/plain; charset=UTF-8' },
      });
    case 'html': {
      const status = fault.status ?? 502;
      return new Response(customBody(fault.body, htmlErrorPage(status)), {
        status,
        headers: { 'content-type': 'text/html; charset=UTF-8' },
      });
    }
    default:
      return undefined;
  }
}

/** Cuts a response's JSON body in half (at least one character short) and answers it with status 200. */
async function truncate(response: Response): Promise<Response> {
  const text = await response.text();
  const full = text.length > 1 ? text : '{"truncated":true}';
  const cut = full.slice(0, Math.max(1, Math.floor(full.length / 2)));
  return new Response(cut, { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' } });
}

/** Destroys the connection a request came in on (the `reset` fault). */
function destroyConnection(c: Context): void {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
  env?.incoming?.socket?.destroy();
}

/**
 * The outermost middleware: request id, CORS, the read-only host rule, faults, the request log and the
 * `X-Wix-Consistent` header. Internal routes (`/__...`) get request ids and CORS only.
 */
export function coreMiddleware(deps: MiddlewareDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const state = stateOf(c);
    const requestId = newRequestId(deps.now());
    state.requestId = requestId;
    const url = new URL(c.req.url);
    const path = url.pathname;
    const method = c.req.method;
    const origin = c.req.header('origin');

    if (method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const privateNetwork = c.req.header('access-control-request-private-network') === 'true';
      return new Response(null, {
        status: 204,
        headers: { ...preflightHeaders(origin, privateNetwork), 'X-Wix-Request-Id': requestId },
      });
    }
    if (isInternalPath(path)) {
      await next();
      setHeaders(c, { ...corsHeaders(origin), 'X-Wix-Request-Id': requestId });
      return;
    }

    const time = new Date(deps.now()).toISOString();
    let auth: AuthResult;
    try {
      auth = resolveAuth(c.req.raw.headers, deps.apiKey, deps.tokens());
    } catch {
      auth = { kind: 'unknown' };
    }
    state.auth = auth;
    let body: unknown;
    if (method !== 'GET' && method !== 'HEAD' && c.req.raw.body) {
      const text = await c.req.raw.clone().text();
      if (text !== '') {
        try {
          body = maskBody(decodeBody(text, c.req.header('content-type') ?? null));
        } catch {
          body = maskText(text);
        }
      }
    }
    const log = (status: number, extra: { fault?: string; error?: string; response?: unknown } = {}) =>
      deps.core.requestLog.add({
        requestId,
        time,
        method,
        host: state.hostKind,
        path,
        query: queryObject(url.searchParams),
        headers: maskHeaders(c.req.raw.headers),
        auth: describeAuth(auth),
        ...(body === undefined ? {} : { body }),
        status,
        ...extra,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      });

    const { latency, fault } = deps.core.faults.take(method, path, state.hostKind);
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency.latencyMs ?? 100));
    if (fault?.kind === 'reset') {
      log(0, { fault: 'reset' });
      destroyConnection(c);
      return new Response(null, { status: 500 });
    }
    const early = fault ? faultResponse(fault) : undefined;
    if (early) {
      c.res = early;
    } else if (state.hostKind === 'readOnly' && method !== 'GET' && method !== 'HEAD') {
      c.res = errorResponse(readOnlyRefusal(method));
    } else {
      await next();
      if (fault?.kind === 'truncated') c.res = await truncate(c.res);
      if (fault?.kind === 'lost') {
        log(0, { fault: 'lost' });
        destroyConnection(c);
        return new Response(null, { status: 500 });
      }
    }

    const headers: Record<string, string> = { ...corsHeaders(origin), 'X-Wix-Request-Id': requestId };
    if (MUTATIONS.has(method) && !fault && c.res.status >= 200 && c.res.status < 300) {
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
