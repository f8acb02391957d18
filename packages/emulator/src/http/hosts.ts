/** Which platform host a request arrived on (all of them are mounted on the emulator's one origin). */
export type HostKind = 'api' | 'readOnly' | 'edge';

/** Path prefixes that stand for the platform's other hosts on the emulator's one origin. */
export const HOST_PREFIXES: Readonly<Record<Exclude<HostKind, 'api'>, string>> = {
  readOnly: '/__host/readonly',
  edge: '/__host/edge',
};

/**
 * Splits a request URL into the host it addresses and the URL with the host prefix removed
 * (`/__host/readonly/stores-reader/v1/...` -> `readOnly`, `/stores-reader/v1/...`).
 */
export function splitHost(url: URL): { hostKind: HostKind; url: URL } {
  for (const [kind, prefix] of Object.entries(HOST_PREFIXES) as [Exclude<HostKind, 'api'>, string][]) {
    if (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)) {
      const stripped = new URL(url);
      stripped.pathname = url.pathname.slice(prefix.length) || '/';
      return { hostKind: kind, url: stripped };
    }
  }
  return { hostKind: 'api', url };
}

/** The public base URLs of every host for an emulator at `url`. */
export function hostUrls(url: string): { api: string; readOnly: string; edge: string } {
  return { api: url, readOnly: url + HOST_PREFIXES.readOnly, edge: url + HOST_PREFIXES.edge };
}
