import type { FetchLike } from '@storefront-kit/http-core';

/** One request as the injected fetch saw it. */
export interface Recorded {
  method: string;
  host: string;
  path: string;
  query: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fetch that records every request (method, host, path, query, headers, parsed JSON body) and answers
 * with `respond` (default: `200 {"data":{}}`). No global is touched.
 */
export function recordingFetch(respond: (request: Request) => Response | Promise<Response> = () => json({ data: {} })) {
  const requests: Recorded[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      host: url.origin,
      path: url.pathname,
      query: url.search,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return respond(request);
  };
  return { fetch, requests };
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}
