/**
 * Redirect-target rules of the emulator's authorization server (no open redirects, RFC 9700 §2.1 and
 * §4.11): redirect URIs match the allow-list exactly; callback and post-logout URLs must be absolute
 * http(s) URLs, or URIs of a native app's own scheme (`myapp://...`, RFC 8252 §7.1), on an origin of the
 * allow-list (for an app scheme: its scheme and host); pages only ever redirect to targets stored when
 * the redirect session was created. `javascript:`, `data:` and the like are never targets.
 */
import { DEFAULT_REDIRECT_URI, isAppRedirectUri } from '@storefront-kit/wire/redirects';

/** The URL when `value` is an absolute http(s) URL without credentials, else `undefined`. */
export function parseHttpUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url;
}

/** The URL when `value` is an http(s) URL or a URI of an app's own scheme, without credentials. */
function parseAppUri(value: string): URL | undefined {
  return isAppRedirectUri(value) ? new URL(value) : undefined;
}

/** The origin of an http(s) URL; for an app scheme, its scheme and host (`myapp://oauth`). */
function originOf(url: URL): string {
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : `${url.protocol}//${url.host}`;
}

/** Origins of the allowed redirect URIs (app schemes as scheme and host). */
export function allowedOrigins(allowedRedirectUris: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const uri of allowedRedirectUris) {
    const url = parseAppUri(uri);
    if (url) origins.add(originOf(url));
  }
  return origins;
}

/**
 * An auth redirect URI for `query`/`fragment` response modes: exact string match with the allow-list
 * (an http(s) URL or a registered app scheme URI such as `myapp://oauth/callback`), or the spec's
 * placeholder `unused://` (no code leaves the hosted page then).
 */
export function isAllowedRedirectUri(uri: string, allowedRedirectUris: readonly string[]): boolean {
  return uri === DEFAULT_REDIRECT_URI || (parseAppUri(uri) !== undefined && allowedRedirectUris.includes(uri));
}

/**
 * The `postMessage` target origin for `web_message`: the redirect URI must be an allowed URI exactly or
 * an origin (or URL) whose origin is the origin of an allowed URI. Answers that exact origin.
 */
export function webMessageOrigin(uri: string, allowedRedirectUris: readonly string[]): string | undefined {
  const url = parseHttpUrl(uri);
  if (!url) return undefined;
  if (allowedRedirectUris.includes(uri) || allowedOrigins(allowedRedirectUris).has(url.origin)) return url.origin;
  return undefined;
}

/** A callback / post-logout URL: absolute http(s) or app scheme, on an allowed origin (app scheme: scheme and host). */
export function isAllowedCallbackUrl(value: string, allowedRedirectUris: readonly string[]): boolean {
  const url = parseAppUri(value);
  return url !== undefined && (allowedRedirectUris.includes(value) || allowedOrigins(allowedRedirectUris).has(originOf(url)));
}

/** `base` with `params` added to its query string (existing parameters of the same names replaced). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** `base` with `params` as its fragment (`#code=..&state=..`; a previous fragment is replaced). */
export function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}
