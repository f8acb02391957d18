/**
 * What the injected faults answer instead of the route: gateway-style statuses, rate limits, plain text,
 * HTML error pages, a truncated JSON body, or a dropped connection.
 */
import type { Context } from 'hono';
import type { FaultRule } from './rules';

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
export function faultResponse(fault: FaultRule): Response | undefined {
  switch (fault.kind) {
    case 'status': {
      const status = fault.status ?? 500;
      const fallback = JSON.stringify(
        status >= 500
          ? { message: statusText(status), details: {} }
          : {
              message: statusText(status),
              details: { applicationError: { code: statusText(status).toUpperCase().replace(/\W+/g, '_'), description: statusText(status), data: {} } },
            },
      );
      const body = customBody(fault.body, fallback);
      const isJson = typeof fault.body !== 'string' || /^\s*[{[]/.test(fault.body);
      return new Response(body, { status, headers: { 'content-type': isJson ? 'application/json; charset=UTF-8' : 'text/plain; charset=UTF-8' } });
    }
    case 'rate-limit': {
      const retryAfter = fault.retryAfter ?? 1;
      const body = customBody(
        fault.body,
        JSON.stringify({
          message: 'Too Many Requests',
          details: { applicationError: { code: 'TOO_MANY_REQUESTS', description: 'Rate limit exceeded', data: {} } },
        }),
      );
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
export async function truncate(response: Response): Promise<Response> {
  const text = await response.text();
  const full = text.length > 1 ? text : '{"truncated":true}';
  const cut = full.slice(0, Math.max(1, Math.floor(full.length / 2)));
  return new Response(cut, { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' } });
}

/** Destroys the connection a request came in on (the `reset` fault). */
export function destroyConnection(c: Context): void {
  const env = c.env as { incoming?: { socket?: { destroy(): void } } } | undefined;
  env?.incoming?.socket?.destroy();
}
