/** Request headers browsers may send to the emulator. */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Wix-Consistent',
  'x-storefront-kit',
  'traceparent',
  'tracestate',
  'wix-site-id',
  'wix-account-id',
  'x-wix-bi-gateway',
];

/** Response headers browsers may read. */
const CORS_EXPOSED_HEADERS = ['X-Wix-Request-Id', 'X-Wix-Consistent', 'Retry-After'];

/** CORS headers for a response to a request from `origin` (none without an `Origin`). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
}

/**
 * Headers answering a preflight from `origin`; `privateNetwork` opts the page in to Private Network Access
 * (a page on a public origin calling the emulator on loopback or the local network): only for an origin
 * the emulator trusts (`AccessPolicy.originTrusted`), never a foreign one.
 */
export function preflightHeaders(origin: string | undefined, privateNetwork = false): Record<string, string> {
  return {
    ...corsHeaders(origin),
    ...(privateNetwork ? { 'Access-Control-Allow-Private-Network': 'true' } : {}),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': '600',
  };
}
