import { StorefrontError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { createMutationQueue } from './operations';
import type { CartActionResult } from './types';

/** A job the test settles by hand, recording when it starts. */
function job<T>(log: string[], name: string) {
  let settle!: (result: CartActionResult<T>) => void;
  const run = () => {
    log.push(`start ${name}`);
    return new Promise<CartActionResult<T>>((resolve) => (settle = resolve));
  };
  return { run, settle: (result: CartActionResult<T>) => settle(result) };
}

describe('createMutationQueue', () => {
  it('starts each job only after the one queued before it settled', async () => {
    const log: string[] = [];
    const queue = createMutationQueue();
    const a = job<number>(log, 'a');
    const b = job<number>(log, 'b');
    const first = queue.enqueue(a.run, true);
    const second = queue.enqueue(b.run, true);
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    a.settle({ ok: true, value: 1 });
    expect(await first).toEqual({ ok: true, value: 1 });
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    b.settle({ ok: true, value: 2 });
    expect(await second).toEqual({ ok: true, value: 2 });
  });

  it('gives the error of the first failed mutation queued before, ignoring reads and later mutations', async () => {
    const queue = createMutationQueue();
    const refused = new StorefrontError('out of stock', 'INSUFFICIENT_INVENTORY');
    void queue.enqueue(async () => ({ ok: false, error: new StorefrontError('read failed', 'ERR_NETWORK') }), false);
    void queue.enqueue(async () => ({ ok: true, value: 'added' }), true);
    void queue.enqueue(async () => ({ ok: false, error: refused }), true);
    const failure = queue.failureBefore();
    const later = queue.enqueue(async () => ({ ok: false, error: new StorefrontError('later', 'LATER') }), true);
    expect(await failure).toBe(refused);
    await later;
    await Promise.resolve();
    expect(await queue.failureBefore()).toBeUndefined(); // a settled mutation is forgotten
  });
});
