/**
 * The browser's way to the platform: a same-origin route handler that forwards an allow-listed set of
 * storefront calls (catalogue reads, the current cart) and adds the session's `Authorization` from the
 * httpOnly cookie. The browser client (`app/storefront.tsx`) points its three hosts here
 * (`/api/storefront/api`, `/readonly`, `/edge`), so the SDK's cart store and catalogue hooks run
 * unchanged in the browser while the tokens never reach JavaScript.
 *
 * Tokens renewed here (e.g. the access token expired between proxy.ts and this call) are written back
 * with `cookies().set`, which route handlers may do.
 */
import { isHttpError, isStorefrontError, type HostKind } from '@storefront-kit/http-core';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { createServerClient, isCrossSite, isHttps, nextJar } from '../../../../../lib/session';

const HOSTS: Record<string, HostKind> = { api: 'api', readonly: 'readOnly', edge: 'edge' };

/** Only what a shopper's page needs: never an open proxy to every platform API. */
const ALLOWED: Array<[method: RegExp, path: RegExp]> = [
  [/^GET$/, /^\/stores-reader\/v1\/(products|variants|collections)(\/|$)/],
  [/^POST$/, /^\/stores-reader\/v1\/products\/(query-platformized|[^/]+\/productOptionsAvailability|[^/]+\/variants\/query)$/],
  [/^GET$/, /^\/v2\/collections(\/|$)/],
  // The catalogue facade: the store's catalogue version, and the V3 reads and categories of a V3 store.
  [/^GET$/, /^\/stores\/v3\/(provision\/version|products)(\/|$)/],
  [/^GET$/, /^\/categories\/v1\/categories(\/|$)/],
  [/^POST$/, /^\/categories\/v1\/categories\/query$/],
  [/^(GET|PATCH|DELETE)$/, /^\/ecom\/v1\/carts\/current$/],
  [/^POST$/, /^\/ecom\/v1\/carts\/current\/(add-to-cart|remove-line-items|update-line-items-quantity|remove-coupon|estimate-totals|create-checkout)$/],
  [/^POST$/, /^\/_api\/redirects-api\/v1\/redirect-session$/],
];

const REQUEST_HEADERS = ['content-type', 'accept', 'x-wix-consistent'];
const RESPONSE_HEADERS = ['content-type', 'x-wix-request-id', 'x-wix-consistent', 'retry-after'];

/**
 * The largest body forwarded: the platform's own request limit (1 MiB). Anyone can post here (the
 * Origin check only stops other sites' pages), so a larger body is refused while it streams in,
 * never buffered whole.
 */
const MAX_BODY_BYTES = 1024 * 1024;

/** The request's body, or `null` when it is larger than `MAX_BODY_BYTES` (declared or streamed). */
async function boundedBody(request: NextRequest): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader!.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** An error in the platform's format, so the browser's http-core turns it into the usual typed error. */
const platformError = (status: number, code: string, description: string) =>
  Response.json({ message: description, details: { applicationError: { code, description, data: {} } } }, { status });

async function forward(request: NextRequest, { params }: { params: Promise<{ host: string; path: string[] }> }): Promise<Response> {
  const { host } = await params;
  const kind = HOSTS[host];
  // The raw (still percent-encoded) path after /api/storefront/<host>.
  const path = request.nextUrl.pathname.slice(`/api/storefront/${host}`.length);
  if (!kind || !ALLOWED.some(([m, p]) => m.test(request.method) && p.test(path))) {
    return platformError(404, 'NOT_FOUND', `No storefront route for ${request.method} ${path}`);
  }
  if (isCrossSite(request)) return platformError(403, 'FORBIDDEN', 'Cross-site request refused');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await boundedBody(request) : undefined;
  if (body === null) return platformError(413, 'PAYLOAD_TOO_LARGE', `A storefront call's body is at most ${MAX_BODY_BYTES} bytes`);
  const jar = await cookies();
  const { client } = createServerClient(nextJar(jar), { secure: isHttps(request.nextUrl, request.headers) });
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let upstream: Response;
  try {
    upstream = await client.fetchWithAuth(client.hosts[kind] + path + request.nextUrl.search, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (e) {
    // Session start or transport failure: no token or upstream detail leaves the server.
    if (isHttpError(e)) return platformError(e.status >= 500 ? 502 : e.status, e.code, e.message);
    return platformError(502, isStorefrontError(e) ? e.code : 'BAD_GATEWAY', 'The storefront could not reach the platform');
  }
  const out = new Headers({ 'cache-control': 'no-store' });
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

export { forward as DELETE, forward as GET, forward as PATCH, forward as POST };
