/**
 * `@storefront-kit/http-core/otel` over real HTTP on loopback, spans caught by the OTel SDK's
 * in-memory exporter: attributes, retries, failures, and where `traceparent` goes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { diag, DiagLogLevel, propagation, SpanKind, SpanStatusCode, trace, type DiagLogger, type TextMapPropagator } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rejectionOf } from '../helpers';
import { createClient } from '../../src/client';
import type { ClientOptions } from '../../src/client-types';
import { defineEndpoint } from '../../src/endpoint';
import { HttpError, NetworkError, ValidationError } from '../../src/errors';
import { otelTracing } from '../../src/otel';

/**
 * The W3C `traceparent` format (what `W3CTraceContextPropagator` of `@opentelemetry/core` writes;
 * that package is not a dependency of http-core, so the test carries the few lines it needs).
 */
const w3c: TextMapPropagator = {
  inject(ctx, carrier, setter) {
    const s = trace.getSpanContext(ctx);
    if (s) setter.set(carrier, 'traceparent', `00-${s.traceId}-${s.spanId}-0${s.traceFlags}`);
  },
  extract: (ctx) => ctx,
  fields: () => ['traceparent'],
};

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

/** What each server saw: path and `traceparent`. */
const seen: { url: string; traceparent: string | undefined }[] = [];
let answers: ((res: ServerResponse) => void)[] = [];
/** Answers for one path, taken before `answers`. */
let byPath: Record<string, ((res: ServerResponse) => void)[]> = {};
const answer =
  (status: number, requestId: string, headers: Record<string, string> = {}) =>
  (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json', 'x-wix-request-id': requestId, ...headers }).end('{}');

const handler = (name: string) => (req: IncomingMessage, res: ServerResponse) => {
  seen.push({ url: `${name}${req.url}`, traceparent: req.headers.traceparent as string | undefined });
  (byPath[req.url!]?.shift() ?? answers.shift() ?? answer(200, 'req-default'))(res);
};
const server = createServer(handler('platform'));
const other = createServer(handler('other'));
let base = '';
let otherBase = '';

beforeAll(async () => {
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(w3c);
  for (const s of [server, other]) await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  trace.disable();
  propagation.disable();
  for (const s of [server, other]) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});
beforeEach(() => {
  exporter.reset();
  seen.length = 0;
  answers = [];
  byPath = {};
});

const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
const addToCart = defineEndpoint({ method: 'POST', path: '/v1/carts/current/add-to-cart', prefix: '/ecom' });

function tracedClient(options: ClientOptions = {}) {
  const tracing = otelTracing();
  const hosts = { api: `${base}/api`, readOnly: `${base}/ro`, edge: `${base}/edge` };
  return tracing.instrument(createClient({ hosts, ...options, middleware: [...(options.middleware ?? []), tracing] }));
}

const only = () => {
  const spans = exporter.getFinishedSpans();
  expect(spans).toHaveLength(1);
  return spans[0]!;
};

describe('otelTracing', () => {
  it('records one CLIENT span per call with the HTTP attributes and the request id, query values redacted', async () => {
    answers = [answer(200, 'req-ok')];
    await tracedClient().request(getProduct, { params: { id: 'p1' }, query: { token: 'secret-value', limit: 2 } });
    const span = only();
    const port = Number(new URL(base).port);
    expect(span.name).toBe('GET');
    expect(span.kind).toBe(SpanKind.CLIENT);
    expect(span.attributes).toEqual({
      'http.request.method': 'GET',
      'url.full': `${base}/ro/stores-reader/v1/products/p1?token=REDACTED&limit=REDACTED`,
      'server.address': '127.0.0.1',
      'server.port': port,
      'http.response.status_code': 200,
      'wix.request_id': 'req-ok',
    });
    expect(JSON.stringify(span.attributes)).not.toContain('secret-value');
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    const { traceId, spanId } = span.spanContext();
    expect(seen).toEqual([{ url: 'platform/ro/stores-reader/v1/products/p1?token=secret-value&limit=2', traceparent: `00-${traceId}-${spanId}-01` }]);
  });

  it('records a retried call as one span with the resend count and the last answer', async () => {
    answers = [answer(503, 'req-1', { 'retry-after': '0' }), answer(200, 'req-2')];
    await tracedClient().request(getProduct, { params: { id: 'p1' } });
    const span = only();
    expect(span.attributes).toMatchObject({ 'http.request.resend_count': 1, 'http.response.status_code': 200, 'wix.request_id': 'req-2' });
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    // Both attempts carry the same span as parent.
    expect(seen.map((s) => s.traceparent)).toEqual(Array(2).fill(`00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`));
  });

  it('keeps concurrent calls of one endpoint apart', async () => {
    byPath = {
      '/ro/stores-reader/v1/products/p1': [answer(503, 'req-1', { 'retry-after': '0' }), answer(200, 'req-2')],
      '/ro/stores-reader/v1/products/p2': [answer(200, 'req-3')],
    };
    const client = tracedClient();
    await Promise.all(['p1', 'p2'].map((id) => client.request(getProduct, { params: { id } })));
    const spans = exporter
      .getFinishedSpans()
      .map((s) => s.attributes)
      .sort((a, b) => String(a['url.full']).localeCompare(String(b['url.full'])));
    expect(spans).toEqual([
      expect.objectContaining({ 'url.full': `${base}/ro/stores-reader/v1/products/p1`, 'http.request.resend_count': 1, 'wix.request_id': 'req-2' }),
      expect.objectContaining({ 'url.full': `${base}/ro/stores-reader/v1/products/p2`, 'wix.request_id': 'req-3' }),
    ]);
    expect(spans[1]!['http.request.resend_count']).toBeUndefined();
  });

  it('records a failed call: status ERROR, error.type, the exception, the answer', async () => {
    answers = [answer(404, 'req-404')];
    const error = await rejectionOf(tracedClient().request(addToCart, { body: { lineItems: [] } }));
    expect(error).toBeInstanceOf(HttpError);
    const span = only();
    expect(span.name).toBe('POST');
    expect(span.attributes).toMatchObject({ 'error.type': '404', 'http.response.status_code': 404, 'wix.request_id': 'req-404' });
    expect(span.attributes['http.request.resend_count']).toBeUndefined();
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
    expect(span.events).toEqual([
      expect.objectContaining({
        name: 'exception',
        attributes: expect.objectContaining({
          'exception.message': 'Not Found (POST /api/ecom/v1/carts/current/add-to-cart)',
          'exception.stacktrace': expect.stringMatching(/^HttpError: Not Found \(POST /),
        }),
      }),
    ]);
  });

  it('records a call that got no answer with its error code and no status code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const tracing = otelTracing();
    const client = tracing.instrument(createClient({ hosts: { api }, middleware: [tracing] }));
    const error = await rejectionOf(client.request(addToCart));
    expect(error).toBeInstanceOf(NetworkError);
    const span = only();
    expect(span.attributes).toMatchObject({ 'error.type': 'ERR_NETWORK', 'server.port': Number(new URL(api).port) });
    expect(span.attributes['http.response.status_code']).toBeUndefined();
    expect(span.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  });

  it('records a call refused before sending, with no request attributes', async () => {
    const error = await rejectionOf(tracedClient().request(getProduct, { params: { id: '' } }));
    expect(error).toBeInstanceOf(ValidationError);
    const span = only();
    expect(span.attributes).toEqual({ 'http.request.method': 'GET', 'error.type': 'ERR_VALIDATION' });
    expect(span.status.code).toBe(SpanStatusCode.ERROR);
    expect(seen).toEqual([]);
  });

  it('sends traceparent to the platform hosts only', async () => {
    const toOther = { onRequest: ({ request }: { request: Request }) => new Request(request.url.replace(base, otherBase), request) };
    await tracedClient({ middleware: [toOther] }).request(getProduct, { params: { id: 'p1' } });
    const client = tracedClient();
    await client.fetchWithAuth(`${otherBase}/third-party`);
    await client.fetchWithAuth('/ecom/v1/carts/current');
    expect(seen.slice(0, 2)).toEqual([
      { url: 'other/ro/stores-reader/v1/products/p1', traceparent: undefined },
      { url: 'other/third-party', traceparent: undefined },
    ]);
    // fetchWithAuth to a platform host is a traced call like request(); to another origin it is a plain fetch.
    expect(seen[2]).toEqual({ url: 'platform/api/ecom/v1/carts/current', traceparent: expect.stringMatching(/^00-/) });
    // The call moved to another origin is still traced.
    expect(exporter.getFinishedSpans()).toHaveLength(2);
  });

  it("traces a fetchWithAuth call: one span across its attempts, with the answer's status", async () => {
    answers = [answer(503, 'req-1'), answer(404, 'req-2')];
    const res = await tracedClient({ retry: { baseDelayMs: 0 } }).fetchWithAuth('/stores-reader/v1/products/p1?secret=1');
    expect(res.status).toBe(404);
    const span = only();
    expect(span.name).toBe('GET');
    expect(span.kind).toBe(SpanKind.CLIENT);
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.full': `${base}/api/stores-reader/v1/products/p1?secret=REDACTED`,
      'http.response.status_code': 404,
      'http.request.resend_count': 1,
      'wix.request_id': 'req-2',
    });
    expect(seen.map((s) => s.traceparent)).toEqual([expect.stringMatching(/^00-/), expect.stringMatching(/^00-/)]);
  });

  it('sends no traceparent with propagate: false, and still traces', async () => {
    const tracing = otelTracing({ propagate: false });
    await tracing.instrument(createClient({ hosts: { readOnly: base }, middleware: [tracing] })).request(getProduct, { params: { id: 'p1' } });
    expect(seen).toEqual([{ url: 'platform/stores-reader/v1/products/p1', traceparent: undefined }]);
    expect(only().attributes['http.response.status_code']).toBe(200);
  });

  it('traces the calls of modules bound to the instrumented client', async () => {
    const tracing = otelTracing();
    const products = { get: (c: { request: typeof client.request }, id: string) => c.request(getProduct, { params: { id } }) };
    const client = tracing.instrument(createClient({ hosts: { readOnly: base }, middleware: [tracing], modules: { products } }));
    await client.products.get('p2');
    expect(only().attributes['url.full']).toBe(`${base}/stores-reader/v1/products/p2`);
  });

  it('still records the call, and warns once, when the middleware was not given to the client', async () => {
    const warn = vi.fn();
    diag.setLogger({ warn } as unknown as DiagLogger, DiagLogLevel.WARN);
    try {
      const client = otelTracing().instrument(createClient({ hosts: { readOnly: base } }));
      await client.request(getProduct, { params: { id: 'p1' } });
      await client.request(getProduct, { params: { id: 'p2' } });
    } finally {
      diag.disable();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without the tracing middleware'));
    expect(exporter.getFinishedSpans().map((s) => [s.name, s.attributes])).toEqual(Array(2).fill(['GET', { 'http.request.method': 'GET' }]));
    expect(seen.map((s) => s.traceparent)).toEqual([undefined, undefined]);
  });
});
