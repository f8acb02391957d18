/** How an answer is read: its body (capped), a 2xx's JSON object and the entity a call must hold, and the HttpError of any other status. */
import { HttpError, InvalidResponseError, RateLimitError, type FieldViolation, type HttpBodyKind } from './errors';
import { parseRetryAfter } from './retry';

// biome-ignore lint/suspicious/noExplicitAny: the platform's JSON, each field read through a check
type JsonObject = Record<string, any>;
const asObject = (value: unknown): JsonObject | undefined => (typeof value === 'object' && value && !Array.isArray(value) ? (value as JsonObject) : undefined);

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The body as text, read chunk by chunk (never buffered whole): once it passes `max` bytes, or when
 * `Content-Length` says it will, the stream is cancelled (closing the connection) and an
 * InvalidResponseError `tooLarge` thrown.
 */
export async function readText(res: Response, max: number): Promise<string> {
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const declared = +res.headers.get('content-length')!;
  let text = '';
  for (let size = 0; reader; ) {
    if (size > max || declared > max) {
      void reader.cancel().catch(() => {});
      throw new InvalidResponseError(`Response body over ${max} bytes`, res.status, undefined, { reason: 'tooLarge' });
    }
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.length;
    // A chunk that ends on an ASCII byte ends on a character: decoding it without `stream` takes
    // TextDecoder's fast path (the streaming one is several times slower). An empty chunk streams:
    // decoding it without would cut a character whose bytes straddle it.
    text += decoder.decode(value, { stream: !(value.at(-1)! < 128) });
  }
  return text;
}

/** The JSON object of a 2xx answer; an empty body is `{}`, anything else not an object is an error. */
export function readSuccess(res: Response, text: string): JsonObject {
  if (!text.trim()) return {};
  const type = res.headers.get('content-type') ?? undefined;
  // No content type is read as JSON; any other than JSON is refused unread.
  const data = !type || /json/i.test(type) ? asObject(parse(text)) : undefined;
  if (data) return data;
  throw new InvalidResponseError(`Expected a JSON object in the ${res.status} response (${type})`, res.status, type, { reason: 'notJson' });
}

/**
 * Awaits the answer of a call that must return one entity under `key`, and checks it is there. http-core
 * reads an empty 2xx body as `{}` (the wire contract), so without this check an empty 200 would resolve
 * and the app would fail later, on `answer.product.name`; with it, the call rejects with an
 * {@link InvalidResponseError} (status 200) that says what was missing.
 *
 * @param answer - the call's answer (or its promise)
 * @param key - the field that must hold an object, e.g. `'cart'`, `'product'`
 * @returns the answer, unchanged
 * @throws {@link InvalidResponseError} `The <key> answer has no <key>.` when `answer[key]` is not an object
 * @example
 * ```ts
 * import { createClient, defineEndpoint, requireEntity } from '@storefront-kit/http-core';
 * const client = createClient();
 * const getOrder = defineEndpoint({ method: 'GET', path: '/v1/orders/{id}', prefix: '/ecom' });
 * const { order } = await requireEntity(client.request<{ order: { id: string } }>(getOrder, { params: { id: 'o-1' } }), 'order');
 * ```
 */
export async function requireEntity<T, K extends keyof T & string>(answer: T | Promise<T>, key: K): Promise<T & Record<K, object>> {
  const r = await answer;
  const entity: unknown = r[key];
  if (entity === null || typeof entity !== 'object') throw new InvalidResponseError(`The ${key} answer has no ${key}.`, 200);
  return r as T & Record<K, object>;
}

const upperSnake = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();

/** What an error answer's body was, from its text, its parse and its content type. */
function bodyKindOf(res: Response, text: string, parsed: unknown): HttpBodyKind {
  if (!text.trim()) return 'empty';
  if (parsed !== undefined) return 'json';
  return /html/i.test(res.headers.get('content-type') ?? '') ? 'html' : 'text';
}

/** A non-empty string, else `undefined`. */
const nonEmptyText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** `head: detail`, or `head` alone when the detail only repeats it. */
const joined = (head: string, detail: string) => (head === detail ? head : `${head}: ${detail}`);

/**
 * Builds the HttpError for a non-2xx answer, following the platform's message rules and naming the call
 * (method and path) at the end: a RateLimitError for a 429 or 503 with a usable `Retry-After`. An
 * endpoint's `failure` text, when it has one, comes first in place of the rules' message.
 */
export function toHttpError(res: Response, text: string, method: string, url: string, attempts: number, failure?: string): HttpError {
  const parsed = parse(text);
  const data = asObject(parsed);
  const details = asObject(data?.details) ?? {};
  const app = asObject(details.applicationError);
  const list: unknown = details.validationError?.fieldViolations;
  const fieldViolations = (Array.isArray(list) ? (list.filter(asObject) as FieldViolation[]) : []).sort((a, b) => +(a.field > b.field) - +(a.field < b.field));
  const statusText = res.statusText || 'UNKNOWN';
  const requestId = res.headers.get('x-wix-request-id') ?? undefined;
  let code = upperSnake(statusText);
  let message = `System error occurred${requestId ? `, request-id: ${requestId}` : ''}`;
  let applicationCode: string | undefined;
  // The platform's words: its message and description, or an OAuth endpoint's `error` and `error_description`.
  const said = nonEmptyText(data?.message) ?? nonEmptyText(data?.error);
  const described = nonEmptyText(app?.description) ?? nonEmptyText(data?.error_description);
  let platformMessage = said && described ? joined(said, described) : (said ?? described);
  if (fieldViolations.length) {
    code = 'INVALID_ARGUMENT';
    platformMessage = `${code}: ${fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
    message = platformMessage;
  } else if (app || (res.status >= 400 && res.status < 500)) {
    message = joined(said ?? statusText, described ?? statusText);
    if (app?.code != null) code = String(app.code);
    applicationCode = code;
  } else platformMessage = undefined;
  if (failure) message = platformMessage ? `${failure}: ${platformMessage}` : failure;
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
  const init = {
    status: res.status,
    method,
    url,
    requestId,
    details,
    fieldViolations,
    applicationCode,
    platformMessage,
    data,
    bodyKind: bodyKindOf(res, text, parsed),
    retryAfterMs,
    attempts,
    response: res,
  };
  // Which call failed, after the platform's text: `Cart not found (GET /ecom/v1/carts/current)`.
  message += ` (${method} ${url.replace(/^\w+:\/\/[^/]+/, '')})`;
  return retryAfterMs !== undefined && [429, 503].includes(res.status)
    ? new RateLimitError(message, init as typeof init & { retryAfterMs: number })
    : new HttpError(message, code, init);
}
