import { createClient, type ClientOptions, type FetchLike } from '@storefront-kit/http-core';

/** One request as the injected fetch saw it. */
export interface Recorded {
  method: string;
  host: string;
  path: string;
  /** Decoded query parameters; a `.r` parameter is decoded to its JSON payload. */
  query: Record<string, unknown>;
  headers: Headers;
  body: unknown;
}

export const HOSTS = { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' };

const decodeR = (r: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(r.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

/**
 * A client whose injected fetch records every request and answers with `respond` (default `200 {}`).
 * No global is touched. Retries are off, so a failure is one request.
 */
export function recordingClient<const M extends Record<string, object> = {}>(
  respond: (request: Request, index: number) => Response | Promise<Response> = () => json({}),
  options: ClientOptions<M> = {},
) {
  const requests: Recorded[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const query: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) {
      if (k === '.r') query[k] = decodeR(v);
      else query[k] = k in query ? ([] as unknown[]).concat(query[k], v) : v;
    }
    requests.push({
      method: request.method,
      host: url.origin,
      path: url.pathname,
      query,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return respond(request, requests.length - 1);
  };
  const client = createClient<M>({
    fetch,
    hosts: HOSTS,
    retry: false,
    auth: { getAuthHeaders: async () => ({ Authorization: 'token' }) },
    ...options,
  });
  return { client, requests };
}

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}
