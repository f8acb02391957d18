/**
 * Integration tests: while an add is pending, the cart store's view merges its catalogue lines into
 * the lines the server will merge them into (the same item with the same override, service and
 * subscription fields), keeps them apart otherwise, and shows no merged quantity the server refuses.
 * Over cart V1 and cart V2, against the emulator over real HTTP on loopback; the add's answer is held
 * until the test has read the store's snapshot. Each test uses a fresh visitor.
 */
import { describe, expect, it } from 'vitest';
import {
  addToCurrentCart,
  type CartShapes,
  type CartStore,
  createCartStore,
  getCurrentCart,
  type LineItem,
  type LineItemInput,
  MAX_LINE_ITEM_QUANTITY,
} from '@storefront-kit/ecom-cart';
import { cartV2, type LineItem as LineItemV2 } from '@storefront-kit/ecom-cart/v2';
import { type Client, createClient } from '@storefront-kit/http-core';
import { visitorAuth } from './fixtures';
import { answerGate, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

/** A client of a fresh visitor whose next add's answer `hold()` holds (see `answerGate`). */
function heldAddClient(addPath: string) {
  const { fetch, hold } = answerGate(addPath);
  return { client: createClient({ hosts: emulator.hosts, auth: visitorAuth(emulator), retry: false, fetch }), hold };
}

/** What the server and the view agree on for a line: its item, quantity and the fields lines merge by. */
const v1Line = (line: LineItem) => [
  line.catalogReference?.catalogItemId,
  line.quantity,
  line.catalogOverrideFields ?? null,
  line.serviceProperties ?? null,
  line.subscriptionOptionInfo ?? null,
];
const v2Line = (line: LineItemV2) => [
  line.source?.catalogReference?.catalogItemId,
  line.quantityInfo?.confirmedQuantity,
  line.source?.catalogOverrideFields ?? null,
  line.attributes?.serviceProperties ?? null,
  null,
];

const engraved = { productName: { original: 'Engraved Tote', translated: 'Engraved Tote' }, price: '30.00' };
/** The same overrides, their keys in another order. */
const engravedReordered = { price: '30.00', productName: { translated: 'Engraved Tote', original: 'Engraved Tote' } };

const versions = [
  {
    version: 'V1',
    store: (client: Client) => createCartStore(client) as CartStore<CartShapes>,
    add: (catalogue: LineItemInput[]) => ({ lineItems: catalogue }),
    shape: (cart: CartShapes['cart'] | null | undefined) => ((cart?.lineItems ?? []) as LineItem[]).map(v1Line),
    addPath: '/ecom/v1/carts/current/add-to-cart',
  },
  {
    version: 'V2',
    store: (client: Client) => createCartStore(client, { cart: cartV2 }) as CartStore<CartShapes>,
    add: (catalogue: LineItemInput[]) => ({ catalogItems: catalogue }),
    shape: (cart: CartShapes['cart'] | null | undefined) => ((cart?.lineItems ?? []) as LineItemV2[]).map(v2Line),
    addPath: '/ecom/v2/carts/current/add-line-items',
  },
] as const;

describe.each(versions)('a pending catalogue line of an add over cart $version', ({ store: storeOf, add, shape, addPath }) => {
  /** Adds `first` through the store, then `next` with its answer held: the lines shown while it is pending, and the add's result. */
  async function addHeld(first: LineItemInput[], next: LineItemInput[]) {
    const { client, hold } = heldAddClient(addPath);
    const store = storeOf(client);
    if (first.length > 0) await addToCurrentCart(client, { lineItems: first });
    await store.refresh();
    const answered = hold();
    const adding = store.add(add(next));
    const release = await answered;
    const shown = shape(store.getSnapshot().cart);
    release();
    const result = await adding;
    return { shown, result, store };
  }

  it('shows a line of its own for an item the cart holds with other override fields, as the server answers', async () => {
    const { shown, result } = await addHeld([item('canvas-tote')], [{ ...item('canvas-tote', 2), catalogOverrideFields: engraved }]);
    expect(result.ok).toBe(true);
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(shape(result.ok ? result.value : null));
  });

  it('merges into the line of the same item and override fields, not into the first line of the item', async () => {
    const { shown, result } = await addHeld(
      [item('canvas-tote'), { ...item('canvas-tote'), catalogOverrideFields: engraved }],
      [{ ...item('canvas-tote', 3), catalogOverrideFields: engravedReordered }],
    );
    expect(result.ok).toBe(true);
    expect(shown.map((line) => line[1])).toEqual([1, 4]);
    expect(shown).toEqual(shape(result.ok ? result.value : null));
  });

  it('merges the lines of one add as the server does: equal overrides into one line, others apart', async () => {
    const { shown, result } = await addHeld(
      [],
      [
        { ...item('canvas-tote'), catalogOverrideFields: engraved },
        item('canvas-tote', 2),
        { ...item('canvas-tote', 3), catalogOverrideFields: engravedReordered },
      ],
    );
    expect(result.ok).toBe(true);
    expect(shown.map((line) => line[1])).toEqual([4, 2]);
    expect(shown).toEqual(shape(result.ok ? result.value : null));
  });

  it('shows no merged line over the quantity limit: the server refuses the add and the cart stays as it was', async () => {
    const { shown, result, store } = await addHeld([item('canvas-tote', MAX_LINE_ITEM_QUANTITY - 1)], [item('canvas-tote', 2)]);
    expect(result).toMatchObject({ ok: false, error: { status: 400 } });
    expect(shown).toEqual(shape(store.getSnapshot().serverCart));
    expect(shown.map((line) => line[1])).toEqual([MAX_LINE_ITEM_QUANTITY - 1]);
  });

  it('shows a merged line at the quantity limit, which the server takes', async () => {
    const { shown, result } = await addHeld([item('canvas-tote', MAX_LINE_ITEM_QUANTITY - 2)], [item('canvas-tote', 2)]);
    expect(result.ok).toBe(true);
    expect(shown).toEqual([[expect.any(String), MAX_LINE_ITEM_QUANTITY, null, null, null]]);
    expect(shown).toEqual(shape(result.ok ? result.value : null));
  });

  it('keeps apart a line the server will not merge even when the merge would pass the quantity limit', async () => {
    const { shown, result } = await addHeld([item('canvas-tote', MAX_LINE_ITEM_QUANTITY)], [{ ...item('canvas-tote', 2), catalogOverrideFields: engraved }]);
    expect(result.ok).toBe(true);
    expect(shown.map((line) => line[1])).toEqual([MAX_LINE_ITEM_QUANTITY, 2]);
    expect(shown).toEqual(shape(result.ok ? result.value : null));
  });

  it('links a pending line that the server merged into a line of the same overrides the store did not know of', async () => {
    const { client, hold } = heldAddClient(addPath);
    const store = storeOf(client);
    await store.add(add([item('canvas-tote')]));
    // Another device adds the item with overrides: a line of its own on the server, unknown to the store.
    await addToCurrentCart(client, { lineItems: [{ ...item('canvas-tote'), catalogOverrideFields: engraved }] });
    const answered = hold();
    const adding = store.add(add([{ ...item('canvas-tote'), catalogOverrideFields: engraved }]));
    const release = await answered;
    const pending = store.getSnapshot().cart?.lineItems?.at(-1)?.id;
    expect(pending).toMatch(/^pending-line-/);
    const removing = store.remove(pending as string);
    release();
    expect((await adding).ok).toBe(true);
    expect(await removing).toMatchObject({ ok: true });
    expect(names(await getCurrentCart(client))).toEqual([['Canvas Tote', 1]]);
  });
});

describe('a pending catalogue line of an add over cart V1, by its service and subscription fields', () => {
  const v1 = versions[0];
  it.each([
    ['serviceProperties', { serviceProperties: { numberOfParticipants: 2 } }],
    ['subscriptionOptionInfo', { subscriptionOptionInfo: { title: { original: 'Monthly' } } }],
  ])('shows a line of its own for an item the cart holds without %s, and merges one with equal %s', async (_field, fields) => {
    const { client, hold } = heldAddClient(v1.addPath);
    const store = createCartStore(client);
    await store.add({ lineItems: [item('canvas-tote'), { ...item('canvas-tote'), ...fields }] });
    const answered = hold();
    const adding = store.add({ lineItems: [{ ...item('canvas-tote', 2), ...fields }, item('canvas-tote', 3)] });
    const release = await answered;
    const shown = v1.shape(store.getSnapshot().cart);
    release();
    const result = await adding;
    expect(shown.map((line) => line[1])).toEqual([4, 3]);
    expect(shown).toEqual(v1.shape(result.ok ? result.value : null));
  });
});
