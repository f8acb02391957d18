import {
  createClient,
  defineEndpoint,
  HttpError,
  ValidationError,
  type AuthContext,
  type AuthStrategy,
  type Client,
  type ClientOptions,
  type FetchLike,
  type Hosts,
  type RequestClient,
} from '@storefront-kit/http-core';
import { OAuthError } from './errors';
import type { ExpiredSessionPolicy, SessionExpiredEvent, SessionMember, SessionSnapshot } from './session-types';
import { memoryStorage } from './storage/memory';
import type { StorageAdapter } from './storage/types';
import { checkTokens, EMPTY_TOKENS, isUsable, toTokens, type Tokens } from './tokens';
import type { TokenRole } from './types';

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
  /** Clears the snapshot's `expired` (the UI has told the shopper they were signed out). */
  dismissExpired(): void;
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
  options: OAuthStrategyOptions;
  /** Sends a grant to `POST /oauth2/token` and turns the answer into tokens (nothing is stored). */
  grant: (body: Record<string, unknown>, role: TokenRole, keepRefresh?: string, headers?: Record<string, string>) => Promise<Tokens>;
  /** A client for identity and redirect calls, authenticated by the strategy itself, always on the api host. */
  api: () => RequestClient;
  /** The same without auth (per-call `Authorization`). */
  plain: () => Client;
  /** Where pending PKCE logins live; resolved on first use by the redirect-login functions. */
  transactions?: StorageAdapter | undefined;
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
  const { clientId, storage = memoryStorage() } = options;
  if (!clientId || typeof clientId !== 'string') throw new ValidationError('clientId is required', 'clientId');
  const key = `sfk.${clientId}.tokens`;
  // The strategy's own calls (tokens, identity, redirects) go to the api host: its own `hosts` and
  // `fetch`, else those of the first client it was given to (`attach`). A client per call: they are rare.
  const base: ClientOptions = { fetch: options.fetch, hosts: options.hosts, hostMode: 'api', timeoutMs: options.timeoutMs };
  const client = (more?: ClientOptions) => createClient({ ...base, ...more });

  // ---- the session: tokens in memory, mirrored to the storage ----

  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot | undefined;
  let generation = 0;
  let expired: SessionExpiredEvent | undefined;
  /** The stored record of `snapshot`: a different one means a change. */
  let record = '';
  /**
   * Counts every replacement not made by a renewal itself (logout, `setTokens`, another tab), so a
   * token answer arriving after one of them is dropped instead of resurrecting the session.
   */
  let gen = 0;
  /** The first read of an asynchronous storage, until it settles. */
  let reading: Promise<void> | undefined;
  let warned = false;
  const tokens = () => snapshot!.tokens;

  // Sync throws and async rejections alike become one warning (never a token value in it).
  const safe = async (op: () => unknown): Promise<void> => {
    try {
      await op();
    } catch (e) {
      if (!warned) console.warn(`storefront-kit: session storage failed (${(e as Error)?.name})`);
      warned = true;
    }
  };

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    // A throwing listener neither skips the others nor the storage write.
    listeners.forEach((l) => {
      try {
        l();
      } catch (e) {
        queueMicrotask(() => {
          throw e;
        });
      }
    });
  };

  /**
   * Replaces the tokens; `persist` also writes them. `member`: who they belong to (left out:
   * unknown); any role but `member` drops it. `how`: `renewed` for the same session (a refresh, the
   * first read of the storage), `minted` for a visitor this session just created; else the tokens
   * stand for someone new (a new `generation`), unless they are the first visitor of the session.
   */
  const set = (t: Tokens, persist?: boolean, member?: SessionMember, how?: 'renewed' | 'minted') => {
    const role = t.refreshToken.role;
    const loggedIn = role === 'member';
    const m = (loggedIn && member) || undefined;
    // The stored record: the tokens, plus `member` when known (older versions ignore it).
    const rec = JSON.stringify({ ...t, member: m });
    if (persist) void safe(() => (t.accessToken.value || t.refreshToken.value ? storage.setItem(key, rec) : storage.removeItem(key)));
    if (rec !== record) {
      record = rec;
      if (how != 'renewed' && (loggedIn || (snapshot?.role ?? 'none') != 'none')) generation++;
      publish({ tokens: t, role, loggedIn, member: m, generation, newVisitor: how == 'minted', expired });
    }
  };

  const apply = (raw: unknown, readAt: number, how?: 'renewed') => {
    // Tokens set while an asynchronous read was pending win over what was read.
    if (readAt !== gen) return;
    let t: Tokens | undefined;
    let m: SessionMember | undefined;
    try {
      const v = JSON.parse(raw as string);
      t = checkTokens(v);
      // The member is optional (records of earlier versions have none); a malformed one is dropped.
      const { id, email } = v.member;
      if (typeof id == 'string') m = { id, email: typeof email == 'string' ? email : undefined };
    } catch {
      // not JSON, or no member
    }
    // Corrupt or foreign data: cleared and treated as empty, never a TypeError later.
    if (raw != null && !t) void safe(() => storage.removeItem(key));
    set(t ?? EMPTY_TOKENS, false, m, how);
  };

  /** Reads the stored session (again); `renewed`: what it finds is this session's own (first read, a renewal's turn). */
  const load = (how?: 'renewed'): Promise<void> => {
    const readAt = gen;
    return safe(() => {
      const raw = storage.getItem(key);
      return raw instanceof Promise ? raw.then((v) => apply(v, readAt, how)) : apply(raw, readAt, how);
    });
  };

  // ---- renewal: one token request for all callers ----

  let inflight: Promise<Tokens> | undefined;
  let renewedAt = 0;
  const grant: Internals['grant'] = async (body, role, keepRefresh, headers) => {
    // No auth (token calls mint it) and no retry (a replayed refresh could burn a rotated token).
    const answer = await client({ retry: false, headers: options.tokenRequestHeaders })
      .request(tokenEndpoint, { body, headers })
      .catch((e) => {
        // The platform SDK's message for any refused grant; status, `error` and `error_description` stay on the error.
        if (e instanceof HttpError) e.message = 'something went wrong';
        throw e;
      });
    return toTokens(answer, role, keepRefresh);
  };
  const anonymous = () => grant({ clientId, grantType: 'anonymous' }, 'visitor');
  const refresh = ({ value, role }: Tokens['refreshToken']) => {
    const go = () => grant({ clientId, grantType: 'refresh_token', refreshToken: value }, role, value);
    // Strategies sharing this storage's tokens in one process refresh a refresh token once between them.
    return storage.sharedRefresh ? storage.sharedRefresh.run(clientId, value, go) : go();
  };
  // Another tab renewed (and rotated) or the app replaced the tokens meanwhile: adopt theirs if usable.
  const adopt = () => {
    if (isUsable(tokens())) return tokens();
    throw new OAuthError('Session changed during a token request', 'ERR_SESSION_CHANGED');
  };

  const requestTokens = async (): Promise<Tokens> => {
    let sentAt = gen;
    const rt = tokens().refreshToken;
    let how: 'renewed' | 'minted' = rt.value ? 'renewed' : 'minted';
    let next: Tokens;
    try {
      next = await (rt.value ? refresh(rt) : anonymous());
    } catch (error) {
      if (sentAt != gen) return adopt();
      // Transient failures (network, 5xx, 429, a malformed answer) keep the tokens for the next try;
      // a 400/401 from the token endpoint is the server's final word.
      if (!rt.value || !(error instanceof HttpError && (error.status == 400 || error.status == 401))) throw error;
      const reason = String((error.data as { error?: unknown } | undefined)?.error ?? 'invalid_grant');
      sentAt = ++gen;
      expired = { role: rt.role, memberId: snapshot!.member?.id, reason, error };
      set(EMPTY_TOKENS, true);
      options.onSessionExpired?.(expired);
      if (options.expiredSession == 'error') {
        throw new OAuthError('Session expired: refresh token refused', 'ERR_SESSION_EXPIRED', { error: reason, cause: error });
      }
      next = await anonymous();
      how = 'minted';
    }
    // Logged out (or tokens replaced) meanwhile: this answer belongs to a session that no longer exists.
    if (sentAt != gen) return adopt();
    // A refresh keeps the member (a new visitor drops it: not a member role).
    set(next, true, snapshot!.member, how);
    return next;
  };

  /** Renews the tokens: a refresh grant, else a new visitor. */
  const start = (): Promise<Tokens> => {
    if (!storage.lock) return requestTokens();
    // Tabs sharing the storage take turns: the second one finds the first one's fresh tokens
    // instead of spending the same, now rotated, refresh token (supabase auth-js #213).
    const before = tokens().accessToken.value;
    const turn = async () => {
      await load('renewed');
      const t = tokens();
      return t.accessToken.value != before && isUsable(t) ? t : requestTokens();
    };
    return storage.lock(key, turn) as Promise<Tokens>; // it settles as `turn` does
  };

  /** One token request for all concurrent callers; the next call after a failure starts afresh. */
  const renew = (): Promise<Tokens> => (inflight ??= start().finally(() => (inflight = undefined)));

  /** Usable tokens: the session's own, or renewed (refresh, else a new visitor). */
  const ensure = async (): Promise<Tokens> => {
    await reading;
    // A renewal in flight wins even over tokens that look usable: they are about to be replaced.
    return inflight ?? (isUsable(tokens()) ? tokens() : renew());
  };

  const auth: OAuthStrategy = {
    clientId,
    async getAuthHeaders() {
      const t = tokens();
      // The hot path (usable tokens, nothing pending) awaits nothing.
      return { Authorization: (reading || inflight || !isUsable(t) ? await ensure() : t).accessToken.value };
    },
    async onUnauthorized() {
      // Concurrent 401s share one renewal; a 401 right after one replays with the new token.
      if (Date.now() - renewedAt > 2000) {
        await renew();
        renewedAt = Date.now();
      }
      return true;
    },
    attach({ hosts, fetch }) {
      // The first client wins (the strategy's own options win over it): a strategy serves one platform.
      base.hosts ??= hosts;
      base.fetch ??= fetch;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot!,
    getTokens: tokens,
    setTokens(t, o) {
      const checked = checkTokens(t);
      if (!checked) throw new ValidationError('Invalid tokens', 'tokens');
      gen++;
      expired = undefined;
      set(checked, true, o?.member ?? members.get(t));
    },
    loggedIn: () => snapshot!.loggedIn,
    dismissExpired() {
      if (!expired) return;
      expired = undefined;
      publish({ ...snapshot!, expired });
    },
    async generateVisitorTokens(t) {
      if (!t) return ensure();
      const checked = checkTokens({ ...EMPTY_TOKENS, ...t });
      return checked && isUsable(checked) ? checked : checked?.refreshToken.value ? refresh(checked.refreshToken) : anonymous();
    },
    renewToken: refresh,
  };

  set(EMPTY_TOKENS);
  const initial = options.tokens && checkTokens(options.tokens);
  if (initial) set(initial, true);
  else reading = load('renewed').then(() => (reading = undefined));
  // Another tab logged in, refreshed or logged out.
  storage.subscribe?.((k) => {
    if (k === null || k === key) {
      gen++;
      void load();
    }
  });

  registry.set(auth, {
    clientId,
    options,
    grant,
    // Attaching the strategy to its own client is a no-op once attached (same hosts); before any
    // client, it fixes the hosts as they are (the strategy's own, else production).
    api: () => client({ auth }),
    plain: () => client(),
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
