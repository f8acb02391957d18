/**
 * The emulator's server: resolves options, builds the {@link EmulatorContext}, registers the feature
 * modules on a Hono app, and serves it over HTTP with `@hono/node-server`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type {
  CatalogueService,
  CheckoutService,
  EmulatorContext,
  EmulatorEvent,
  EmulatorModule,
  OutboxMessage,
  Principal,
  ResolvedEmulatorOptions,
  TokenService,
} from './context';
import { PlatformError } from './context';
import { createClock } from './core/clock';
import { type FaultRule, type FaultRuleInput, FaultSet } from './core/faults';
import { hostUrls, splitHost } from './core/hosts';
import { newId } from './core/ids';
import { bindInternals, type CoreInternals } from './core/internals';
import { coreMiddleware, handleError, handleNotFound } from './core/middleware';
import { type EmulatorOptions, resolveOptions } from './core/options';
import { type OutboxEntry, Outbox } from './core/outbox';
import { decodeBody, decodeQueryPayload, validate } from './core/payload';
import { type RequestLogEntry, type RequestLogFilter, RequestLog } from './core/request-log';
import { attachState, stateOf } from './core/request-state';
import { resolveAuth } from './core/auth';
import { generateSigningKeys, type SigningKeys } from './core/signing-keys';
import { type WebhookDelivery, WebhookHub, type WebhookSubscription } from './core/webhooks';

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
  /** Base URL (`http://127.0.0.1:PORT`), also the api host. */
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
  /** Moves the clock by `ms` (tokens expire, event times move). */
  advanceClock(ms: number): void;
  /** Sets the clock offset. */
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

function originOf(host: string, port: number): string {
  const name = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host;
  return `http://${name}:${port}`;
}

