/**
 * Duplicate-delivery protection: a pluggable store that lets exactly one delivery of an event run its
 * handlers, plus the in-memory default.
 */
import { DOMAIN_WRAPPERS } from './envelope';
import { checkOption } from './verify';

/**
 * What {@link DedupeStore.claim} found:
 * - `claimed`: nobody has this key; the caller now holds it and must run the handlers
 * - `in-flight`: another delivery holds it and is running the handlers right now
 * - `done`: the event was handled before
 *
 * @example
 * ```ts
 * const claim: DedupeClaim = await store.claim('event:123', 120_000);
 * declare const store: DedupeStore;
 * ```
 */
export type DedupeClaim = 'claimed' | 'in-flight' | 'done';

/**
 * Where processed event keys are remembered. Every method may be sync or async, so a shared store
 * (Redis, a SQL unique insert) fits. `claim` must be atomic: two concurrent claims of one key must not
 * both return `claimed`; `release` must drop only the claim it made (after a lease ran out another
 * instance may hold the key). For receivers on several instances use `createRedisDedupeStore` from
 * `@storefront-kit/webhooks/redis`, which does both with single-key Lua scripts.
 *
 * @example
 * ```ts
 * // A store over a SQL table with a unique key (sketch: leases and TTLs left out).
 * const store: DedupeStore = {
 *   async claim(key) {
 *     const inserted = await db.insertIgnore('webhook_events', { key, state: 'in-flight' });
 *     return inserted ? 'claimed' : (await db.stateOf(key)) === 'done' ? 'done' : 'in-flight';
 *   },
 *   async markDone(key) { await db.setState(key, 'done'); },
 *   async release(key) { await db.remove(key); },
 * };
 * declare const db: {
 *   insertIgnore(table: string, row: object): Promise<boolean>;
 *   stateOf(key: string): Promise<string | undefined>;
 *   setState(key: string, state: string): Promise<void>;
 *   remove(key: string): Promise<void>;
 * };
 * ```
 */
export interface DedupeStore {
  /** Claims `key` for `leaseMs` (after which a crashed delivery's claim lapses). */
  claim(key: string, leaseMs: number): DedupeClaim | Promise<DedupeClaim>;
  /**
   * Records `key` as handled for `ttlMs`. When it fails, the receiver still answers 200 (the handlers
   * succeeded) and reports the error; the claim must then lapse with its lease, so that a later redelivery
   * runs the handlers again (at least once), and the store must keep nothing for it.
   */
  markDone(key: string, ttlMs: number): void | Promise<void>;
  /** Drops a claim (the handlers failed), so a redelivery runs them again. */
  release(key: string): void | Promise<void>;
}

/**
 * Options of {@link createMemoryDedupeStore}.
 *
 * @example
 * ```ts
 * createMemoryDedupeStore({ maxEntries: 100_000 });
 * ```
 */
export interface MemoryDedupeStoreOptions {
  /** Entries kept before the oldest handled ones are evicted. Default 10 000. In-flight claims are never evicted. */
  maxEntries?: number;
  /** Clock in milliseconds (tests). Default `Date.now`. */
  now?: () => number;
}

interface Entry {
  state: 'in-flight' | 'done';
  expiresAt: number;
}

/**
 * The default {@link DedupeStore}: a `Map` in this process. Right for one server process; several
 * processes or serverless instances need a shared store.
 *
 * @example
 * ```ts
 * import { createWebhooks, createMemoryDedupeStore } from '@storefront-kit/webhooks';
 * const webhooks = createWebhooks({ publicKey, dedupe: { store: createMemoryDedupeStore({ maxEntries: 50_000 }) } });
 * declare const publicKey: string;
 * ```
 */
export function createMemoryDedupeStore({ maxEntries = 10_000, now = Date.now }: MemoryDedupeStoreOptions = {}): DedupeStore {
  checkOption((_code, message) => new RangeError(message), 'maxEntries', maxEntries);
  const entries = new Map<string, Entry>();

  /** (Re)inserts `key` last, so eviction follows the latest change; when full, evicts expired entries, then the oldest handled ones. */
  const put = (key: string, state: Entry['state'], ms: number) => {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const t = now();
      for (const [old, entry] of entries) if (entry.expiresAt <= t) entries.delete(old);
      // Map iteration is insertion order: the oldest handled entries go first.
      for (const [old, entry] of entries) if (entries.size >= maxEntries && entry.state === 'done') entries.delete(old);
    }
    entries.set(key, { state, expiresAt: now() + ms });
  };

  return {
    claim(key, leaseMs) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.state;
      put(key, 'in-flight', leaseMs);
      return 'claimed';
    },
    markDone: (key, ttlMs) => put(key, 'done', ttlMs),
    release(key) {
      if (entries.get(key)?.state === 'in-flight') entries.delete(key);
    },
  };
}

/**
 * Internal: the dedupe key a delivery carries: the event's `id` when the payload is a domain event, else the
 * token's `jti`; `undefined` when it has neither (see {@link tokenDedupeKey}).
 */
export function dedupeKeyFor(payload: unknown, jti: string | undefined): string | undefined {
  const id = (payload as { id?: unknown } | undefined)?.id;
  // Only a domain event's `id` is an event id; a plain payload's `id` may be the entity's. The suffix is
  // checked first, so keys such as `constructor` find nothing on `Object.prototype`.
  if (id && typeof id === 'string' && Object.keys(payload as object).some((key) => key.endsWith('Event') && DOMAIN_WRAPPERS[key])) {
    return `event:${id}`;
  }
  if (jti) return `jti:${jti}`;
}

/** Internal: the dedupe key of a delivery that carries none: the SHA-256 of its token (WebCrypto). */
export async function tokenDedupeKey(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return `jwt:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
