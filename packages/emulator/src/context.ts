/**
 * The contract between the emulator's server core and its feature modules (tokens, identity,
 * redirects, hosted pages, catalogue, cart, graphql, control API). The core (`server.ts`) builds one
 * {@link EmulatorContext} per running emulator and calls every {@link EmulatorModule} once with it.
 * Modules keep their own state in closures, register their routes on the Hono app, and talk to each
 * other only through the services declared here (the contracts of the shared ones are in `core/services.ts`).
 * What the stores of the domains need (the platform's error, principals, events, options) lives below
 * this file, in `core/`, so that this file can name those stores without a store importing it back.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { CartStore } from './cart/store';
import type { CatalogueStore } from './catalogue/store';
import type { CategoryTree } from './categories/tree';
import type { CoreInternals } from './core/internals';
import type { EmulatorEvent } from './core/events';
import type { ResolvedEmulatorOptions } from './core/options';
import type { OutboxMessage } from './core/outbox';
import type { Principal } from './core/principal';
import type { CatalogueService, CheckoutService, TokenService } from './core/services';
import type { HostKind } from './http/hosts';
import type { AuthFlows } from './identity/auth-flow';
import type { TokenStore } from './identity/token-store';
import type { RedirectSessions } from './redirects/sessions';

export interface EmulatorContext {
  readonly options: ResolvedEmulatorOptions;
  /** The emulator's base URL (`http://127.0.0.1:PORT`), for building `fullUrl`s of hosted pages. */
  readonly url: string;
  /** Epoch milliseconds, including the control API's clock offset. */
  now(): number;
  /** A fresh random id (UUID v4). */
  newId(): string;
  /** The resolved principal of the request, or `undefined` when it sent no (or an empty) Authorization header. */
  principal(c: Context): Principal | undefined;
  /** The principal, or a 401 PlatformError when there is none. Merchants are accepted too. */
  requirePrincipal(c: Context): Principal;
  /** A merchant (API key) principal, else 401 (no/unknown credentials) or 403 (visitor or member token). */
  requireMerchant(c: Context): Extract<Principal, { kind: 'merchant' }>;
  /** A visitor or member principal (the cart owner), else 401. */
  requireShopper(c: Context): Extract<Principal, { kind: 'visitor' | 'member' }>;
  /** Which host the request arrived on. */
  hostKind(c: Context): HostKind;
  /** Parses the JSON body with a zod schema; invalid input -> 400 PlatformError with field violations. */
  parseBody<T>(c: Context, schema: z.ZodType<T>): Promise<T>;
  /**
   * The payload of a GET request: flat params (`a.b=1` -> `{a:{b:'1'}}`, repeated keys -> arrays) or the
   * base64url JSON of a `.r` param. For the query endpoints' POST fallback, use `parseBody` instead.
   */
  queryPayload(c: Context): Record<string, unknown>;
  /** Queue a webhook event for delivery to matching subscriptions. */
  emit(event: EmulatorEvent): void;
  /** Deliver an e-mail to the outbox (`GET /__emulator/outbox`). */
  sendEmail(message: OutboxMessage): void;
  /** Register a function run by `POST /__emulator/reset` (clear your module's state, re-seed). */
  onReset(fn: () => void): void;
  /** Register a function run when a visitor becomes a member (code exchange), e.g. to carry the cart over. */
  onMemberLogin(fn: (visitorId: string, memberId: string) => void): void;
  /** Called by the tokens module when a visitor becomes a member; runs the `onMemberLogin` functions. */
  memberLoggedIn(visitorId: string, memberId: string): void;
  /**
   * Services modules provide to each other, one set per emulator. The catalogue module sets `catalogue`,
   * the tokens module `tokens`, the cart module `checkout`, when they register.
   */
  readonly services: {
    catalogue?: CatalogueService;
    tokens?: TokenService;
    checkout?: CheckoutService;
    /** @internal The catalogue module's current store (a new one after a reset), for the GraphQL module and the control API. */
    catalogueStore?: () => CatalogueStore;
    /** @internal The categories module's current tree (seeded on first use), for the control API. */
    categoryTree?: () => CategoryTree;
    /** @internal The cart module's store, for the GraphQL cart and the control API. */
    carts?: CartStore;
    /** @internal The core's own state (request log, outbox, faults, webhooks, clock), set by the core, for the control API. */
    core?: CoreInternals;
    /**
     * @internal The identity state of the tokens, identity, redirects and pages modules (created by the first that asks:
     * `identityState` in `identity/state.ts`).
     */
    identity?: { tokens: TokenStore; flows: AuthFlows; redirects: RedirectSessions };
  };
}

/** A feature module: registers its routes and hooks once per emulator. */
export type EmulatorModule = (app: Hono, ctx: EmulatorContext) => void;
