/**
 * `@storefront-kit/http-core/otel`: OpenTelemetry tracing for the request client. Only this entry
 * imports `@opentelemetry/api` (an optional peer dependency); an app that does not import it
 * carries none of it.
 */
import { context, diag, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span, type TracerProvider } from '@opentelemetry/api';
import type { Client, RequestFn, RequestInput } from './client-types';
import type { Endpoint } from './endpoint';
import { isHttpError, isStorefrontError } from './errors';
import { isPlatformUrl, type Hosts } from './hosts';
import type { Middleware } from './middleware';
import { VERSION } from './version';

/**
 * Options of {@link otelTracing}.
 *
 * @example
 * ```ts
 * import { trace } from '@opentelemetry/api';
 * const tracing = otelTracing({ tracerProvider: trace.getTracerProvider(), propagate: false });
 * ```
 */
export interface OtelTracingOptions {
  /** Where the tracer comes from. @default the global tracer provider */
  tracerProvider?: TracerProvider;
  /**
   * Whether to send the global propagator's headers (`traceparent`) to the platform hosts. In
   * browsers they make each call CORS-preflighted; turn them off if a host does not allow them.
   * @default true
   */
  propagate?: boolean;
}

/**
 * What {@link otelTracing} returns: a middleware to give `createClient`, and `instrument`, which
 * traces a client's calls. Both are needed: `instrument` opens and closes one span per call, the
 * middleware sees each attempt of it.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * const tracing: OtelTracing = otelTracing();
 * const client = tracing.instrument(createClient({ middleware: [tracing] }));
 * ```
 */
export interface OtelTracing extends Middleware {
  /**
   * Replaces `client.request` in place (modules bound to the client and every package given the
   * client are traced too) and returns the client.
   */
  instrument<C extends Client>(client: C): C;
}

interface Call {
  span: Span;
  ctx: Context;
  hosts: Readonly<Hosts>;
  sends: number;
  res?: Response | undefined;
}

const setter = { set: (headers: Headers, key: string, value: string) => headers.set(key, value) };

/** Ends a call's span: the answer's status and request id, and on failure the error's type, the exception and ERROR. */
function endSpan({ span, res }: Call, failed: boolean, error?: unknown): void {
  if (res) span.setAttributes({ 'http.response.status_code': res.status, 'wix.request_id': res.headers.get('x-wix-request-id') ?? undefined });
  if (failed) {
    const http = isHttpError(error);
    const e = error as Error | undefined;
    span.setAttribute('error.type', http ? String(error.status) : isStorefrontError(error) ? error.code : e?.name || '_OTHER');
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: http ? undefined : e?.message });
  }
  span.end();
}

/** Names the span after the first attempt's request (query values redacted), or counts a resend. */
function describeAttempt(c: Call, request: Request): void {
  c.res = undefined;
  if (c.sends++) return void c.span.setAttribute('http.request.resend_count', c.sends - 1);
  const url = new URL(request.url);
  url.search = url.search.replace(/=[^&]*/g, '=REDACTED');
  c.span.updateName(request.method);
  c.span.setAttributes({
    'http.request.method': request.method,
    'url.full': url.href,
    'server.address': url.hostname,
    'server.port': +url.port || (url.protocol === 'https:' ? 443 : 80),
  });
}

/**
 * OpenTelemetry tracing for `client.request` (and `client.fetchWithAuth` to a platform host, which runs
 * through it): one CLIENT span per call, named after the HTTP
 * method, with the stable HTTP semantic-convention attributes (`http.request.method`, `url.full`
 * with query values replaced by `REDACTED`, `server.address`, `server.port`,
 * `http.response.status_code`, `http.request.resend_count` when the call was retried, `error.type`
 * on failure) and `wix.request_id` (the `X-Wix-Request-Id` answer header). A failed call records the
 * exception and sets the span status to ERROR. The global propagator's headers (`traceparent`) go
 * only to the client's platform hosts. Hooks of a traced call see a per-call copy of its endpoint.
 *
 * @param options - the tracer provider, and whether to send `traceparent`
 * @returns the tracing middleware, with `instrument(client)`
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { otelTracing } from '@storefront-kit/http-core/otel';
 * const tracing = otelTracing();
 * const client = tracing.instrument(createClient({ middleware: [tracing] }));
 * ```
 */
export function otelTracing(options: OtelTracingOptions = {}): OtelTracing {
  const tracer = (options.tracerProvider ?? trace).getTracer('@storefront-kit/http-core', VERSION);
  // Keyed by the per-call copy of the endpoint that `instrument` passes on: the one object every hook of a
  // call sees and no other call does (the client's middleware API has no call identity of its own).
  const calls = new WeakMap<object, Call>();
  let warned = false;

  const finish = (c: Call, failed: boolean, error?: unknown) => {
    if (!failed && !c.sends && !warned) {
      warned = true;
      diag.warn('@storefront-kit/http-core/otel: the client was instrumented without the tracing middleware');
    }
    endSpan(c, failed, error);
  };

  return {
    onRequest({ request, endpoint }) {
      const c = calls.get(endpoint);
      if (!c) return;
      describeAttempt(c, request);
      if (options.propagate !== false && isPlatformUrl(request.url, c.hosts)) propagation.inject(c.ctx, request.headers, setter);
    },
    onResponse({ response, endpoint }) {
      const c = calls.get(endpoint);
      if (c) c.res = response;
    },
    instrument(client) {
      const request = client.request;
      client.request = ((endpoint: Endpoint, input?: RequestInput) => {
        const span = tracer.startSpan(endpoint.method, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': endpoint.method } });
        const c: Call = { span, ctx: trace.setSpan(context.active(), span), hosts: client.hosts, sends: 0 };
        const copy = { ...endpoint };
        calls.set(copy, c);
        return context
          .with(c.ctx, () => request(copy, input))
          .then(
            (value) => (finish(c, false), value),
            (error: unknown) => {
              finish(c, true, error);
              throw error;
            },
          );
      }) as RequestFn;
      return client;
    },
  };
}
