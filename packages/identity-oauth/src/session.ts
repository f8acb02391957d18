import {
  createClient,
  invalid,
  type AuthContext,
  type AuthStrategy,
  type Client,
  type ClientOptions,
  type FetchLike,
  type Hosts,
} from '@storefront-kit/http-core';
import type { Internals } from './internals';
import { createSessionStore } from './session-store';
import { createGrant } from './grant';
import { createRenewal } from './renewal';
import type { ExpiredSessionPolicy, SessionExpiredEvent, SessionMember, SessionSnapshot } from './session-types';
import type { StorageAdapter } from './storage/types';
import type { Tokens } from './tokens';

/**
 * Options of {@link createOAuthStrategy}.
 *
 * @group Strategies
 */
export interface OAuthStrategyOptions {
  /** The OAuth app's client id (Headless settings). */
  clientId: string;
  /** Where tokens live. @default none: the tokens live in this strategy's memory only (nothing persisted, as with a `memoryStorage()` of its own) */
  storage?: StorageAdapter;
  /**
   * Where pending PKCE logins live between `loginWithRedirect` and `handleRedirectCallback`.
   * @default `storage` when given, else the tab's `sessionStorage` in browsers, else memory
   */
  transactionStorage?: StorageAdapter;
  /** Initial tokens (e.g. read from a cookie by your server); they win over stored ones. */
  tokens?: Tokens;
  /** The fetch for token, identity and redirect calls. @default the client's `fetch`, else globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Platform base URLs for the strategy's own token, identity and redirect calls (they use `api`).
   * @default the hosts of the client it is given to (`createClient({ auth, hosts })`), else production
   */
  hosts?: Partial<Hosts>;
  /** What a refused refresh token leads to (see {@link ExpiredSessionPolicy}). @default 'visitor' */
  expiredSession?: ExpiredSessionPolicy;
  /** Called when a refresh token is refused (before the error or the new visitor); also in the snapshot's `expired`. */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
  /** Extra headers for token requests only. */
  tokenRequestHeaders?: Record<string, string>;
  /** When set, `redirectUri`s must be one of these, exactly. */
  allowedRedirectUris?: readonly string[];
  /** Per-call budget of the SDK's own requests, in ms. @default 30000 */
  timeoutMs?: number;
}

/**
 * The OAuth strategy: an http-core auth strategy (visitor tokens, refresh with single flight,
 * one replay after a 401) and the session store UIs bind to. Flows (`login`, `getAuthUrl`,
 * `logout`, ...) are standalone functions taking the strategy first, so a bundle holds only what
 * it uses; {@link FullOAuthStrategy} binds them all as methods, in the platform SDK's shape.
 *
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id' });
 * const client = createClient({ auth });
 * auth.subscribe(() => console.log(auth.getSnapshot().role));
 * ```
 */
export interface OAuthStrategy extends AuthStrategy {
  /** The OAuth app's client id. */
  readonly clientId: string;
  /** `{ Authorization: <access token> }`, getting or renewing tokens first (one request for all callers). */
  getAuthHeaders(): Promise<Record<string, string>>;
  /** After a 401: renews the access token (once for concurrent 401s) and asks http-core to replay. */
  onUnauthorized(): Promise<boolean>;
  /**
   * Called by `createClient`: unless the strategy has its own `hosts` / `fetch` options, its token,
   * identity and redirect calls use the hosts and fetch of the first client it is given to. Later
   * clients change nothing (first attach wins): give a client with other hosts its own strategy.
   */
  attach(context: AuthContext): void;
  /** Listens to session changes (tokens, role); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current {@link SessionSnapshot} (the same object until something changes). */
  getSnapshot(): SessionSnapshot;
  /** The current tokens. */
  getTokens(): Tokens;
  /**
   * Replaces the tokens (checked; `EMPTY_TOKENS` clears them) and persists them. The snapshot's
   * `member` becomes `options.member` (who the tokens belong to; left out: unknown).
   */
  setTokens(tokens: Tokens, options?: { member?: SessionMember | undefined }): void;
  /** Whether a member is signed in (refresh token role `member`). */
  loggedIn(): boolean;
  /** Clears the snapshot's `expired` (the UI has told the shopper they were signed out). */
  dismissExpired(): void;
  /**
   * Sets the snapshot's `noCart` and stores it with the tokens (a cart store calls it: `true` when the
   * visitor has no cart, `false` before it writes). Does nothing without tokens.
   */
  markNoCart(noCart: boolean): void;
  /**
   * Usable tokens. Without an argument: the session's own, renewed if needed, and stored.
   * With tokens: them if usable, else renewed (refresh, or a new visitor) without storing.
   */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** Exchanges a refresh token for new tokens (a rotated refresh token is kept); nothing is stored. */
  renewToken(refreshToken: Tokens['refreshToken']): Promise<Tokens>;
}

