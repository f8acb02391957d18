/**
 * A `fetch` for unit tests: records every request (method, host, path, query, body, headers) and
 * answers through a handler. Injected through `createClient({ fetch })`; nothing global is mocked.
 */
import { createClient, type Client } from '@storefront-kit/http-core';
import { expect } from 'vitest';

/** The test hosts, so a recorded URL tells which host a request went to. */
export const HOSTS = { api: 'https://api.test', readOnly: 'https://readonly.test', edge: 'https://edge.test' } as const;

/** One recorded request. */
export interface Recorded {
  method: string;
  host: 'api' | 'readOnly' | 'edge' | 'other';
  path: string;
  query: string;
  /** The body text, exactly as sent (`undefined` when none). */
  text: string | undefined;
  /** The parsed JSON body. */
  body: any;
  headers: Record<string, string>;
}

export type Answer = Response | Promise<Response>;

/** A JSON response. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch records requests and answers with `handler`. */
export function recordingClient(handler: (request: Recorded) => Answer = () => json({ cart: { id: 'c1' } })) {
  const requests: Recorded[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const host = (Object.entries(HOSTS).find(([, origin]) => origin === url.origin)?.[0] ?? 'other') as Recorded['host'];
    const text = request.body ? await request.text() : undefined;
    const recorded: Recorded = {
      method: request.method,
      host,
      path: url.pathname,
      query: url.search,
      text,
      body: text === undefined ? undefined : JSON.parse(text),
      headers: Object.fromEntries(request.headers),
    };
    requests.push(recorded);
    return handler(recorded);
  };
  const client: Client = createClient({
    hosts: HOSTS,
    fetch,
    retry: false,
    auth: { getAuthHeaders: async () => ({ Authorization: 'visitor-token' }) },
  });
  return { client, requests };
}

/** A promise with its resolve function, to answer requests in a chosen order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A client whose answers the test releases one by one, in any order. */
export function scripted() {
  const waiting: { request: Recorded; answer: (response: Response) => void }[] = [];
  const arrivals: { count: number; resolve: () => void }[] = [];
  const { client, requests } = recordingClient((request) => {
    const { promise, resolve } = deferred<Response>();
    waiting.push({ request, answer: resolve });
    for (const arrival of arrivals) if (waiting.length >= arrival.count) arrival.resolve();
    return promise as Answer;
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
  const answer = (index: number, response: Response) => waiting[index]?.answer(response);
  return { client, requests, sent, answer };
}
