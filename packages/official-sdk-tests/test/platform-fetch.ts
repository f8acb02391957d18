/**
 * How the official SDK is pointed at the emulator without changing it: the SDK calls the platform's
 * fixed hosts (`https://www.wixapis.com`, `https://edge.wixapis.com`, historically
 * `https://readonly.wixapis.com`) through the global `fetch`, its token calls included. This `fetch`
 * sends each such call to the emulator's matching host on loopback — same method, path, query,
 * headers and body — the way a hosts-file entry would. Loopback URLs (the emulator's hosted pages)
 * pass through; any other host is refused, so no call leaves the machine.
 *
 * No Node built-in here: the browser test bundles this module into its page as well.
 */

/** The emulator's base URL for each of the platform's hosts (`emulator.hosts`). */
export interface EmulatorHosts {
  readonly api: string;
  readonly readOnly: string;
  readonly edge: string;
}

/** The platform's hosts, by the emulator host that stands for each. */
const PLATFORM_HOSTS: Readonly<Record<string, keyof EmulatorHosts>> = {
  'www.wixapis.com': 'api',
  'readonly.wixapis.com': 'readOnly',
  'edge.wixapis.com': 'edge',
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The emulator URL standing for `url`: a platform host is replaced by the emulator's base URL for it
 * (path and query kept); a loopback URL is returned as it is.
 *
 * @throws {Error} for any other host (the test would otherwise reach the internet)
 */
function towardEmulator(url: string, hosts: EmulatorHosts): string {
  const parsed = new URL(url);
  const kind = parsed.protocol === 'https:' ? PLATFORM_HOSTS[parsed.host] : undefined;
  if (kind !== undefined) return hosts[kind] + parsed.pathname + parsed.search;
  if (LOOPBACK.has(parsed.hostname)) return url;
  throw new Error(`The official SDK called ${parsed.origin}, which is neither a platform host nor loopback`);
}

/** A `fetch` that sends the platform's hosts to the emulator (see {@link towardEmulator}) through `base`. */
export function emulatorFetch(hosts: EmulatorHosts, base: typeof fetch): typeof fetch {
  return (input, init) => {
    if (input instanceof Request) return base(new Request(towardEmulator(input.url, hosts), input), init);
    return base(towardEmulator(input instanceof URL ? input.href : input, hosts), init);
  };
}
