import type { Endpoint } from './endpoint';

/**
 * What middleware sees before a request is sent. `attempt` starts at 1 and grows with retries.
 *
 * @example
 * ```ts
 * import type { RequestState } from '@storefront-kit/http-core';
 * const log = (s: RequestState) => console.log(s.attempt, s.request.method, s.request.url);
 * ```
 */
export interface RequestState {
  /** The request about to be sent (headers already merged). */
  request: Request;
  /** The endpoint being called. */
  endpoint: Endpoint;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
}

/**
 * What middleware sees when an answer arrives (before its status is checked).
 *
 * @example
 * ```ts
 * import type { ResponseState } from '@storefront-kit/http-core';
 * const log = (s: ResponseState) => console.log(s.response.status, s.request.url);
 * ```
 */
export interface ResponseState extends RequestState {
  /** The answer, body unread. */
  response: Response;
}

/**
 * What middleware sees when a call fails for good (after retries). `request` is undefined when
 * the call failed before a request was built (local validation).
 *
 * @example
 * ```ts
 * import type { ErrorState } from '@storefront-kit/http-core';
 * const report = (s: ErrorState) => console.error(s.endpoint.path, s.error);
 * ```
 */
export interface ErrorState extends Omit<RequestState, 'request'> {
  /** The last request sent, if any. */
  request: Request | undefined;
  /** The error about to be thrown. */
  error: unknown;
}

/**
 * The one extension model of the client. Each hook receives one state object; `onRequest` may
 * return a replacement Request, `onResponse` a replacement Response, `onError` a replacement
 * error. Hooks run in array order.
 *
 * @example
 * ```ts
 * import { createClient, type Middleware } from '@storefront-kit/http-core';
 * const tracing: Middleware = {
 *   onRequest: ({ request }) => { request.headers.set('x-trace-id', crypto.randomUUID()); },
 *   onResponse: ({ response, attempt }) => { console.log(response.status, attempt); },
 *   onError: ({ error }) => { console.error(error); },
 * };
 * const client = createClient({ middleware: [tracing] });
 * ```
 */
export interface Middleware {
  /** Before each attempt is sent. */
  onRequest?(state: RequestState): Request | void | Promise<Request | void>;
  /** When each attempt is answered, before the status is checked. */
  onResponse?(state: ResponseState): Response | void | Promise<Response | void>;
  /** Once, when the call fails for good. */
  onError?(state: ErrorState): unknown;
}
