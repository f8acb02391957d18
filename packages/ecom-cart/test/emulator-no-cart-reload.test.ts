/**
 * A returning visitor without a cart makes no cart call on reload: the store marks the session
 * (`markNoCart`, as identity-oauth's `OAuthStrategy` keeps it with the tokens) when a read finds no cart,
 * a reload's store trusts the mark, and the first add clears it. Against the emulator over real HTTP;
 * a "reload" is a new client and store on the same visitor and the same kept mark.
 */
import { describe, expect, it } from 'vitest';
import { createCartStore, type CartSessionSource } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { visitorAuth } from './fixtures';
import { emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

const cartCalls = () => emulator.requestLog({ path: '/ecom/**' }).length;

/** One visitor's tokens and kept mark (what survives a reload), and a page life over them. */
function visitorWithKeptMark(role = 'visitor') {
  const auth = visitorAuth(emulator);
  const kept = { noCart: false };
  const page = () => {
    const session: CartSessionSource = {
      subscribe: () => () => {},
      getSnapshot: () => ({ role, generation: 0, newVisitor: false, noCart: kept.noCart }),
      markNoCart: (noCart) => {
        kept.noCart = noCart;
      },
    };
    const client = createClient({ hosts: emulator.hosts, auth, retry: false });
    return createCartStore(client, { session });
  };
  return { page, kept };
}

describe('a returning visitor without a cart', () => {
  it('reads once (404), then reloads with no cart call; the first add clears the mark and the next reload reads the cart once', async () => {
    const visitor = visitorWithKeptMark();
    let calls = cartCalls();
    expect((await visitor.page().refresh()).ok).toBe(true);
    expect(
      emulator
        .requestLog({ path: '/ecom/**' })
        .slice(calls)
        .map((entry) => entry.status),
    ).toEqual([404]);
    expect(visitor.kept.noCart).toBe(true);

    calls = cartCalls();
    const reloaded = visitor.page();
    expect(await reloaded.refresh()).toEqual({ ok: true, value: null });
    expect(cartCalls()).toBe(calls);

    expect((await reloaded.add({ lineItems: [item('canvas-tote')] })).ok).toBe(true);
    expect(visitor.kept.noCart).toBe(false);
    calls = cartCalls();
    const withCart = await visitor.page().refresh();
    expect(withCart.ok && names(withCart.value)).toEqual([['Canvas Tote', 1]]);
    expect(cartCalls()).toBe(calls + 1);
  });

  it('a member is never marked: their cart can be made on another device', async () => {
    const member = visitorWithKeptMark('member');
    await member.page().refresh();
    expect(member.kept.noCart).toBe(false);
  });
});
