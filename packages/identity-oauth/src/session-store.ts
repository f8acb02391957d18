import type { StorageAdapter } from './storage/types';
import { checkTokens, EMPTY_TOKENS, type Tokens } from './tokens';
import type { TokenRole } from './types';

/**
 * What UIs render: the tokens, the role they stand for and whether a member is signed in.
 * A new object only when something changed, so `useSyncExternalStore` can use it as is.
 *
 * @example
 * ```ts
 * import type { SessionSnapshot } from '@storefront-kit/identity-oauth';
 * const label = (s: SessionSnapshot) => (s.loggedIn ? 'My account' : 'Sign in');
 * ```
 */
export interface SessionSnapshot {
  readonly tokens: Tokens;
  readonly role: TokenRole;
  readonly loggedIn: boolean;
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
  /** Replaces the tokens; `persist` also writes them (storage failures are warned about once, never thrown). */
  set(tokens: Tokens, persist?: boolean): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
}

const str = (t: Tokens) => JSON.stringify(t);

/** The session's tokens in memory, mirrored to a {@link StorageAdapter}. @internal */
export function createSessionStore(storage: StorageAdapter, key: string, initial?: Tokens): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot!: SessionSnapshot;
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
    try {
      t = checkTokens(JSON.parse(raw as string));
    } catch {
      // not JSON
    }
    // Corrupt or foreign data: cleared and treated as empty, never a TypeError later.
    if (raw != null && !t) void safe(() => storage.removeItem(key));
    s.set(t ?? EMPTY_TOKENS);
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
    set(tokens, persist) {
      if (!snapshot || str(tokens) !== str(snapshot.tokens)) {
        const role = tokens.refreshToken.role;
        snapshot = { tokens, role, loggedIn: role === 'member' };
        listeners.forEach((l) => l());
      }
      if (persist) void safe(() => (tokens.accessToken.value || tokens.refreshToken.value ? storage.setItem(key, str(tokens)) : storage.removeItem(key)));
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
