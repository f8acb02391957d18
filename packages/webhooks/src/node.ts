/**
 * `@storefront-kit/webhooks/node`: adapts a web-standard receiver (`createWebhooks`, `createServicePlugins`)
 * to Node's `(req, res)` handlers: `node:http` (and `node:http2`'s compatibility API), Express, Fastify's raw handlers, Next.js pages API routes.
 * The body is streamed into the receiver, so its size cap applies before anything is buffered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';

/**
 * Anything with a web-standard `processRequest`: a {@link https://developer.mozilla.org/docs/Web/API/Request Request}
 * in, a `Response` out.
 *
 * @example
 * ```ts
 * const processor: RequestProcessor = createWebhooks({ publicKey });
 * declare const publicKey: string;
 * ```
 */
export interface RequestProcessor {
  processRequest(request: Request): Promise<Response>;
}

/**
 * Options of {@link toNodeHandler}.
 *
 * @example
 * ```ts
 * toNodeHandler(servicePlugins, { origin: 'https://shop.example' });
 * declare const servicePlugins: ServicePlugins;
 * ```
 */
export interface NodeHandlerOptions {
  /** Origin used to build the request URL (service plugins match on its path). Default `http://<Host header>`. */
  origin?: string;
}

/**
 * A Node request, possibly with a body already read by a framework (`express.text()`, `express.raw()`).
 *
 * @example
 * ```ts
 * import type { ServerResponse } from 'node:http';
 * app.post('/webhooks', express.text(), (req: NodeRequest, res: ServerResponse) => toNodeHandler(webhooks)(req, res));
 * declare const webhooks: Webhooks;
 * declare const express: { text(): (req: NodeRequest, res: ServerResponse, next: () => void) => void };
 * declare const app: { post(path: string, ...handlers: ((req: NodeRequest, res: ServerResponse, next: () => void) => unknown)[]): void };
 * ```
 */
export type NodeRequest = IncomingMessage & { body?: unknown };

/**
 * Codes of the JSON bodies (`{ code, message }`, status 500) the Node adapter answers itself instead of the
 * receiver: `ERR_WEBHOOK_BODY_CONSUMED` when another middleware already read the body, `ERR_WEBHOOK_INTERNAL`
 * when `processRequest` threw (the receivers of this package never do; another `RequestProcessor` may).
 *
 * @example
 * ```ts
 * const { code } = (await response.json()) as { code?: NodeHandlerErrorCode | WebhookErrorCode };
 * if (code === 'ERR_WEBHOOK_BODY_CONSUMED') console.error('mount toNodeHandler before any body parser');
 * declare const response: Response;
 * ```
 */
export type NodeHandlerErrorCode = 'ERR_WEBHOOK_BODY_CONSUMED' | 'ERR_WEBHOOK_INTERNAL';

/** A JSON error body of the adapter's own. */
function adapterError(code: NodeHandlerErrorCode, message: string): Response {
  return new Response(JSON.stringify({ code, message }), { status: 500, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/**
 * A Node `(req, res)` handler.
 *
 * @example
 * ```ts
 * const handler: NodeHandler = toNodeHandler(webhooks);
 * declare const webhooks: Webhooks;
 * ```
 */
export type NodeHandler = (req: NodeRequest, res: ServerResponse) => Promise<void>;

function requestBody(req: NodeRequest): BodyInit | null | 'consumed' {
  const parsed = req.body;
  if (typeof parsed === 'string') return parsed;
  if (parsed instanceof Uint8Array) return new Uint8Array(parsed);
  if (req.readableEnded) return 'consumed';
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer | string) => {
          if (cancelled) return;
          controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (!cancelled) controller.close();
        });
        req.once('error', (error) => {
          if (!cancelled) controller.error(error);
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        cancelled = true;
        // HTTP/1: the response is sent with `Connection: close`, so the rest is never read. HTTP/2 (`node:http2`'s
        // compatibility API, whose requests have `stream`): the stream cannot end until the body has, so the rest
        // is read and dropped (never buffered).
        if ('stream' in req) req.resume();
        else req.pause();
      },
    },
    { highWaterMark: 1, size: () => 1 },
  );
}

/** The request as a web `Request`; the answer itself when it cannot be one; `'consumed'` when its body was read already. */
function toRequest(req: NodeRequest, options: NodeHandlerOptions): Request | Response | 'consumed' {
  const origin = options.origin ?? `http://${req.headers.host ?? 'localhost'}`;
  let url: URL;
  try {
    url = new URL(req.url ?? '/', origin);
  } catch {
    url = new URL(req.url ?? '/', 'http://localhost');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:path`, `:method`, ...) are not header fields; `Headers` refuses their names.
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const body = requestBody(req);
  if (body === 'consumed') return 'consumed';
  if (typeof body === 'string' || body instanceof Uint8Array) headers.delete('content-length');
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'POST', headers };
  if (body !== null) {
    init.body = body;
    init.duplex = 'half';
  }
  try {
    return new Request(url, init);
  } catch {
    // A method `Request` refuses to carry (TRACE): the receivers take POST only. Closed, as its body stays unread.
    return new Response(null, { status: 405, headers: { allow: 'POST', connection: 'close' } });
  }
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  // HTTP/2 (`node:http2`'s compatibility API, whose responses have `stream`) has no connection-specific
  // header fields: it would drop `connection` with a process warning, and closes the stream itself.
  const http2 = 'stream' in res;
  response.headers.forEach((value, name) => {
    if (!(http2 && name === 'connection')) res.setHeader(name, value);
  });
  const body = new Uint8Array(await response.arrayBuffer());
  res.setHeader('content-length', String(body.byteLength));
  res.end(body);
  // Settles when the answer is sent or the connection closed first (`end`'s callback never runs then).
  await finished(res).catch(() => {});
}

/**
 * Turns a web-standard receiver into a Node `(req, res)` handler. Mount it before any body parser, or
 * behind `express.text({ type: '*\/*' })` / `express.raw({ type: '*\/*' })`: a JSON-parsed body cannot be verified.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { toNodeHandler } from '@storefront-kit/webhooks/node';
 *
 * const webhooks = createWebhooks({ publicKey: process.env.WIX_PUBLIC_KEY! });
 * createServer(toNodeHandler(webhooks)).listen(3000);
 * // Express: app.post('/webhooks', toNodeHandler(webhooks));
 * ```
 */
export function toNodeHandler(processor: RequestProcessor, options: NodeHandlerOptions = {}): NodeHandler {
  return async (req, res) => {
    let response: Response;
    const request = toRequest(req, options);
    if (request === 'consumed') {
      console.error(
        '@storefront-kit/webhooks/node: the request body was already read by another middleware; mount toNodeHandler before body parsers or use express.text()/express.raw()',
      );
      response = adapterError('ERR_WEBHOOK_BODY_CONSUMED', 'Request body was already consumed');
    } else if (request instanceof Response) {
      response = request;
    } else {
      try {
        response = await processor.processRequest(request);
      } catch (error) {
        console.error(error);
        response = adapterError('ERR_WEBHOOK_INTERNAL', 'Internal Server Error');
      }
    }
    await send(res, response);
  };
}
