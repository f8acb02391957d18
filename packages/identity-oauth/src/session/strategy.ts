import { createClient, defineEndpoint, invalid, type AuthContext, type AuthStrategy, type Client, type ClientOptions } from '@storefront-kit/http-core';
import { SDK } from '../sdk';
import type { Grant, InternalClients, Internals } from './internals';
import { checkStrategyOptions } from './options';
import { createRenewal } from './renewal';
import { createSessionStore } from './store';
import { toTokens, type Tokens } from './tokens';
import type { OAuthStrategyOptions, SessionMember, SessionSnapshot } from './types';

export type { OAuthStrategyOptions } from './types';

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

// A refused grant reads as the platform SDK's words first, then the platform's OAuth `error` and
// `error_description`, then the call: `something went wrong: invalid_client: Unknown clientId (POST /oauth2/token)`.
const tokenEndpoint = /* @__PURE__ */ defineEndpoint({ method: 'POST', path: '/oauth2/token', sdk: SDK, failure: 'something went wrong' });

/**
 * A strategy's {@link Grant}, the token call of every grant (its renewal's refresh and anonymous grants,
 * the redirect callback's code, backend sign-on): token calls mint the auth, so they go through the
 * strategy's plain client. A POST is never retried, so a refresh token is presented once per call.
 */
function createGrant(options: OAuthStrategyOptions, client: () => Client): Grant {
  return async (body, role, keepRefresh, init) =>
    toTokens(await client().request<Record<string, unknown>>(tokenEndpoint, { headers: options.tokenRequestHeaders, ...init, body }), role, keepRefresh);
}

/**
 * Creates the OAuth strategy for visitors and members: its session store (tokens in memory,
 * mirrored to `storage`), its renewal, and the client its own calls use. See the {@link OAuthStrategy}
 * interface.
 *
 * @param options - client id, storage, initial tokens, fetch, hosts, expired-session policy
 * @returns the strategy, to give to `createClient({ auth })` and to the flows
 * @throws {ValidationError} when an option is bad, before any request, naming it: `clientId` missing or
 *   blank; `storage` or `transactionStorage` without `getItem`, `setItem` and `removeItem` functions;
 *   `hosts.<kind>` not an http(s) origin with an optional path, `fetch` not a function, `timeoutMs` not a
 *   number 0 or more (as `createClient` refuses them); `expiredSession` not `'visitor'` or `'error'`;
 *   `onSessionExpired` not a function; a `tokenRequestHeaders` value or an
 *   `allowedRedirectUris` entry not a string
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
  checkStrategyOptions(options);
  const { clientId } = options;
  const key = `sfk.${clientId}.tokens`;
  const { methods, core } = createSessionStore(options, key);
  const grant = createGrant(options, () => clients().plain);
  const renewal = createRenewal(core, options, key, grant);
  // The strategy's own calls (tokens, identity, redirects) go to the api host of one platform: its own
  // `hosts` and `fetch` options, else those of the first client it is given to (`attach`). Its own first
  // call before any client settles them as they are then (its options, else production and the global fetch).
  let platform: ClientOptions | undefined;
  const settlePlatform = (firstClient: Partial<AuthContext> = {}) =>
    (platform ??= { hosts: options.hosts ?? firstClient.hosts, fetch: options.fetch ?? firstClient.fetch, hostMode: 'api', timeoutMs: options.timeoutMs });
  let builtClients: InternalClients | undefined;
  // The authenticated client authenticates with the renewal itself, which has no `attach`: building it attaches nothing.
  const clients = () => (builtClients ??= { plain: createClient(settlePlatform()), authenticated: createClient({ ...settlePlatform(), auth: renewal }) });
  const auth: OAuthStrategy = { clientId, ...methods, ...renewal, attach: settlePlatform };
  registry.set(auth, { options, clients, grant, session: core });
  return auth;
}

/**
 * The official SDK's name for {@link createOAuthStrategy}, kept as the migration path: code written
 * against the platform's SDK (`OAuthStrategy({ clientId })`) works unchanged.
 *
 * @param options - see {@link OAuthStrategyOptions}
 * @returns the strategy
 * @throws {ValidationError} when an option is bad, before any request (see {@link createOAuthStrategy})
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