const registry = new WeakMap<object, Internals>();

/** @internal */
export function internals(auth: OAuthStrategy): Internals {
  return registry.get(auth) ?? invalid('auth', 'must be a strategy from createOAuthStrategy()');
}

/**
 * Creates the OAuth strategy for visitors and members: its session store (tokens in memory,
 * mirrored to `storage`), its renewal, and the client its own calls use. See the {@link OAuthStrategy}
 * interface.
 *
 * @param options - client id, storage, initial tokens, fetch, hosts, expired-session policy
 * @returns the strategy, to give to `createClient({ auth })` and to the flows
 * @throws {ValidationError} when `clientId` is missing
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { browserStorage, createOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = createOAuthStrategy({ clientId: 'your-client-id', storage: browserStorage(), expiredSession: 'visitor' });
 * const client = createClient({ auth });
 * ```
 */
export function createOAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId } = options;
  if (typeof clientId != 'string' || !clientId) invalid('clientId', 'is required');
  // The strategy's own calls (tokens, identity, redirects) go to the api host: its own `hosts` and
  // `fetch`, else those of the first client it was given to (`attach`).
  const base: ClientOptions = { fetch: options.fetch, hosts: options.hosts, hostMode: 'api', timeoutMs: options.timeoutMs };
  let plain: Client | undefined;
  let authenticated: Client | undefined;
  // Built on first use: creating the authenticated one attaches the strategy to it, which, before any
  // other client, fixes the hosts as they are (the strategy's own, else production).
  const client = (withAuth?: boolean) => (withAuth ? (authenticated ??= createClient({ ...base, auth })) : (plain ??= createClient({ ...base })));
  const key = `sfk.${clientId}.tokens`;
  const [session, core] = createSessionStore(options, key);
  const auth: OAuthStrategy = {
    clientId,
    ...session,
    ...createRenewal(core, options, key, createGrant(options, client)),
    attach(context) {
      // The first client wins (the strategy's own options win over it): a strategy serves one platform.
      // Clients built before it knew them are built again on next use.
      base.hosts ??= context.hosts;
      base.fetch ??= context.fetch;
      plain = authenticated = undefined;
    },
  };
  registry.set(auth, { options, client });
  return auth;
}

/**
 * The official SDK's name for {@link createOAuthStrategy}, kept as the migration path: code written
 * against the platform's SDK (`OAuthStrategy({ clientId })`) works unchanged.
 *
 * @param options - see {@link OAuthStrategyOptions}
 * @returns the strategy
 * @throws {ValidationError} when `clientId` is missing
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const client = createClient({ auth: OAuthStrategy({ clientId: 'your-client-id' }) });
 * ```
 */
export const OAuthStrategy: (options: OAuthStrategyOptions) => OAuthStrategy = createOAuthStrategy;

/**
 * Whether `value` is a strategy made by {@link createOAuthStrategy} (or `FullOAuthStrategy`) of this
 * copy of the package; for a copy-independent check, test its shape (`subscribe`, `getSnapshot`, `setTokens`).
 *
 * @param value - anything, typically a client's `auth`
 * @returns `true` for a strategy of this package
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createOAuthStrategy, isOAuthStrategy } from '@storefront-kit/identity-oauth';
 * const client = createClient({ auth: createOAuthStrategy({ clientId: 'your-client-id' }) });
 * if (isOAuthStrategy(client.auth)) client.auth.subscribe(() => {});
 * ```
 */
export function isOAuthStrategy(value: unknown): value is OAuthStrategy {
  return typeof value === 'object' && value !== null && registry.has(value);
}
