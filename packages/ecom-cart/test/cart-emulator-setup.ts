/**
 * Shared set-up of the ecom-cart tests against the emulator (`emulator-*.test.ts`): one emulator per test
 * file, its demo product ids, line-item inputs by slug, the cart requests it logged.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { STORES_APP_ID, type Cart, type LineItemInput } from '@storefront-kit/ecom-cart';
import type { Cart as CartV2 } from '@storefront-kit/ecom-cart/v2';
import type { FetchLike } from '@storefront-kit/http-core';
import { type Emulator, productIds, startEmulator, visitorClient } from './fixtures';

/** The calling file's emulator, started by `useCartEmulator` (a live binding: read it inside tests and hooks). */
export let emulator: Emulator;
let ids: Record<string, string>;

/** Starts the file's emulator and reads the product ids before its tests, stops it after them, clears faults after each test. */
export function useCartEmulator(): void {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    ids = await productIds(visitorClient(emulator).client);
  });
  afterAll(() => emulator.stop());
  afterEach(() => emulator.clearFaults());
}

export const item = (slug: string, quantity = 1, choices?: Record<string, string>): LineItemInput => ({
  quantity,
  catalogReference: { catalogItemId: ids[slug] as string, appId: STORES_APP_ID, ...(choices && { options: { options: choices } }) },
});
/** The fields `names` reads of a V1 line (`productName`, `quantity`) or a V2 line (`name`, `quantityInfo`). */
type EitherLine = { productName?: { original?: string }; quantity?: number; name?: { original?: string }; quantityInfo?: { confirmedQuantity?: number } };
/** `[name, quantity]` of each line, sorted by name, of a V1 or a V2 cart. */
export const names = (cart: Cart | CartV2 | null | undefined) =>
  ((cart?.lineItems ?? []) as EitherLine[])
    .map((line) => [line.productName?.original ?? line.name?.original, line.quantity ?? line.quantityInfo?.confirmedQuantity])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
/**
 * `vi.waitFor` options for a wait on an answer of the emulator or on a message of another tab: vitest's
 * default of 1 s failed a test whenever one answer took longer, as on a loaded CI machine. It still ends
 * before the test's 5 s.
 */
export const ANSWERED = { timeout: 4_000 };
/** Requests the emulator saw for the cart paths since `from`. */
export const cartLog = (from = 0) => emulator.requestLog({ path: '/ecom/**' }).slice(from);

/**
 * A fetch (the global one) that, once `hold()` is called, holds the next answer to a URL ending with
 * `suffix` after the server made it: the promise `hold()` gives resolves then, with the function that lets
 * the answer through. Lets a test act while a request is in flight and those queued behind it wait.
 */
export function answerGate(suffix: string): { fetch: FetchLike; hold: () => Promise<() => void> } {
  let held: { answered: () => void; released: Promise<void> } | undefined;
  const gatedFetch: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    const gate = held;
    if (gate && String(input instanceof Request ? input.url : input).endsWith(suffix)) {
      held = undefined;
      gate.answered();
      await gate.released;
    }
    return response;
  };
  const hold = () =>
    new Promise<() => void>((resolve) => {
      let release = () => {};
      const released = new Promise<void>((done) => (release = done));
      held = { answered: () => resolve(release), released };
    });
  return { fetch: gatedFetch, hold };
}
