/**
 * Builds an emulator without serving it: resolves options, builds the {@link EmulatorContext} and the
 * core state, and registers the feature modules on a Hono app. The HTTP server (`server.ts`) and the
 * in-process emulator (`in-process.ts`) both start from here.
 */
import { Hono } from 'hono';
import { type ContextHooks, createEmulatorContext, type ModuleServices } from './context';
import { createCoreInternals, emulatorSurface } from './core-state';
import type { HostKind } from '../http/hosts';
import { type AccessPolicy, OPEN_ACCESS } from '../http/access';
import { createClock } from '../core/clock';
import { FaultSet } from '../faults/rules';
import { coreMiddleware, handleError, handleNotFound } from '../http/middleware';
import { type CoreSettings, resolveOptions } from '../core/options';
import { Outbox } from '../core/outbox';
import { RequestLog } from '../request-log/store';
import { attachState } from '../http/request-state';
import { generateSigningKeys } from '../webhooks/signing-keys';
import { WebhookHub } from '../webhooks/hub';
import type { Emulator, StartEmulatorOptions } from './emulator';

/** Where a built emulator is reached: its api base URL (`ctx.url`) and the base URL of every host. */
export interface EmulatorLocation {
  url: string;
  hosts: Emulator['hosts'];
  /** The origins trusted with the control routes; default {@link OPEN_ACCESS} (in-process: not on the network). */
  access?: AccessPolicy;
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
export async function buildEmulator(options: StartEmulatorOptions, locate: (settings: CoreSettings) => Promise<EmulatorLocation>): Promise<BuiltEmulator> {
  const { resolved, core: settings } = resolveOptions(options);
  const clock = createClock(settings.clock);
  const requestLog = new RequestLog({
    maxBodyBytes: resolved.limits.requestLogBodyBytes,
    maxTotalBytes: resolved.limits.requestLogBytes,
  });
  const outbox = new Outbox();
  const faults = new FaultSet();
  faults.set(settings.faults); // throws for invalid rules before anything is started
  // RSA key generation runs on the thread pool while the server starts and the modules register.
  const keysReady = Promise.resolve(options.signingKeys ?? generateSigningKeys());
  keysReady.catch(() => undefined);
  const { url, hosts, access = OPEN_ACCESS } = await locate(settings);

  const webhooks = new WebhookHub(keysReady, {
    siteId: resolved.siteId,
    instanceId: settings.instanceId,
    ownerId: settings.ownerId,
    now: clock.now,
    jwtTtlSeconds: settings.webhookJwtTtlSeconds,
    retry: settings.webhookRetry,
  });
  const hooks: ContextHooks = { reset: [], memberLogin: [] };
  const services: ModuleServices = {};
  const ctx = createEmulatorContext({ options: resolved, url, clock, webhooks, outbox, hooks, services });
  const core = createCoreInternals({
    requestLog,
    outbox,
    faults,
    webhooks,
    clock,
    hosts,
    initialFaults: settings.faults,
    resetHooks: hooks.reset,
  });
  services.core = core;

  const app = new Hono();
  app.use('*', coreMiddleware({ core, apiKey: resolved.apiKey, now: clock.now, tokens: () => services.tokens, maxBodyBytes: settings.maxBodyBytes, access }));
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Loaded lazily so that a core built with custom `modules` does not load the feature modules.
  const modules = options.modules ?? (await import('../modules')).modules;
  for (const register of modules) register(app, ctx);
  core.publicKeyPem = (await keysReady).publicKeyPem;

  return {
    app,
    stopWebhooks: () => webhooks.stop(),
    emulator: emulatorSurface(core, ctx, { url, options: resolved }),
  };
}
