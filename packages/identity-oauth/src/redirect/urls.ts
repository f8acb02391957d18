import { ValidationError } from '@storefront-kit/http-core';
import { DEFAULT_REDIRECT_URI, isAppRedirectUri } from '@storefront-kit/redirects';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
const currentOrigin = (): string | undefined => (typeof location !== 'undefined' && /^https?:$/.test(location.protocol) ? location.origin : undefined);

/**
 * Checks a redirect URI before it is sent anywhere (RFC 9700 §2.1): an absolute `https:` URL, `http:`
 * on a loopback host, or a URI with a native app's own scheme (`myapp://oauth/callback`, RFC 8252 §7.1;
 * never `javascript:`, `data:`, `vbscript:`, `file:`...), without fragment or credentials; exactly one of
 * `allowed` when given. The platform's placeholder (`DEFAULT_REDIRECT_URI`) passes: it leads nowhere.
 */
export function checkRedirectUri(uri: unknown, allowed?: readonly string[]): string {
  if (uri === DEFAULT_REDIRECT_URI) return uri;
  let u: URL | undefined;
  try {
    u = new URL(uri as string);
  } catch {
    // falls through to the error below
  }
  const ok =
    typeof uri === 'string' &&
    u &&
    (u.protocol === 'https:' || (u.protocol === 'http:' ? LOOPBACK.test(u.hostname) : isAppRedirectUri(uri))) &&
    !u.hash &&
    !u.username &&
    !u.password &&
    (!allowed || allowed.includes(uri));
  if (!ok) {
    throw new ValidationError(
      allowed
        ? 'redirectUri must be one of the allowedRedirectUris, exactly.'
        : 'redirectUri must be an absolute https URL (http only on localhost) or an app scheme URI, without fragment.',
      'redirectUri',
    );
  }
  return uri as string;
}

/**
 * A same-origin relative path to return to after login, or `fallback` (open-redirect guard,
 * RFC 9700 §4.11): `/account?tab=1` passes; `https://evil.example`, `//evil.example`,
 * `/\evil.example`, `https:evil.example`, `/.//evil.example` do not. An absolute URL on the current
 * page's origin is reduced to its path.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'https://return-to.invalid';
  let u: URL;
  try {
    u = new URL(value, base);
  } catch {
    return fallback;
  }
  const origin = currentOrigin();
  const relative = value.startsWith('/') && !value.startsWith('//') && u.origin === base;
  const sameOrigin = !!origin && /^https?:\/\//i.test(value) && new URL(value).origin === origin;
  const path = u.pathname + u.search + u.hash;
  // Dot segments normalise away: `/.//evil.example` has the path `//evil.example`, which leaves the site.
  return (relative || sameOrigin) && !path.startsWith('//') ? path : fallback;
}

/**
 * Where the platform sends the browser after logout: in a browser, a relative path resolves against
 * the page's origin and an absolute URL must be on that origin (else the origin's root is used);
 * elsewhere (a server, a native app), an absolute http(s) URL or a URI of the app's own scheme
 * (`myapp://signed-out`).
 */
export function postFlowUrl(value: unknown, field = 'postFlowUrl'): string {
  const origin = currentOrigin();
  if (origin) return origin + safeReturnTo(value);
  if (isAppRedirectUri(value)) return value as string;
  throw new ValidationError(`${field} must be an absolute http(s) URL or an app scheme URI outside a browser.`, field);
}
