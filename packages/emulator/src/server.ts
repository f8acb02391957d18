/**
 * The emulator's server: builds the emulator (`instance/`) and serves its Hono app over HTTP with
 * `@hono/node-server`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { type BuiltEmulator, buildEmulator, routeRequest } from './instance';
import type { EmulatorContext, EmulatorModule } from './context';
import type { ResolvedEmulatorOptions, EmulatorOptions } from './core/options';
import type { OutboxMessage, OutboxEntry } from './core/outbox';
import { createAccessPolicy } from './http/access';
import { localUrl } from './http/exposure';
import type { FaultRule, FaultRuleInput } from './faults/rules';
import { hostUrls, splitHost } from './http/hosts';
import type { RequestLogEntry, RequestLogFilter } from './request-log/log';
import type { SigningKeys } from './webhooks/signing-keys';
import type { WebhookDelivery, WebhookSubscription } from './webhooks/hub';

/** Options of {@link startEmulator}, plus the modules to register (tests of the core). */
export interface StartEmulatorOptions extends EmulatorOptions {
  /** Feature modules to register instead of the built-in ones (for testing the core or a module alone). */
  modules?: readonly EmulatorModule[];
  /**
   * The RS256 key pair to sign webhooks with (or a promise of it), from {@link generateSigningKeys}.
   * Default: a fresh pair per emulator (about 100-300 ms of thread-pool time, overlapped with startup).
   * Share one pair between the emulators of a test suite, or start generating it before loading the
   * emulator (the CLI does).
   */
  signingKeys?: SigningKeys | Promise<SigningKeys>;
}

/** A running emulator. */
export interface Emulator {
  /** Base URL as this machine reaches it (`http://127.0.0.1:PORT`; loopback for `host: '0.0.0.0'`), also the api host. */
  readonly url: string;
  /** Base URLs of the platform's hosts on this emulator. */
  readonly hosts: { readonly api: string; readonly readOnly: string; readonly edge: string };
  /** The OAuth client id visitors and members use. */
  readonly clientId: string;
  /** The merchant API key (`Authorization: <apiKey>`). */
  readonly apiKey: string;
  /** The site id (`wix-site-id`). */
  readonly siteId: string;
  /** SPKI PEM of the key webhooks are signed with (RS256). */
  readonly publicKeyPem: string;
  /** Alias of {@link Emulator.publicKeyPem}. */
  readonly publicKey: string;
  /** Options after defaults. */
  readonly options: ResolvedEmulatorOptions;
  /** The context the modules were registered with (advanced: inspect or drive services in tests). */
  readonly context: EmulatorContext;
  /** Closes the server (and open connections) and cancels pending webhook retries. */
  stop(): Promise<void>;
  /** Back to the state right after start (see `POST /__emulator/reset`). */
  reset(): void;
  /** Logged platform requests, oldest first. */
  requestLog(filter?: RequestLogFilter): RequestLogEntry[];
  /** Empties the request log. */
  clearRequestLog(): void;
  /** E-mails sent, oldest first. */
  outbox(filter?: { to?: string; kind?: OutboxMessage['kind'] }): OutboxEntry[];
  /** Active fault rules. */
  faults(): FaultRule[];
  /** Replaces the fault rules. */
  setFaults(rules: readonly FaultRuleInput[]): FaultRule[];
  /** Adds one fault rule. */
  addFault(rule: FaultRuleInput): FaultRule;
  /** Removes every fault rule. */
  clearFaults(): void;
  /** The emulator's clock (epoch ms, including the offset). */
  now(): number;
  /** Moves the clock by `ms` (tokens expire, event times move); a `RangeError` when the offset would pass ±100 years. */
  advanceClock(ms: number): void;
  /** Sets the clock offset; a `RangeError` beyond ±100 years or for a number that is not finite. */
  setClockOffset(ms: number): void;
  /** Adds a webhook subscription. */
  subscribeWebhook(subscription: { url: string; eventTypes?: string[] }): WebhookSubscription;
  /** Webhook deliveries, oldest first. */
  webhookDeliveries(filter?: { eventType?: string }): WebhookDelivery[];
  /** Resolves when every queued webhook delivery has succeeded or given up. */
  webhooksIdle(): Promise<void>;
}

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
