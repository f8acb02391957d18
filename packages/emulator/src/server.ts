/**
 * The emulator's server: builds the emulator (`instance/`) and serves its Hono app over HTTP with
 * `@hono/node-server`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { type BuiltEmulator, buildEmulator, routeRequest } from './instance';
import type { Emulator, StartEmulatorOptions } from './instance/emulator';
import { createAccessPolicy } from './http/access';
import { localUrl } from './http/exposure';
import { hostUrls, splitHost } from './http/hosts';

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** The answer to a request naming a host the emulator does not answer to (DNS rebinding), before any route. */
function hostRefusal(host: string): Response {
  const message = `Host ${host} is not allowed: the emulator answers its own address, loopback names and IP addresses only (DNS-rebinding protection). Allow a name with --allowed-host (option allowedHosts).\n`;
  return new Response(message, { status: 403, headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-content-type-options': 'nosniff' } });
}

/** Starts an emulator; resolves once it listens. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<Emulator> {
  // The server listens first (modules need the URL); requests arriving before the modules are
  // registered wait for them.
  let server: Server | undefined;
  let app: Hono | undefined;
  let appReady!: (app: Hono | undefined) => void;
  const ready = new Promise<Hono | undefined>((resolve) => {
    appReady = resolve;
  });
  let built: BuiltEmulator;
  try {
    built = await buildEmulator(options, async (settings) => {
      const access = createAccessPolicy(settings);
      server = createAdaptorServer({
        overrideGlobalObjects: false,
        fetch: (request, env) => {
          // Node refuses an HTTP/1.1 request without a Host header itself (400).
          const host = request.headers.get('host') ?? '';
          if (!access.hostAllowed(host)) return hostRefusal(host);
          const { hostKind, url } = splitHost(new URL(request.url));
          const routed = routeRequest(request, hostKind, url);
          if (app) return app.fetch(routed, env);
          return ready.then((started) => (started ? started.fetch(routed, env) : new Response('emulator failed to start', { status: 503 })));
        },
      }) as Server;
      const address = await listen(server, settings.port, settings.host);
      const url = localUrl(settings.host, address.port);
      return { url, hosts: hostUrls(url), access };
    });
  } catch (error) {
    appReady(undefined);
    server?.close();
    server?.closeAllConnections();
    throw error;
  }
  app = built.app;
  appReady(app);

  let stopped: Promise<void> | undefined;
  return {
    ...built.emulator,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        built.stopWebhooks();
        server!.close(() => resolve());
        server!.closeAllConnections();
      });
      return stopped;
    },
  };
}
