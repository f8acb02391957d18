/**
 * Schemes never accepted as a place to send a browser or an app back to: they run script, read local
 * files or carry their own content instead of naming a page, or name a network service that is not one.
 */
const UNSAFE_SCHEME = /^(javascript|data|vbscript|file|blob|about|filesystem|view-source|ftp|wss?):$/;

/**
 * Whether `value` may be a redirect or callback target of an app: an absolute `http(s)` URL, or a URI with
 * an app's own scheme (`myapp://oauth/callback`, `com.example.app:/callback`, what native apps register,
 * RFC 8252 §7.1), never a `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, `about:`, `ftp:` or
 * `ws(s):` URI and never one with credentials. Whether the OAuth app allows it is for the platform to say.
 *
 * @param value - the URI to check
 * @returns `true` for a URI an app may be sent back to
 * @example
 * ```ts
 * import { isAppRedirectUri } from '@storefront-kit/redirects';
 * isAppRedirectUri('myapp://oauth/callback'); // true
 * isAppRedirectUri('javascript:alert(1)'); // false
 * ```
 */
export function isAppRedirectUri(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !UNSAFE_SCHEME.test(url.protocol) && !url.username && !url.password;
}
