/**
 * What the end-to-end tests need besides this package: the emulator, the redirect-session event
 * definition (both dev dependencies), and a loopback HTTP server for a receiver.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler, type RequestProcessor } from '../src/node';

export { startEmulator, type Emulator } from '@storefront-kit/emulator';
export { createRedirectSession, redirectSessionCreated, type RedirectSession } from '@storefront-kit/redirects';

/** Serves a receiver (`createWebhooks`, `createServicePlugins`) on loopback through the Node adapter. */
export async function serve(processor: RequestProcessor, path = '/'): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(toNodeHandler(processor));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
