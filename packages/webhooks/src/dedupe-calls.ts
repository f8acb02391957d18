/**
 * A webhook receiver's use of its dedupe store: the `dedupe` settings, checked against the verifier's
 * window, and every store call with its failure turned into `ERR_WEBHOOK_DEDUPE_FAILED`.
 */
import { createMemoryDedupeStore, type DedupeStore } from './dedupe';
import { webhookError, WebhookError } from './errors';
import type { Receiver } from './receiver';
import { checkOption } from './verify';
import type { WebhookDedupeOptions } from './webhooks-types';

/**
 * Default time a handled event's key is remembered: 1 hour (never less than the token-validity window).
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, dedupe: { ttlSeconds: DEFAULT_DEDUPE_TTL_SECONDS * 24 } });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_DEDUPE_TTL_SECONDS = 3600;
/**
 * Default time a delivery holds its claim while handlers run: 2 minutes.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, dedupe: { leaseSeconds: DEFAULT_DEDUPE_LEASE_SECONDS * 5 } });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_DEDUPE_LEASE_SECONDS = 120;

/**
 * Internal: calls the dedupe store's `method` for `key`, with the lease (`claim`) or the TTL (`markDone`;
 * `release` ignores it). A failure is an `ERR_WEBHOOK_DEDUPE_FAILED` error: thrown by `claim`, only
 * reported for the others (the handlers' outcome decides the answer; a 500 after success would run them again).
 * `release` is skipped once the lease of the claim made at `claimedAt` (`Date.now()` milliseconds) has lapsed.
 */
export type StoreCall = (method: keyof DedupeStore, key: string, eventType: string, claimedAt?: number) => Promise<unknown>;

/**
 * Internal: the store calls of a receiver, or `undefined` when dedupe is off. A handled key must outlive
 * every token that carries it, so `ttlSeconds` is at least the receiver's `windowSeconds` (how long one token is accepted).
 *
 * @throws {WebhookError} `ERR_WEBHOOK_INVALID_CONFIG` for a TTL or lease out of range
 */
export function createStoreCall(
  dedupe: WebhookDedupeOptions | false | undefined,
  receiver: Pick<Receiver<WebhookError>, 'windowSeconds' | 'report'>,
): StoreCall | undefined {
  const { store = dedupe === false ? undefined : createMemoryDedupeStore(), ttlSeconds, leaseSeconds } = dedupe || {};
  const ttlMs =
    1000 *
    checkOption(webhookError, 'dedupe.ttlSeconds', ttlSeconds ?? Math.max(DEFAULT_DEDUPE_TTL_SECONDS, receiver.windowSeconds), receiver.windowSeconds, true);
  const leaseMs = 1000 * checkOption(webhookError, 'dedupe.leaseSeconds', leaseSeconds ?? DEFAULT_DEDUPE_LEASE_SECONDS);
  return (
    store &&
    (async (method, key, eventType, claimedAt = Date.now()) => {
      // A claim held past its lease may be another delivery's by now: dropping it would let a third run beside that one.
      if (method === 'release' && Date.now() - claimedAt >= leaseMs) return;
      try {
        return await store[method](key, method === 'claim' ? leaseMs : ttlMs);
      } catch (cause) {
        const error = new WebhookError(`Dedupe store ${method}() failed`, 'ERR_WEBHOOK_DEDUPE_FAILED', { eventType, cause });
        if (method === 'claim') throw error;
        receiver.report(error);
      }
    })
  );
}
