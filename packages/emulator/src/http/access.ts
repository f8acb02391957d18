/**
 * Who may reach an emulator served on the network. A request naming a `Host` the emulator does not answer
 * to is refused (DNS rebinding: a page on `http://evil.example` whose name now points at 127.0.0.1 is
 * same-origin to itself). A browser page is trusted with the control API and the dashboard, and opted in
 * to Private Network Access, only from the emulator's own origin, a loopback origin or an allowed one.
 * The in-process emulator (MSW) uses {@link OPEN_ACCESS}: nothing of it is on the network.
 */

/** Which `Host` names a served emulator answers and which browser origins it trusts. */
export interface AccessPolicy {
  /** Whether a request with this `Host` header (`name[:port]`) may be answered at all. */
  hostAllowed(host: string): boolean;
  /**
   * Whether a page on `origin` may use the control API and the dashboard and be opted in to Private
   * Network Access; `requestUrl` (built from the `Host`) tells the emulator's own origin.
   */
  originTrusted(origin: string, requestUrl: URL): boolean;
  /**
   * Whether a page on `origin` may post the hosted pages' forms: only the emulator's own origin and the
   * allowed origins, not every loopback one (a shop on another port sends the browser to a hosted page,
   * whose form then posts from the page itself; it never posts the form).
   */
  formOriginTrusted(origin: string, requestUrl: URL): boolean;
}

/** Every host answered, every origin trusted: the in-process emulator, which no other page can reach. */
export const OPEN_ACCESS: AccessPolicy = { hostAllowed: () => true, originTrusted: () => true, formOriginTrusted: () => true };

/** What {@link createAccessPolicy} builds a policy from (the resolved options). */
export interface AccessSettings {
  /** The interface the server listens on (`host` option): a name given there is answered. */
  host: string;
  /** Host names answered besides loopback names and IP addresses; `.example.com` also covers subdomains. */
  allowedHosts: readonly string[];
  /** Origins trusted besides the emulator's own and loopback ones (normalized by {@link checkAllowedOrigin}). */
  allowedOrigins: readonly string[];
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * `true` for a name that can only mean this machine: `localhost` and its subdomains (RFC 6761; browsers
 * resolve them to loopback themselves), 127.0.0.0/8 and `[::1]`. `hostname` as `URL.hostname` gives it.
 */
export function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    (IPV4.test(hostname) && hostname.startsWith('127.')) ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

/** `true` for an IP address (`URL.hostname` form): a rebinding page is always reached by a name, never an address. */
function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.startsWith('[');
}

/** The lower-case host name of a `Host` header, `undefined` when it is not one. */
function hostnameOf(host: string): string | undefined {
  if (!/^[\w.\-[\]:]+$/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * `name` checked as an `allowedHosts` entry (a host name, or `.domain` for it and its subdomains), in
 * lower case (`.Example.com` -> `.example.com`); a `TypeError` otherwise.
 */
export function checkAllowedHost(name: string): string {
  if (typeof name !== 'string' || !/^\.?[a-z\d_-]+(\.[a-z\d_-]+)*$/i.test(name)) {
    throw new TypeError(`allowedHosts entries must be host names (e.g. dev.example.com, or .example.com for its subdomains too), got ${String(name)}`);
  }
  return name.toLowerCase();
}

/**
 * `origin` checked as an `allowedOrigins` entry (`http(s)://name[:port]`, nothing after it) and
 * normalized as browsers send it (`https://Shop.example/` -> `https://shop.example`); a `TypeError` otherwise.
 */
export function checkAllowedOrigin(origin: string): string {
  const url = typeof origin === 'string' && URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new TypeError(`allowedOrigins entries must be origins such as https://shop.example:8443 (scheme, host, port; no path), got ${String(origin)}`);
  }
  return url.origin;
}

/** The policy of an emulator served on the network. */
export function createAccessPolicy(settings: AccessSettings): AccessPolicy {
  const names = new Set(settings.allowedHosts.filter((name) => !name.startsWith('.')));
  const domains = settings.allowedHosts.filter((name) => name.startsWith('.'));
  const bound = hostnameOf(settings.host);
  if (bound) names.add(bound);
  const origins = new Set(settings.allowedOrigins);
  return {
    hostAllowed(host) {
      const hostname = hostnameOf(host);
      if (hostname === undefined) return false;
      return (
        isIpAddress(hostname) ||
        isLoopbackName(hostname) ||
        names.has(hostname) ||
        domains.some((domain) => hostname === domain.slice(1) || hostname.endsWith(domain))
      );
    },
    originTrusted(origin, requestUrl) {
      const url = webOrigin(origin);
      return url !== undefined && (url.host === requestUrl.host || isLoopbackName(url.hostname) || origins.has(url.origin));
    },
    formOriginTrusted(origin, requestUrl) {
      const url = webOrigin(origin);
      return url !== undefined && (url.host === requestUrl.host || origins.has(url.origin));
    },
  };
}

/** An `Origin` header as a URL when it names an http(s) origin (`null`, opaque origins: `undefined`). */
function webOrigin(origin: string): URL | undefined {
  const url = origin !== 'null' && URL.canParse(origin) ? new URL(origin) : undefined;
  return url && /^https?:$/.test(url.protocol) ? url : undefined;
}

/** `true` for the hosted pages (`/__pages/...`): their forms change state (sign-in, sign-up, orders, passwords). */
export function isPagePath(path: string): boolean {
  return path.startsWith('/__pages/');
}

/** `Sec-Fetch-Site` values of a request the page itself sent (`none`: the user, such as a reload). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a form post to a hosted page must be refused, `undefined` when it may be answered: a browser that
 * says the request comes from another site, or even another origin of the same site (`Sec-Fetch-Site`),
 * or an `Origin` the policy does not trust with forms (`null` included: sandboxed frames, opaque
 * origins). Requests with neither header (Node, curl, old browsers) pass here; the form token checks them.
 */
export function formPostRefusal(headers: Headers, requestUrl: URL, policy: AccessPolicy): string | undefined {
  const site = headers.get('sec-fetch-site');
  if (site !== null && !OWN_FETCH_SITES.has(site)) {
    return `The browser says this form was sent from another site or origin (Sec-Fetch-Site: ${site}): hosted pages only take forms posted from their own page.`;
  }
  const origin = headers.get('origin');
  if (origin !== null && !policy.formOriginTrusted(origin, requestUrl)) {
    return `Origin ${origin} may not post the emulator's hosted pages: only their own origin (and --allowed-origin origins) may.`;
  }
  return undefined;
}

/**
 * `true` for the routes that drive or show the emulator itself: the control API (`/__emulator/...`) and
 * the dashboard (`/`, `/__dashboard/...`). Only trusted origins may call them from a browser.
 */
export function isControlPath(path: string): boolean {
  return path === '/' || path === '/__emulator' || path.startsWith('/__emulator/') || path.startsWith('/__dashboard/');
}