/** Starts an emulator; resolves once it listens. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<Emulator> {
  const { resolved, core: settings } = resolveOptions(options);
  const clock = createClock(settings.clock);
  const requestLog = new RequestLog();
  const outbox = new Outbox();
  const faults = new FaultSet();
  faults.set(settings.faults); // throws for invalid rules before anything is started
  // RSA key generation runs on the thread pool while the server starts and the modules register.
  const keysReady = Promise.resolve(options.signingKeys ?? generateSigningKeys());
  keysReady.catch(() => undefined);

  // The server listens first (modules need the URL); requests arriving before the modules are
  // registered wait for them.
  let app: Hono | undefined;
  let appReady!: (app: Hono | undefined) => void;
  const ready = new Promise<Hono | undefined>((resolve) => {
    appReady = resolve;
  });
  const server = createAdaptorServer({
    overrideGlobalObjects: false,
    fetch: (request, env) => {
      const { hostKind, url } = splitHost(new URL(request.url));
      let routed = request;
      if (hostKind !== 'api') {
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        routed = new Request(url, {
          method: request.method,
          headers: request.headers,
          body: hasBody ? request.body : null,
          signal: request.signal,
          duplex: 'half',
        } as RequestInit & { duplex: 'half' });
      }
      attachState(routed, { hostKind });
      if (app) return app.fetch(routed, env);
      return ready.then((started) =>
        started ? started.fetch(routed, env) : new Response('emulator failed to start', { status: 503 }),
      );
    },
  }) as Server;
  const address = await listen(server, settings.port, settings.host);
  const url = originOf(settings.host, address.port);
  const hosts = hostUrls(url);

  const webhooks = new WebhookHub(keysReady, {
    siteId: resolved.siteId,
    instanceId: settings.instanceId,
    ownerId: settings.ownerId,
    now: clock.now,
    jwtTtlSeconds: settings.webhookJwtTtlSeconds,
    retry: settings.webhookRetry,
  });
  const resetHooks: (() => void)[] = [];
  const loginHooks: ((visitorId: string, memberId: string) => void)[] = [];
  const services: { catalogue?: CatalogueService; tokens?: TokenService; checkout?: CheckoutService } = {};

  const principalOf = (c: Parameters<EmulatorContext['principal']>[0]): Principal | undefined => {
    const state = stateOf(c);
    state.auth ??= resolveAuth(c.req.raw.headers, resolved.apiKey, services.tokens);
    switch (state.auth.kind) {
      case 'none':
        return undefined;
      case 'principal':
        return state.auth.principal;
      case 'expired':
        throw PlatformError.unauthorized('Access token has expired');
      case 'unknown':
        throw PlatformError.unauthorized('Invalid access token');
    }
  };

  const ctx: EmulatorContext = {
    options: resolved,
    url,
    now: clock.now,
    newId,
    principal: principalOf,
    requirePrincipal(c) {
      const principal = principalOf(c);
      if (!principal) throw PlatformError.unauthorized();
      return principal;
    },
    requireMerchant(c) {
      const principal = principalOf(c);
      if (!principal) throw PlatformError.unauthorized();
      if (principal.kind !== 'merchant') throw PlatformError.forbidden('This call requires an API key (merchant)');
      return principal;
    },
    requireShopper(c) {
      const principal = principalOf(c);
      if (!principal || principal.kind === 'merchant') {
        throw PlatformError.unauthorized('This call requires a visitor or member access token');
      }
      return principal;
    },
    hostKind: (c) => stateOf(c).hostKind,
    async parseBody(c, schema) {
      const value = decodeBody(await c.req.text(), c.req.header('content-type') ?? null);
      const parsed = validate(schema, value);
      stateOf(c).body = parsed;
      return parsed;
    },
    queryPayload: (c) => decodeQueryPayload(new URL(c.req.url).searchParams),
    emit(event: EmulatorEvent) {
      webhooks.emit(event);
    },
    sendEmail(message: OutboxMessage) {
      outbox.add({ ...message, id: newId(), sentAt: new Date(clock.now()).toISOString() });
    },
    onReset(fn) {
      resetHooks.push(fn);
    },
    onMemberLogin(fn) {
      loginHooks.push(fn);
    },
    memberLoggedIn(visitorId, memberId) {
      for (const hook of loginHooks) hook(visitorId, memberId);
    },
    services,
  };

  const core: CoreInternals = {
    requestLog,
    outbox,
    faults,
    webhooks,
    clock,
    publicKeyPem: '',
    hosts,
    initialFaults: settings.faults,
    reset() {
      webhooks.reset();
      requestLog.clear();
      outbox.clear();
      faults.set(settings.faults);
      clock.setOffset(0);
      for (const hook of resetHooks) hook();
    },
  };
  bindInternals(ctx, core);

  const hono = new Hono();
  hono.use('*', coreMiddleware({ core, apiKey: resolved.apiKey, now: clock.now, tokens: () => services.tokens }));
  hono.onError(handleError);
  hono.notFound(handleNotFound);
  try {
    // Loaded lazily so that a core built with custom `modules` does not load the feature modules.
    const modules = options.modules ?? (await import('./modules/index')).modules;
    for (const register of modules) register(hono, ctx);
    core.publicKeyPem = (await keysReady).publicKeyPem;
  } catch (error) {
    appReady(undefined);
    server.close();
    server.closeAllConnections();
    throw error;
  }
  const keys = await keysReady;
  app = hono;
  appReady(hono);

  let stopped: Promise<void> | undefined;
  return {
    url,
    hosts,
    clientId: resolved.clientId,
    apiKey: resolved.apiKey,
    siteId: resolved.siteId,
    publicKeyPem: keys.publicKeyPem,
    publicKey: keys.publicKeyPem,
    options: resolved,
    context: ctx,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        webhooks.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
    reset: () => core.reset(),
    requestLog: (filter) => requestLog.list(filter),
    clearRequestLog: () => requestLog.clear(),
    outbox: (filter) => outbox.list(filter),
    faults: () => faults.list(),
    setFaults: (rules) => faults.set(rules),
    addFault: (rule) => faults.add([rule])[0]!,
    clearFaults: () => faults.clear(),
    now: clock.now,
    advanceClock: (ms) => clock.advance(ms),
    setClockOffset: (ms) => clock.setOffset(ms),
    subscribeWebhook: (subscription) => webhooks.subscribe(subscription),
    webhookDeliveries: (filter) => webhooks.deliveries(filter),
    webhooksIdle: () => webhooks.idle(),
  };
}
