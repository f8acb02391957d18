/**
 * Builds an emulator without serving it: resolves options, builds the {@link EmulatorContext} and the
 * core state, and registers the feature modules on a Hono app. The HTTP server (`server.ts`) and the
 * in-process emulator (`in-process.ts`) both start from here.
 */
import { Hono } from 'hono';
import type {
  CatalogueService,
  CheckoutService,
  EmulatorContext,
  EmulatorEvent,
  HostKind,
  OutboxMessage,
  Principal,
  TokenService,
} from './context';
import { PlatformError } from './context';
import { createClock } from './core/clock';
import { FaultSet } from './core/faults';
import { newId } from './core/ids';
import { bindInternals, type CoreInternals } from './core/internals';
import { coreMiddleware, handleError, handleNotFound } from './core/middleware';
import { type CoreSettings, resolveOptions } from './core/options';
import { Outbox } from './core/outbox';
import { decodeBody, decodeQueryPayload, validate } from './core/payload';
import { RequestLog } from './core/request-log';
import { attachState, stateOf } from './core/request-state';
import { resolveAuth } from './core/auth';
import { generateSigningKeys } from './core/signing-keys';
import { WebhookHub } from './core/webhooks';
import type { Emulator, StartEmulatorOptions } from './server';

/** Where a built emulator is reached: its api base URL (`ctx.url`) and the base URL of every host. */
export interface EmulatorLocation {
  url: string;
  hosts: Emulator['hosts'];
}

/** A built emulator: the app to hand requests to, and its control surface (everything but `stop`). */
export interface BuiltEmulator {
  app: Hono;
  emulator: Omit<Emulator, 'stop'>;
  /** Cancels pending webhook retries. */
  stopWebhooks(): void;
}

/**
 * Gives the app a request for host `hostKind` at `url` (the request's URL without a host prefix):
 * rebuilt when the URL changed, with its host remembered for the core and the modules.
 */
export function routeRequest(request: Request, hostKind: HostKind, url: URL): Request {
  let routed = request;
  if (url.href !== request.url) {
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
  return routed;
}

/**
 * Builds an emulator. `locate` is called once the options are checked (and while the signing keys are
 * generated): the server starts listening there; it answers where the emulator is reached.
 */
export async function buildEmulator(
  options: StartEmulatorOptions,
  locate: (settings: CoreSettings) => Promise<EmulatorLocation>,
): Promise<BuiltEmulator> {
  const { resolved, core: settings } = resolveOptions(options);
  const clock = createClock(settings.clock);
  const requestLog = new RequestLog();
  const outbox = new Outbox();
  const faults = new FaultSet();
  faults.set(settings.faults); // throws for invalid rules before anything is started
  // RSA key generation runs on the thread pool while the server starts and the modules register.
  const keysReady = Promise.resolve(options.signingKeys ?? generateSigningKeys());
  keysReady.catch(() => undefined);
  const { url, hosts } = await locate(settings);

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

  const app = new Hono();
  app.use('*', coreMiddleware({ core, apiKey: resolved.apiKey, now: clock.now, tokens: () => services.tokens }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Loaded lazily so that a core built with custom `modules` does not load the feature modules.
  const modules = options.modules ?? (await import('./modules/index')).modules;
  for (const register of modules) register(app, ctx);
  const keys = await keysReady;
  core.publicKeyPem = keys.publicKeyPem;

  return {
    app,
    stopWebhooks: () => webhooks.stop(),
    emulator: {
      url,
      hosts,
      clientId: resolved.clientId,
      apiKey: resolved.apiKey,
      siteId: resolved.siteId,
      publicKeyPem: keys.publicKeyPem,
      publicKey: keys.publicKeyPem,
      options: resolved,
      context: ctx,
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
    },
  };
}
