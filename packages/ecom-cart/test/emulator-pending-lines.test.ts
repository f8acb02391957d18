/**
 * Integration tests: an operation queued on a pending line's temporary id (`pending-line-N`) acts on the
 * server's line that the add made, for catalogue and custom lines, over cart V1 and cart V2, against the
 * emulator over real HTTP on loopback. Each test uses a fresh visitor.
 */
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, type CartShapes, type CartStore, createCartStore, getCurrentCart, type LineItemInput } from '@storefront-kit/ecom-cart';
import { cartV2, getCurrentCart as getCurrentCartV2 } from '@storefront-kit/ecom-cart/v2';
import type { Client } from '@storefront-kit/http-core';
import { visitorClient } from './fixtures';
import { emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

/** A custom line of one version's add input: `[name, quantity]`. */
type Custom = readonly [name: string, quantity: number];

/** What differs between the versions: how a store is made, how an add is spelled, how the server's cart is read, the add's path. */
const versions = [
  {
    version: 'V1',
    store: (client: Client) => createCartStore(client) as CartStore<CartShapes>,
    add: (catalogue: LineItemInput[], custom: Custom[] = []) => ({
      lineItems: catalogue,
      customLineItems: custom.map(([name, quantity]) => ({ quantity, price: '4.50', productName: { original: name }, itemType: { preset: 'PHYSICAL' } })),
    }),
    server: (client: Client) => getCurrentCart(client),
    addPath: '/ecom/v1/carts/current/add-to-cart',
  },
  {
    version: 'V2',
    store: (client: Client) => createCartStore(client, { cart: cartV2 }) as CartStore<CartShapes>,
    add: (catalogue: LineItemInput[], custom: Custom[] = []) => ({
      catalogItems: catalogue,
      customItems: custom.map(([name, quantity]) => ({
        name: { original: name },
        quantityInfo: { requestedQuantity: quantity },
        pricing: { price: { amount: '4.50' } },
        attributes: { itemType: { preset: 'PHYSICAL' } },
      })),
    }),
    server: async (client: Client) => (await getCurrentCartV2(client)).cart,
    addPath: '/ecom/v2/carts/current/add-line-items',
  },
] as const;

/** The temporary ids the store shows, in the cart's order, for the lines named `name` (V1 `productName`, V2 `name`). */
const pendingIds = (store: CartStore<CartShapes>, name: string) =>
  ((store.getSnapshot().cart?.lineItems ?? []) as { id?: string; productName?: { original?: string }; name?: { original?: string } }[])
    .filter((line) => (line.productName ?? line.name)?.original === name && line.id?.startsWith('pending-line-'))
    .map((line) => line.id as string);

describe.each(versions)('a pending line of an add over cart $version', ({ store: storeOf, add, server, addPath }) => {
  /** Awaits an add and an operation queued on one of its pending lines: both succeed, and the server's cart ends as `expected`. */
  const bothSucceed = async (client: Client, adding: Promise<{ ok: boolean }>, queued: Promise<unknown>, expected: unknown[][]) => {
    expect((await adding).ok).toBe(true);
    expect(await queued).toMatchObject({ ok: true });
    expect(names(await server(client))).toEqual(expected);
  };

  it.each([
    ['remove', (store: CartStore<CartShapes>, id: string) => store.remove(id), [['Canvas Tote', 1]]],
    [
      'setQuantity',
      (store: CartStore<CartShapes>, id: string) => store.setQuantity(id, 3),
      [
        ['Canvas Tote', 1],
        ['Gift wrap', 3],
      ],
    ],
    [
      'changeQuantity',
      (store: CartStore<CartShapes>, id: string) => store.changeQuantity(id, 1),
      [
        ['Canvas Tote', 1],
        ['Gift wrap', 2],
      ],
    ],
  ])('%s queued on a pending custom line acts on the custom line the add made', async (_name, act, expected) => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    const adding = store.add(add([item('canvas-tote')], [['Gift wrap', 1]]));
    const [wrap] = pendingIds(store, 'Gift wrap');
    expect(wrap).toBeDefined();
    await bothSucceed(client, adding, act(store, wrap as string), expected);
    expect(store.getSnapshot()).toMatchObject({ pending: 0, error: null });
  });

  it('links custom lines of the same name in the order of the add', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    const adding = store.add(
      add(
        [],
        [
          ['Gift wrap', 1],
          ['Gift wrap', 2],
        ],
      ),
    );
    const [, second] = pendingIds(store, 'Gift wrap');
    await bothSucceed(client, adding, store.remove(second as string), [['Gift wrap', 1]]);
  });

  it('links a pending custom line to the line the add made, not to one of the same name that the store did not know of', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    await store.refresh();
    // Another device adds a custom line of the same name: the store still shows no cart.
    await addToCurrentCart(client, {
      customLineItems: [{ quantity: 5, price: '4.50', productName: { original: 'Gift wrap' }, itemType: { preset: 'PHYSICAL' } }],
    });
    const adding = store.add(add([], [['Gift wrap', 1]]));
    const [wrap] = pendingIds(store, 'Gift wrap');
    await bothSucceed(client, adding, store.remove(wrap as string), [['Gift wrap', 5]]);
  });

  it('links a pending custom line when the add answer is lost after the write (found again by the re-read)', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    await store.add(add([item('canvas-tote')]));
    emulator.addFault({ path: addPath, method: 'POST', kind: 'lost', times: 1 });
    const adding = store.add(add([], [['Gift wrap', 1]]));
    const [wrap] = pendingIds(store, 'Gift wrap');
    const result = await store.setQuantity(wrap as string, 4);
    expect(await adding).toMatchObject({ ok: false, error: { code: 'ERR_NETWORK' } });
    expect(result).toMatchObject({ ok: true });
    expect(names(await server(client))).toEqual([
      ['Canvas Tote', 1],
      ['Gift wrap', 4],
    ]);
  });

  it('links a pending catalogue line that the server merged into a line the store did not know of', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    await store.refresh();
    await addToCurrentCart(client, { lineItems: [item('canvas-tote')] }); // not through the store: it still shows no cart
    const adding = store.add(add([item('canvas-tote')]));
    const tote = store.getSnapshot().cart?.lineItems?.[0]?.id;
    expect(tote).toMatch(/^pending-line-/);
    await bothSucceed(client, adding, store.setQuantity(tote as string, 5), [['Canvas Tote', 5]]);
  });

  it('links a pending catalogue line to the line the add made, not to a line of the same item kept apart that the store did not know of', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    await store.refresh();
    // Another device adds the item with other override fields: a line of its own on the server, unknown to the store.
    await addToCurrentCart(client, { lineItems: [{ ...item('canvas-tote'), catalogOverrideFields: { productName: { original: 'Engraved Tote' } } }] });
    const adding = store.add(add([item('canvas-tote')]));
    const tote = store.getSnapshot().cart?.lineItems?.[0]?.id;
    expect(tote).toMatch(/^pending-line-/);
    await bothSucceed(client, adding, store.remove(tote as string), [['Engraved Tote', 1]]);
  });

  it('links the pending line of the first of two adds of one item, merged into one line', async () => {
    const { client } = visitorClient(emulator);
    const store = storeOf(client);
    await store.refresh();
    const first = store.add(add([item('canvas-tote')]));
    const second = store.add(add([item('canvas-tote', 2)]));
    const [tote] = store.getSnapshot().cart?.lineItems?.map((line) => line.id) ?? [];
    expect(store.getSnapshot().cart?.lineItems).toHaveLength(1);
    const result = await store.changeQuantity(tote as string, 1);
    expect([(await first).ok, (await second).ok]).toEqual([true, true]);
    expect(result).toMatchObject({ ok: true });
    expect(names(await server(client))).toEqual([['Canvas Tote', 4]]);
  });
});
