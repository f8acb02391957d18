/**
 * The emulator without a server: the same app and state as `startEmulator`'s, answering requests
 * handed to its `fetch` (by MSW's handlers, or by a client given that `fetch`).
 */
import { buildEmulator, routeRequest } from './instance';
import { type HostKind, splitHost } from './http/hosts';
import type { Emulator, StartEmulatorOptions } from './instance/emulator';

/**
 * The platform's hosts, which the in-process emulator answers by default.
 *
 * @example
 * ```ts
 * import { PLATFORM_HOSTS } from '@storefront-kit/emulator/msw';
 *
 * const { emulator } = await setupEmulatorHandlers();
 * console.log(emulator.hosts.readOnly === PLATFORM_HOSTS.readOnly); // true
 * ```
 */
export const PLATFORM_HOSTS: Emulator['hosts'] = {
  api: 'https://www.wixapis.com',
  readOnly: 'https://readonly.wixapis.com',
  edge: 'https://edge.wixapis.com',
};

/**
 * Options of the in-process emulator: those of `startEmulator` (seed, clock, faults, ...) but the port,
 * interface and network access rules (`allowedOrigins`, `allowedHosts`: nothing in-process is on the
 * network), plus the hosts it answers.
 *
 * @example
 * ```ts
 * import type { InProcessEmulatorOptions } from '@storefront-kit/emulator/msw';
 *
 * // A small generated catalogue, answered on a running emulator's host layout.
 * const options: InProcessEmulatorOptions = {
 *   seed: { products: 3 },
 *   hosts: { api: 'http://localhost:4000', readOnly: 'http://localhost:4000/__host/readonly', edge: 'http://localhost:4000/__host/edge' },
 * };
 * const { handlers } = await setupEmulatorHandlers(options);
 * ```
 */
export interface InProcessEmulatorOptions extends Omit<StartEmulatorOptions, 'port' | 'host' | 'allowedOrigins' | 'allowedHosts'> {
  /**
   * Base URLs of the hosts to answer (default {@link PLATFORM_HOSTS}). Each is an origin or an origin and
   * a path prefix (`http://localhost:4000/__host/readonly`, as a running emulator's hosts are).
   */
  hosts?: Partial<Emulator['hosts']>;
}

/**
 * An emulator living in memory: {@link Emulator}'s control surface (`url` is the api host, `stop` only
 * cancels webhook retries), and `fetch` instead of a port.
 *
 * @example
 * ```ts
 * import type { InProcessEmulator } from '@storefront-kit/emulator/msw';
 *
 * function expectOneCartWrite(emulator: InProcessEmulator) {
 *   const writes = emulator.requestLog({ method: 'POST', path: '/ecom/v1/carts/current/**' });
 *   if (writes.length !== 1) throw new Error(`expected one cart write, saw ${writes.length}`);
 * }
 * ```
 */
export interface InProcessEmulator extends Emulator {
  /**
   * Answers a request to one of its hosts, as `fetch` would: a `reset` or `lost` fault rejects with a
   * `TypeError` (a network error); a `latency` fault waits (on real timers).
   */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
}

const KINDS: readonly HostKind[] = ['readOnly', 'edge', 'api'];

/** Builds an in-process emulator; throws a `TypeError` for a host that is not an absolute http(s) URL. */
export async function createInProcessEmulator(options: InProcessEmulatorOptions = {}): Promise<InProcessEmulator> {
  const bases = KINDS.map((kind) => {
    const given = options.hosts?.[kind] ?? PLATFORM_HOSTS[kind];
    const base = URL.canParse(given) ? new URL(given) : undefined;
    if (!base || !/^https?:$/.test(base.protocol)) throw new TypeError(`hosts.${kind} must be an absolute http(s) URL: ${given}`);
    return { kind, origin: base.origin, prefix: base.pathname.replace(/\/+$/, '') };
  });
  const hosts = Object.fromEntries(bases.map((b) => [b.kind, b.origin + b.prefix])) as unknown as Emulator['hosts'];
  const { app, emulator, stopWebhooks } = await buildEmulator(options, async () => ({ url: hosts.api, hosts }));

  // The host a URL addresses, and the URL without the host's path prefix (`api` and `splitHost` otherwise).
  const locate = (url: URL) => {
    for (const { kind, origin, prefix } of bases) {
      if (url.origin !== origin || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) continue;
      const stripped = new URL(url);
      stripped.pathname = url.pathname.slice(prefix.length) || '/';
      return { hostKind: kind, url: stripped };
    }
    return splitHost(url);
  };

  return {
    ...emulator,
    async fetch(input, init) {
      const request = new Request(input, init);
      const { hostKind, url } = locate(new URL(request.url));
      // The core drops a connection (`reset`, `lost` faults) by destroying the request's socket.
      let dropped = false;
      const destroy = () => {
        dropped = true;
      };
      const env = { incoming: { socket: { destroy } } };
      const response = await app.fetch(routeRequest(request, hostKind, url), env);
      if (dropped) throw new TypeError('fetch failed', { cause: new Error('The emulator dropped the connection (fault)') });
      return response;
    },
    stop: async () => stopWebhooks(),
  };
}
