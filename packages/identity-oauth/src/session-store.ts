import type { StorageAdapter } from './storage/types';
import { checkTokens, EMPTY_TOKENS, type Tokens } from './tokens';
import type { TokenRole } from './types';

/**
 * The signed-in member as the SDK learnt it from the identity answer of the login that stored the
 * member tokens: the identity id (the member id) and the login e-mail. Nothing else: the platform's
 * tokens are opaque, so read the profile with your own call when you need it.
 *
 * @example
 * ```ts
 * import type { SessionMember } from '@storefront-kit/identity-oauth';
 * const greeting = (m?: SessionMember) => (m?.email ? `Signed in as ${m.email}` : 'Signed in');
 * ```
 */
export interface SessionMember {
  /** The identity (member) id. */
  readonly id: string;
  /** The login e-mail, when the identity answer had one. */
  readonly email?: string | undefined;
}

/**
 * What UIs render: the tokens, the role they stand for, whether a member is signed in and, when the
 * SDK knows it, who (`member`). A new object only when something changed, so
 * `useSyncExternalStore` can use it as is.
 *
 * @example
 * ```ts
 * import type { SessionSnapshot } from '@storefront-kit/identity-oauth';
 * const label = (s: SessionSnapshot) => (s.loggedIn ? (s.member?.email ?? 'My account') : 'Sign in');
 * ```
 */
export interface SessionSnapshot {
  readonly tokens: Tokens;
  readonly role: TokenRole;
  readonly loggedIn: boolean;
  /**
   * The member of a login that reached `SUCCESS` with an identity and whose tokens were stored
   * (`setTokens(await getMemberTokensForDirectLogin(...))`, or `setTokens(tokens, { member })`);
   * kept across refreshes and persisted with the tokens. `undefined` whenever the role is not
   * `member`, and for a member the SDK did not see log in (redirect login, tokens set without one).
   */
  readonly member?: SessionMember | undefined;
}

/** @internal */
export interface SessionStore {
  /**
   * Counts every replacement that did not come from the token manager itself (logout, `setTokens`,
   * another tab), so a token answer arriving after one of them is dropped, not resurrecting the session.
   */
  gen: number;
  /** Settles when the stored session has been read (at once for synchronous storages). */
  ready: Promise<void>;
  /** Reads the stored session again. */
  reload(): Promise<void>;
  /** Whether other tabs share the storage (it reports their changes). */
  shared: boolean;
  get(): Tokens;
  /**
   * Replaces the tokens; `persist` also writes them (storage failures are warned about once, never thrown).
   * `member`: who they belong to (left out: unknown); any role but `member` drops it.
   */
  set(tokens: Tokens, persist?: boolean, member?: SessionMember): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
}

const str = (v: object) => JSON.stringify(v);

/** The session's tokens in memory, mirrored to a {@link StorageAdapter}. @internal */
export function createSessionStore(storage: StorageAdapter, key: string, initial?: Tokens): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot!: SessionSnapshot;
  let last = '';
  let warned = false;
  // Sync throws and async rejections alike become one warning (never a token value in it).
  const safe = (op: () => unknown): Promise<void> =>
    new Promise((r) => r(op())).then(
      () => {},
      (e) => {
        if (!warned) console.warn(`storefront-kit: session storage failed (${(e as Error)?.name})`);
        warned = true;
      },
    );
  const apply = (raw: unknown, gen: number) => {
    // Tokens set while an asynchronous read was pending win over what was read.
    if (gen !== s.gen) return;
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
    s.set(t ?? EMPTY_TOKENS, false, m);
  };
  const load = (): Promise<void> => {
    const gen = s.gen;
    return safe(() => {
      const raw = storage.getItem(key);
      if (raw instanceof Promise) return raw.then((v) => apply(v, gen));
      apply(raw, gen);
    });
  };
  const s: SessionStore = {
    gen: 0,
    ready: Promise.resolve(),
    reload: () => load(),
    shared: !!storage.subscribe,
    get: () => snapshot.tokens,
    set(tokens, persist, member) {
      const role = tokens.refreshToken.role;
      const loggedIn = role === 'member';
      const m = (loggedIn && member) || undefined;
      // The stored record: the tokens, plus `member` when known (JSON drops it when undefined;
      // older versions ignore it).
      const rec = str({ ...tokens, member: m });
      if (rec !== last) {
        last = rec;
        snapshot = { tokens, role, loggedIn, member: m };
        listeners.forEach((l) => l());
      }
      if (persist) void safe(() => (tokens.accessToken.value || tokens.refreshToken.value ? storage.setItem(key, rec) : storage.removeItem(key)));
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => snapshot,
  };
  s.set(EMPTY_TOKENS);
  const checked = initial && checkTokens(initial);
  if (checked) s.set(checked, true);
  else s.ready = load();
  // Another tab logged in, refreshed or logged out.
  storage.subscribe?.((k) => {
    if (k === null || k === key) {
      s.gen++;
      void load();
    }
  });
  return s;
}
