/**
 * A `fetch` for unit tests: records every request and answers through a handler. A test injects it
 * through `createClient(testClientOptions(fetch))`; nothing global is mocked. It imports no workspace
 * package, so the tests of any package (http-core's too) can use it, and nothing of Node: packages
 * typechecked without Node's types import it as `@storefront-kit/test-utils/recording-fetch`.
 */
import { expect } from 'vitest';

/** The test hosts: a recorded request's `host` tells which one it went to. */
export const TEST_HOSTS = { api: 'https://api.test', readOnly: 'https://readonly.test', edge: 'https://edge.test' } as const;

/** The `Authorization` value the test client's auth sends. */
export const TEST_TOKEN = 'visitor-token';

/** One recorded request. */
export interface Recorded {
  method: string;
  /** The whole URL. */
  url: string;
  /** The origin, e.g. `TEST_HOSTS.api`. */
  host: string;
  path: string;
  /** The query string as sent: `''` or `'?…'`. */
  search: string;
  /** The query parameters: a repeated one as a list, a `.r` one decoded to its JSON payload. */
  query: Record<string, unknown>;
  headers: Headers;
  /** The body text exactly as sent (`undefined` when none). */
  text: string | undefined;
  /** The parsed JSON body (`undefined` when none). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the recorded body's fields without a cast
  body: any;
}

/** Answers a recorded request; `index` counts the requests from 0. */
export type Respond = (request: Recorded, index: number) => Response | Promise<Response>;

/** A JSON response (status 200 unless told). */
export function json(body: unknown, init: ResponseInit | number = {}): Response {
  const { headers, ...rest } = typeof init === 'number' ? { status: init } : init;
  return new Response(JSON.stringify(body), {
    status: 200,
    ...rest,
    headers: { 'content-type': 'application/json', ...(headers as Record<string, string> | undefined) },
  });
}

const decodeR = (r: string): unknown =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(r.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key === '.r') query[key] = decodeR(value);
    else query[key] = key in query ? ([] as unknown[]).concat(query[key], value) : value;
  }
  return query;
}

/** What a request looked like on the wire. */
async function record(request: Request): Promise<Recorded> {
  const url = new URL(request.url);
  const text = request.body ? await request.clone().text() : undefined;
  return {
    method: request.method,
    url: request.url,
    host: url.origin,
    path: url.pathname,
    search: url.search,
    query: queryOf(url),
    headers: request.headers,
    text,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** A fetch that records every request in `requests` and answers with `respond` (default `200 {}`). */
export function recordingFetch(respond: Respond = () => json({})) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const recorded = await record(request);
    requests.push(recorded);
    return respond(recorded, requests.length - 1);
  };
  return { fetch, requests };
}

/** Client options for a recording fetch: the test hosts, no retries, and an auth that sends {@link TEST_TOKEN}. */
export function testClientOptions(fetch: (request: Request) => Promise<Response>) {
  return { fetch, hosts: TEST_HOSTS, retry: false as const, auth: { getAuthHeaders: async () => ({ Authorization: TEST_TOKEN }) } };
}

/** A promise with its resolve function, to answer requests in a chosen order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A recording fetch whose answers the test releases one by one, in any order. */
export function scriptedFetch() {
  const waiting: ((response: Response) => void)[] = [];
  const arrivals: { count: number; resolve: () => void }[] = [];
  const { fetch, requests } = recordingFetch(() => {
    const { promise, resolve } = deferred<Response>();
    waiting.push(resolve);
    for (const arrival of arrivals) if (waiting.length >= arrival.count) arrival.resolve();
    return promise;
  });
  /** Resolves once `count` requests were sent (no timers: the fetch itself signals). */
  const sent = async (count: number) => {
    if (waiting.length < count) {
      const { promise, resolve } = deferred<void>();
      arrivals.push({ count, resolve });
      await promise;
    }
    expect(requests).toHaveLength(count);
  };
  const answer = (index: number, response: Response) => waiting[index]?.(response);
  return { fetch, requests, sent, answer };
}

/**
 * Asserts that `call` on the recording client rejects with an `errorClass` error of code `ERR_VALIDATION`
 * naming `field`, and that no request went out; returns the error for further checks. The error class is
 * a parameter because this module imports no workspace package.
 */
export async function expectLocalValidationRejection<C>(
  { client, requests }: { client: C; requests: readonly Recorded[] },
  call: (client: C) => Promise<unknown>,
  errorClass: abstract new (...args: never[]) => Error,
  field: string,
): Promise<Error> {
  const error = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(errorClass);
  expect(error).toMatchObject({ code: 'ERR_VALIDATION', field });
  expect(requests).toHaveLength(0);
  return error as Error;
}
