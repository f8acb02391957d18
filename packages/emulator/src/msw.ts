/**
 * `@storefront-kit/emulator/msw`: the emulator in-process for an app's own tests. MSW handlers answer
 * the platform's hosts from an in-memory emulator (no server, no port): the same seed, control
 * surface and faults as `startEmulator`'s. Runs in Node (`setupServer`) and in a browser page
 * (`setupWorker`): the emulator's core uses web standards only. Needs `msw` 2.x (an optional peer dependency).
 *
 * @packageDocumentation
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { createInProcessEmulator, type InProcessEmulator, type InProcessEmulatorOptions } from './in-process';

export { PLATFORM_HOSTS } from './in-process';
export type { InProcessEmulator, InProcessEmulatorOptions } from './in-process';
// For the `signingKeys` option: one key pair shared by the emulators of a test run.
export { generateSigningKeys } from './webhooks/signing-keys';
export type { SigningKeys } from './webhooks/signing-keys';

/**
 * What {@link setupEmulatorHandlers} gives: the handlers to install, and the emulator behind them.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import type { EmulatorHandlers } from '@storefront-kit/emulator/msw';
 *
 * const { handlers, emulator }: EmulatorHandlers = await setupEmulatorHandlers();
 * const server = setupServer(...handlers);
 * server.listen();
 * emulator.addFault({ path: '/ecom/v1/carts/current/add-to-cart', kind: 'reset', times: 1 });
 * ```
 */
export interface EmulatorHandlers {
  /** One `http.all` handler per host; pass them to MSW's `setupServer` or `setupWorker`. */
  readonly handlers: HttpHandler[];
  /** The in-memory emulator the handlers forward to: seed, request log, faults, clock, reset. */
  readonly emulator: InProcessEmulator;
}

/**
 * Builds an in-memory emulator and the MSW handlers that answer its hosts (the platform's by default)
 * from it. A `reset` or `lost` fault answers a network error (`HttpResponse.error()`); `latency` waits
 * on real timers. Works with `setupServer` (`msw/node`, e.g. vitest + jsdom) and with `setupWorker`
 * (`msw/browser`, with MSW's `mockServiceWorker.js` served by the page's origin).
 *
 * @param options - the emulator's options (seed, clock, faults, signing keys, ...) and the hosts to answer
 * @returns the handlers, one `http.all` per host, and the in-memory emulator they forward to
 * @throws {TypeError} when a host is not an absolute http(s) URL or an option cannot work (as `startEmulator`)
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { setupEmulatorHandlers } from '@storefront-kit/emulator/msw';
 *
 * const { handlers, emulator } = await setupEmulatorHandlers({ seed: 'demo' });
 * const server = setupServer(...handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 *
 * const response = await fetch('https://readonly.wixapis.com/stores-reader/v1/collections/query', {
 *   method: 'POST',
 *   headers: { authorization: emulator.apiKey, 'content-type': 'application/json' },
 *   body: JSON.stringify({ query: {} }),
 * });
 * console.log(response.status, emulator.requestLog({ path: '/stores-reader/v1/collections/query' }).length); // 200 1
 * emulator.reset();
 * server.close();
 * ```
 */
export async function setupEmulatorHandlers(options: InProcessEmulatorOptions = {}): Promise<EmulatorHandlers> {
  const emulator = await createInProcessEmulator(options);
  const answer = ({ request }: { request: Request }) => emulator.fetch(request).catch(() => HttpResponse.error());
  const handlers = Object.values(emulator.hosts).map((base) => http.all(`${base}/*`, answer));
  return { handlers, emulator };
}
