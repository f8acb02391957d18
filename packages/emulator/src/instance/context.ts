/**
 * The {@link EmulatorContext} the feature modules receive: the caller's principal, body parsing, events,
 * e-mail, and the reset and member-login hooks. Built once per emulator by `buildEmulator`.
 */
import type { EmulatorContext } from '../context';
import type { ResolvedEmulatorOptions } from '../core/options';
import type { Outbox, OutboxMessage } from '../core/outbox';
import type { EmulatorEvent } from '../core/events';
import type { Principal } from '../core/principal';
import { PlatformError } from '../core/platform-error';
import { resolveAuth } from '../http/auth';
import type { EmulatorClock } from '../core/clock';
import { newId } from '../core/ids';
import { decodeBody, decodeQueryPayload, validate } from '../http/payload';
import { stateOf } from '../http/request-state';
import type { WebhookHub } from '../webhooks/hub';

/** The services modules provide to each other (filled in as the modules register), one set per emulator. */
export type ModuleServices = EmulatorContext['services'];

/** Callbacks the modules register on the context. */
export interface ContextHooks {
  reset: (() => void)[];
  memberLogin: ((visitorId: string, memberId: string) => void)[];
}

/** What the context is built from. */
export interface ContextParts {
  options: ResolvedEmulatorOptions;
  url: string;
  clock: EmulatorClock;
  webhooks: WebhookHub;
  outbox: Outbox;
  hooks: ContextHooks;
  services: ModuleServices;
}

type RequestContext = Parameters<EmulatorContext['principal']>[0];

/** The caller of a request (resolved once per request); an expired or unknown token is a 401. */
function principalOf(c: RequestContext, apiKey: string, services: ModuleServices): Principal | undefined {
  const state = stateOf(c);
  state.auth ??= resolveAuth(c.req.raw.headers, apiKey, services.tokens);
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
}

/** The principal checks of the context: any caller, a merchant (API key), a shopper (visitor or member). */
function principalChecks(apiKey: string, services: ModuleServices) {
  const principal = (c: RequestContext) => principalOf(c, apiKey, services);
  return {
    principal,
    requirePrincipal(c: RequestContext) {
      const found = principal(c);
      if (!found) throw PlatformError.unauthorized();
      return found;
    },
    requireMerchant(c: RequestContext) {
      const found = principal(c);
      if (!found) throw PlatformError.unauthorized();
      if (found.kind !== 'merchant') throw PlatformError.forbidden('This call requires an API key (merchant)');
      return found;
    },
    requireShopper(c: RequestContext) {
      const found = principal(c);
      if (!found || found.kind === 'merchant') {
        throw PlatformError.unauthorized('This call requires a visitor or member access token');
      }
      return found;
    },
  } satisfies Pick<EmulatorContext, 'principal' | 'requirePrincipal' | 'requireMerchant' | 'requireShopper'>;
}

/** Builds the context of one emulator. */
export function createEmulatorContext(parts: ContextParts): EmulatorContext {
  const { options, url, clock, webhooks, outbox, hooks, services } = parts;
  return {
    options,
    url,
    now: clock.now,
    newId,
    ...principalChecks(options.apiKey, services),
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
      hooks.reset.push(fn);
    },
    onMemberLogin(fn) {
      hooks.memberLogin.push(fn);
    },
    memberLoggedIn(visitorId, memberId) {
      for (const hook of hooks.memberLogin) hook(visitorId, memberId);
    },
    services,
  };
}
