import {
  createClient,
  defineEndpoint,
  ValidationError,
  type AuthContext,
  type AuthStrategy,
  type ClientOptions,
  type FetchLike,
  type Hosts,
  type RequestClient,
} from '@storefront-kit/http-core';
import { createSessionStore, type SessionMember, type SessionSnapshot, type SessionStore } from './session-store';
import { memoryStorage } from './storage/memory';
import type { StorageAdapter } from './storage/types';
import { createTokenManager, type ExpiredSessionPolicy, type SessionExpiredEvent, type TokenManager } from './token-manager';
import { checkTokens, EMPTY_TOKENS, isUsable, type Tokens } from './tokens';

/**
 * Options of {@link OAuthStrategy}.
 *
 * @example
 * ```ts
 * import { browserStorage, type OAuthStrategyOptions } from '@storefront-kit/identity-oauth';
 * const options: OAuthStrategyOptions = { clientId: 'your-client-id', storage: browserStorage(), expiredSession: 'visitor' };
 * ```
 */
export interface OAuthStrategyOptions {
  /** The OAuth app's client id (Headless settings). */
  clientId: string;
  /** Where tokens live. @default memoryStorage() (nothing persisted) */
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
  /** What a refused refresh token leads to (see {@link ExpiredSessionPolicy}). @default 'error' */
  expiredSession?: ExpiredSessionPolicy;
  /** Called when a refresh token is refused (before the error or the new visitor). */
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
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
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
   * `member` becomes `options.member`, else the member of the login that produced these very tokens
   * (`getMemberTokensForDirectLogin` after a `SUCCESS` with an identity), else `undefined`.
   */
  setTokens(tokens: Tokens, options?: { member?: SessionMember }): void;
  /** Whether a member is signed in (refresh token role `member`). */
  loggedIn(): boolean;
  /**
   * Usable tokens. Without an argument: the session's own, renewed if needed, and stored.
   * With tokens: them if usable, else renewed (refresh, or a new visitor) without storing.
   */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** Exchanges a refresh token for new tokens (a rotated refresh token is kept); nothing is stored. */
  renewToken(refreshToken: Tokens['refreshToken']): Promise<Tokens>;
}

/** What the standalone functions need from a strategy. @internal */
export interface Internals {
  clientId: string;
  store: SessionStore;
  manager: TokenManager;
  /** A client for identity and redirect calls, authenticated by the strategy itself, always on the api host. */
  api: () => RequestClient;
  /** The same without auth (per-call `Authorization`). */
  plain: () => RequestClient;
  /** Resolved on first use by the redirect-login functions (so the core bundle stays small). */
  transactions: StorageAdapter | undefined;
  key: (suffix: string) => string;
  allowedRedirectUris: readonly string[] | undefined;
  /** The state token of a login waiting for its e-mail verification code. */
  pendingVerification?: string | undefined;
  /** The session token and member of the last login step that reached `SUCCESS` with an identity. */
  success?: [sessionToken: string, member: SessionMember] | undefined;
}

/** Tokens made by a login flow whose member is known (set by the flows, read by `setTokens`). @internal */
export const members = new WeakMap<Tokens, SessionMember>();

const registry = new WeakMap<object, Internals>();

/** @internal */
export function internals(auth: OAuthStrategy): Internals {
  const i = registry.get(auth);
  if (!i) throw new ValidationError('Expected a strategy from OAuthStrategy()', 'auth');
  return i;
}

const tokenEndpoint = defineEndpoint({ method: 'POST', path: '/oauth2/token' });

/**
 * Creates the OAuth strategy for visitors and members. See the {@link OAuthStrategy} interface.
 *
 * @param options - client id, storage, initial tokens, fetch, hosts, expired-session policy
 * @throws {ValidationError} when `clientId` is missing
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { browserStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id', storage: browserStorage() });
 * const client = createClient({ auth });
 * ```
 */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId } = options;
  if (!clientId || typeof clientId !== 'string') throw new ValidationError('clientId is required', 'clientId');
  const key = (suffix: string) => `sfk.${clientId}.${suffix}`;
  const store = createSessionStore(options.storage ?? memoryStorage(), key('tokens'), options.tokens);
  // The strategy's own calls (tokens, identity, redirects) go to the api host: its own `hosts` and
  // `fetch`, else those of the first client it was given to (`attach`). A client per call: they are rare.
  const base: ClientOptions = { fetch: options.fetch, hosts: options.hosts, hostMode: 'api', timeoutMs: options.timeoutMs };
  const client = (more?: ClientOptions) => createClient({ ...base, ...more });
  const manager = createTokenManager(
    clientId,
    store,
    // Token calls: no auth (they mint it) and no retry (a replayed refresh could burn a rotated token).
    (body, headers) => client({ retry: false, headers: options.tokenRequestHeaders }).request(tokenEndpoint, { body, headers }),
    options.expiredSession,
    (e) => options.onSessionExpired?.(e),
    options.storage?.sharedRefresh,
  );
  let renewedAt = 0;

  const auth: OAuthStrategy = {
    clientId,
    getAuthHeaders: async () => ({ Authorization: (await manager.ensure()).accessToken.value }),
    async onUnauthorized() {
      // Concurrent 401s share one renewal; a 401 right after one replays with the new token.
      if (Date.now() - renewedAt > 2000) {
        await manager.renew();
        renewedAt = Date.now();
      }
      return true;
    },
    attach({ hosts, fetch }) {
      // The first client wins (the strategy's own options win over it): a strategy serves one platform.
      base.hosts ??= hosts;
      base.fetch ??= fetch;
    },
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    getTokens: store.get,
    setTokens(tokens, o) {
      const t = checkTokens(tokens);
      if (!t) throw new ValidationError('Invalid tokens', 'tokens');
      store.gen++;
      store.set(t, true, o?.member ?? members.get(tokens));
    },
    loggedIn: () => store.getSnapshot().loggedIn,
    async generateVisitorTokens(tokens) {
      if (!tokens) return manager.ensure();
      const t = checkTokens({ ...EMPTY_TOKENS, ...tokens });
      return t && isUsable(t) ? t : t?.refreshToken.value ? auth.renewToken(t.refreshToken) : manager.anonymous();
    },
    renewToken: manager.refresh,
  };
  registry.set(auth, {
    clientId,
    store,
    manager,
    // Attaching the strategy to its own client is a no-op once attached (same hosts); before any
    // client, it fixes the hosts as they are (the strategy's own, else production).
    api: () => client({ auth }),
    plain: () => client(),
    transactions: options.transactionStorage ?? options.storage,
    key,
    allowedRedirectUris: options.allowedRedirectUris,
  });
  return auth;
}

/**
 * Whether `value` is a strategy made by {@link OAuthStrategy} (or `FullOAuthStrategy`) of this copy
 * of the package; for a copy-independent check, test its shape (`subscribe`, `getSnapshot`, `setTokens`).
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { isOAuthStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const client = createClient({ auth: OAuthStrategy({ clientId: 'your-client-id' }) });
 * if (isOAuthStrategy(client.auth)) client.auth.subscribe(() => {});
 * ```
 */
export function isOAuthStrategy(value: unknown): value is OAuthStrategy {
  return typeof value === 'object' && value !== null && registry.has(value);
}
