/**
 * The cart store and estimate as plain functions over a fake catalogue: digital items, items that
 * disappear from the catalogue, visitor-to-member merging limits, and events.
 */
import { STORES_APP_ID } from '@storefront-kit/wire/cart';
import { describe, expect, test } from 'vitest';
import type { CatalogueService, ResolvedCatalogItem } from '../core/services';
import type { EmulatorEvent } from '../core/events';
import { estimateTotals } from './estimate';
import type { CartOwner } from './records';
import { CartStore } from './store';

function fakeCatalogue(items: Record<string, ResolvedCatalogItem>): CatalogueService {
  return { resolveItem: (reference) => items[reference.catalogItemId], collectionMembers: () => [] };
}

const book: ResolvedCatalogItem = {
  productId: 'book',
  name: 'E-book',
  slug: 'e-book',
  price: '10',
  fullPrice: '10',
  currency: 'EUR',
  choices: {},
  inStock: true,
  productType: 'digital',
};
const lamp: ResolvedCatalogItem = { ...book, productId: 'lamp', name: 'Lamp', slug: 'lamp', price: '40', fullPrice: '50', productType: 'physical', weight: 2 };

function setup(items: Record<string, ResolvedCatalogItem> = { book, lamp }) {
  const events: EmulatorEvent[] = [];
  let clock = Date.UTC(2026, 0, 1);
  let ids = 0;
  const catalogue = { items: { ...items } };
  const store = new CartStore({
    now: () => clock,
    newId: () => `id-${++ids}`,
    catalogue: () => fakeCatalogue(catalogue.items),
    baseUrl: 'http://emulator.test',
    emit: (event) => events.push(event),
  });
  return { store, events, catalogue, tick: (ms: number) => (clock += ms) };
}

const visitor: CartOwner = { kind: 'visitor', visitorId: 'v1' };
const ref = (id: string) => ({ catalogItemId: id, appId: STORES_APP_ID });

describe('CartStore', () => {
  test('digital items are not shipped or taxed; the cart takes the catalogue currency', () => {
    const { store } = setup();
    const record = store.add(visitor, { lineItems: [{ quantity: 1, catalogReference: ref('book') }] });
    const cart = store.view(record);
    expect(cart.currency).toBe('EUR');
    expect(cart.lineItems?.[0]).toMatchObject({ itemType: { preset: 'DIGITAL' }, physicalProperties: { shippable: false } });
    const { response } = estimateTotals(store.price(record), {}, Date.UTC(2026, 0, 1));
    expect(response.shippingInfo?.carrierServiceOptions).toEqual([]);
    expect(response.priceSummary?.tax?.amount).toBe('0.00');
    expect(response.priceSummary?.total?.amount).toBe('10.00');
    expect(response.priceSummary?.total?.formattedAmount).toBe('€10.00');

    store.add(visitor, { lineItems: [{ quantity: 1, catalogReference: ref('lamp') }] });
    const mixed = estimateTotals(store.price(record), {}, Date.UTC(2026, 0, 1)).response;
    expect(mixed.priceSummary?.tax?.amount).toBe('4.00');
    expect(mixed.shippingInfo?.selectedCarrierServiceOption?.code).toBe('standard');
  });

  test('an item that leaves the catalogue stays as NOT_FOUND with its last known name and is not counted', () => {
    const { store, catalogue } = setup();
    const record = store.add(visitor, {
      lineItems: [
        { quantity: 2, catalogReference: ref('lamp') },
        { quantity: 1, catalogReference: ref('book') },
      ],
    });
    delete catalogue.items.lamp;
    const cart = store.view(record);
    expect(cart.lineItems?.[0]).toMatchObject({ productName: { original: 'Lamp' }, availability: { status: 'NOT_FOUND' }, price: { amount: '40.00' } });
    const { response } = estimateTotals(store.price(record), {}, 0);
    expect(response.priceSummary?.subtotal?.amount).toBe('10.00');
    expect(response.violations).toEqual([
      { severity: 'ERROR', target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: record.lines[0]?.id } }, description: 'This item is no longer available' },
    ]);
  });

  test('catalogue price changes show up on the next read', () => {
    const { store, catalogue } = setup();
    const record = store.add(visitor, { lineItems: [{ quantity: 1, catalogReference: ref('lamp') }] });
    catalogue.items.lamp = { ...lamp, price: '35' };
    expect(store.view(record).lineItems?.[0]?.price?.amount).toBe('35.00');
  });

  test('catalogue overrides replace the catalogue’s name and price and keep the line apart', () => {
    const { store } = setup();
    const record = store.add(visitor, {
      lineItems: [
        { quantity: 1, catalogReference: ref('lamp') },
        { quantity: 1, catalogReference: ref('lamp'), catalogOverrideFields: { price: '1.00', productName: { original: 'Sample lamp' } } },
      ],
    });
    expect(store.view(record).lineItems?.map((line) => [line.productName?.original, line.price?.amount])).toEqual([
      ['Lamp', '40.00'],
      ['Sample lamp', '1.00'],
    ]);
  });

  test('merging a visitor cart into a member cart caps quantities and keeps the member’s coupon', () => {
    const { store, events } = setup();
    const member: CartOwner = { kind: 'member', memberId: 'm1' };
    store.add(member, { lineItems: [{ quantity: 99_999, catalogReference: ref('lamp') }] });
    store.update(member, { couponCode: 'WELCOME5' });
    store.add(visitor, {
      lineItems: [
        { quantity: 5, catalogReference: ref('lamp') },
        { quantity: 1, catalogReference: ref('book') },
      ],
    });
    store.update(visitor, { couponCode: 'SAVE10', cartInfo: { buyerNote: 'from the visitor' } });
    events.length = 0;
    store.transfer('v1', 'm1');
    expect(store.find(visitor)).toBeUndefined();
    const merged = store.require(member);
    expect(merged.lines.map((line) => line.quantity)).toEqual([100_000, 1]);
    expect(merged.coupon).toEqual({ code: 'WELCOME5' });
    expect(merged.info.buyerNote).toBe('from the visitor');
    expect(events.map((event) => event.eventType)).toEqual(['wix.ecom.v1.cart_deleted', 'wix.ecom.v1.cart_updated']);
    store.transfer('v1', 'm1');
    expect(events).toHaveLength(2);
  });

  test('events carry the cart with wire-safe numbers and the triggering principal', () => {
    const { store, events, tick } = setup();
    const principal = { kind: 'visitor' as const, visitorId: 'v1', accessToken: 't' };
    const record = store.add(visitor, { lineItems: [{ quantity: 1, catalogReference: ref('lamp') }] }, principal);
    tick(1000);
    store.update(visitor, { cartInfo: { contactInfo: { address: { geocode: { latitude: Number.NaN } } } } }, principal);
    expect(events.map((event) => [event.eventType, event.kind, event.entityFqdn, event.entityId])).toEqual([
      ['wix.ecom.v1.cart_created', 'created', 'wix.ecom.v1.cart', record.id],
      ['wix.ecom.v1.cart_updated', 'updated', 'wix.ecom.v1.cart', record.id],
    ]);
    expect(events[1]?.principal).toBe(principal);
    expect((events[1]!.entity as any).contactInfo.address.geocode.latitude).toBe('NaN');
    expect((events[1]!.entity as any).updatedDate).toBe('2026-01-01T00:00:01.000Z');
  });
});
