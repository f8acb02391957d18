// Shared helpers for the unit tests (not exported from the package).
import type { FetchLike } from '@storefront-kit/http-core';

export interface Recorded {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: any;
}

export type Handler = (req: Recorded) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** An injected fetch that records every request and answers through `handler`. */
export function fakeFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (req) => {
    const text = await req.text();
    const r: Recorded = {
      method: req.method,
      url: req.url,
      path: new URL(req.url).pathname,
      headers: Object.fromEntries(req.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(r);
    const res = await handler(r);
    if (!res) throw new TypeError('fetch failed');
    return res;
  };
  return { fetch, calls, tokenCalls: () => calls.filter((c) => c.path === '/oauth2/token') };
}

let n = 0;
export const tokenAnswer = (extra: Record<string, unknown> = {}) =>
  json({ access_token: `access-${++n}`, refresh_token: `refresh-${n}`, expires_in: 14400, token_type: 'Bearer', ...extra });

export const HOSTS = { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' };
