import { createClient, type Client } from '@storefront-kit/http-core';
import { cookieStorage, OAuthStrategy, type CookieAttributes, type ExpiredSessionPolicy } from '@storefront-kit/identity-oauth';
import { storefrontConfig } from './config';

/**
 * The cookie functions a request offers: Next's `cookies()` store in route handlers and server
 * actions, `request.cookies` / `response.cookies` in `proxy.ts`, or a read-only view in pages.
 */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, attributes: CookieAttributes): unknown;
  delete(name: string): unknown;
}

export interface ServerSessionOptions {
  /** Whether the page was requested over https (the cookie gets `Secure` only then). */
  secure: boolean;
  /** What a refused refresh token leads to. @default 'visitor' (a storefront keeps selling) */
  expiredSession?: ExpiredSessionPolicy;
}

/**
 * One client per request, its tokens in the request's cookies (`sfk.<clientId>.tokens`, httpOnly:
 * the browser never needs them, every platform call goes through this server).
 */
export function createServerClient(jar: CookieJar, options: ServerSessionOptions): { client: Client; auth: OAuthStrategy } {
  const { clientId, hosts, siteUrl } = storefrontConfig();
  const cookies = (expiresInDays: number) =>
    cookieStorage({
      get: (name) => jar.get(name),
      set: (name, value, attributes) => jar.set(name, value, attributes),
      delete: (name) => jar.delete(name),
      expiresInDays,
      attributes: { path: '/', sameSite: 'lax', secure: options.secure, httpOnly: true },
    });
  // No `hosts` here: the strategy's token and identity calls follow the client's (createClient below).
  const auth = OAuthStrategy({
    clientId,
    expiredSession: options.expiredSession ?? 'visitor',
    // Tokens: `sfk.<clientId>.tokens`, 30 days (the refresh token's life; the access token inside
    // is renewed by proxy.ts when it is about to expire).
    storage: cookies(30),
    // Pending redirect logins (PKCE verifier per state): `sfk.<clientId>.pkce.<state>` and the index
    // `sfk.<clientId>.pkce`, one hour; removed by the callback.
    transactionStorage: cookies(1 / 24),
    ...(siteUrl ? { allowedRedirectUris: [`${siteUrl}/callback`] } : {}),
  });
  return { client: createClient({ auth, hosts }), auth };
}

/** A jar over Next's `cookies()` store (route handlers and server actions may write it). */
export function nextJar(store: {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, attributes: CookieAttributes): unknown;
  delete(name: string): unknown;
}): CookieJar {
  return { get: (name) => store.get(name), set: (name, value, attributes) => store.set(name, value, attributes), delete: (name) => store.delete(name) };
}

/** This site's public origin: `STOREFRONT_SITE_URL`, else the request's own. */
export function siteOrigin(url: URL): string {
  return storefrontConfig().siteUrl ?? url.origin;
}

/**
 * A cookie jar for server components, which cannot set cookies: writes are dropped with a warning.
 * `proxy.ts` renews tokens well before they expire (60 s margin), so a page render never has to.
 */
export function readOnlyJar(jar: Pick<CookieJar, 'get'>): CookieJar {
  const refuse = () => {
    console.warn('storefront-kit example: the session changed while rendering a page; proxy.ts should have renewed it');
  };
  return { get: (name) => jar.get(name), set: refuse, delete: refuse };
}

/** `Secure` cookies only over https (directly or behind a TLS-terminating proxy). */
export function isHttps(url: URL, headers: Headers): boolean {
  return url.protocol === 'https:' || headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * Whether a state-changing request comes from another site's page (CSRF): browsers send `Origin`
 * with every POST/PATCH/DELETE; it must be this site. Requests without `Origin` (not from a browser
 * page) pass; SameSite=Lax already keeps the session cookie off cross-site posts.
 */
export function isCrossSite(request: { method: string; headers: Headers; nextUrl: URL }): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== siteOrigin(request.nextUrl);
}
