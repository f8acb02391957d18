/**
 * The current cart's estimate-totals over real HTTP: coupons and merchant discounts, shipping options and
 * free shipping, tax by country and item type, availability violations and memberships of visitors.
 */
import { describe, expect, test } from 'vitest';
import { EMULATOR_CARRIER_ID, PARCEL_LOCKERS_CARRIER_ID } from '../src/cart/shipping';
import { GOLD_MEMBERSHIP_ID, PAID_PLANS_APP_ID } from '../src/cart/memberships';
import { item, setStock, useCartEmulator, violatedFields } from './cart-helpers';

const env = useCartEmulator();
const { newShopper } = env;

describe('estimate-totals', () => {
  async function toteAndEcard() {
    const cart = await newShopper();
    const { body } = await cart.add({
      lineItems: [item('canvas-tote', 2)],
      customLineItems: [{ quantity: 1, price: '10.00', productName: { original: 'E-card' }, itemType: { preset: 'DIGITAL' } }],
    });
    return { cart, lineIds: body.cart.lineItems.map((l: any) => l.id) as string[] };
  }

  test('US: coupon, default shipping, 10% tax on physical items only', async () => {
    const { cart, lineIds } = await toteAndEcard();
    await cart.update({ couponCode: 'SAVE10' });
    const { body } = await cart.estimate({ shippingAddress: { country: 'US', city: 'New York' } });
    const amounts = (summary: any) => Object.fromEntries(Object.entries(summary).map(([k, v]: [string, any]) => [k, v.amount]));
    // items 54.00, SAVE10 5.40, standard shipping 5.00, tax 10% of 39.60 (the e-card is digital).
    expect(amounts(body.priceSummary)).toEqual({
      subtotal: '54.00',
      discount: '5.40',
      shipping: '5.00',
      tax: '3.96',
      total: '57.56',
      additionalFees: '0.00',
    });
    expect(amounts(body.payNow)).toEqual(amounts(body.priceSummary));
    expect(body.payLater.total.amount).toBe('0.00');
    expect(
      body.calculatedLineItems.map((l: any) => [
        l.lineItemId,
        l.pricesBreakdown.totalDiscount.amount,
        l.pricesBreakdown.taxDetails.totalTax.amount,
        l.pricesBreakdown.totalPriceAfterTax.amount,
      ]),
    ).toEqual([
      [lineIds[0], '4.40', '3.96', '43.56'],
      [lineIds[1], '1.00', '0.00', '9.00'],
    ]);
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'GLOBAL',
        lineItemIds: lineIds,
        coupon: expect.objectContaining({ code: 'SAVE10', amount: expect.objectContaining({ amount: '5.40' }) }),
      }),
    ]);
    expect(body.taxSummary).toMatchObject({
      totalTax: { amount: '3.96' },
      taxableAmount: { amount: '39.60' },
      calculationDetails: { rateType: 'MANUAL_RATE' },
    });
    expect(body).toMatchObject({ currency: 'USD', weightUnit: 'KG', giftCard: null, violations: [], additionalFees: [], calculationErrors: {} });
    expect(body.cart.id).toEqual(expect.any(String));
  });

  test('a digital catalogue product is neither taxed nor weighed for shipping', async () => {
    const cart = await newShopper();
    const { body: added } = await cart.add({ lineItems: [item('canvas-tote'), item('recipe-ebook')] });
    const [tote, ebook] = added.cart.lineItems;
    expect(ebook.itemType.preset).toBe('DIGITAL');
    expect(tote.itemType.preset).toBe('PHYSICAL');
    const { body } = await cart.estimate({ shippingAddress: { country: 'US' } });
    const taxOf = (id: string) => body.calculatedLineItems.find((l: any) => l.lineItemId === id).pricesBreakdown.taxDetails.totalTax.amount;
    expect(taxOf(ebook.id)).toBe('0.00');
    expect(Number(taxOf(tote.id))).toBeGreaterThan(0);
  });

  test('shipping options: carrier delivery with a time slot, store pickup and a pickup point', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'US' }, selectedShippingOption: { carrierId: EMULATOR_CARRIER_ID, code: 'express' } });
    const info = body.shippingInfo;
    expect(info.region).toEqual({ id: 'domestic', name: 'Domestic' });
    expect(info.carrierServiceOptions.map((c: any) => [c.carrierId, c.shippingOptions.map((o: any) => o.code)])).toEqual([
      [EMULATOR_CARRIER_ID, ['store-pickup', 'standard', 'express']],
      [PARCEL_LOCKERS_CARRIER_ID, ['parcel-locker']],
    ]);
    const options = info.carrierServiceOptions.flatMap((c: any) => c.shippingOptions);
    const pickup = options.find((o: any) => o.code === 'store-pickup');
    expect(pickup.logistics.pickupDetails.pickupMethod).toBe('STORE_PICKUP');
    expect(pickup.logistics.pickupDetails.address).toMatchObject({ country: 'US', city: 'New York', formattedAddress: expect.any(String) });
    expect(options.find((o: any) => o.code === 'parcel-locker').logistics.pickupDetails.pickupMethod).toBe('PICKUP_POINT');
    const slot = options.find((o: any) => o.code === 'express').logistics.deliveryTimeSlot;
    expect(Date.parse(slot.to) - Date.parse(slot.from)).toBe(3 * 60 * 60 * 1000);
    expect(Date.parse(slot.from)).toBeGreaterThan(env.emu.now());
    expect(info.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      carrierId: EMULATOR_CARRIER_ID,
      requestedShippingOption: true,
      cost: { price: { amount: '15.00' }, totalPriceAfterTax: { amount: '15.00' } },
    });
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.total.amount).toBe('73.40'); // 54.00 + 15.00 + 4.40 tax
  });

  test('abroad: international options and the country’s tax rate; calculateTax/Shipping false turn them off', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'DE', city: 'Berlin' } });
    expect(body.shippingInfo.region.id).toBe('international');
    expect(body.shippingInfo.carrierServiceOptions[0].shippingOptions.map((o: any) => o.code)).toEqual(['standard', 'express']);
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.tax.amount).toBe('8.36'); // 19% of 44.00
    expect(body.calculatedLineItems[0].pricesBreakdown.taxDetails.taxRate).toBe('0.19');
    const off = (await cart.estimate({ shippingAddress: { country: 'DE' }, calculateTax: false, calculateShipping: false })).body;
    expect(off.priceSummary.tax.amount).toBe('0.00');
    expect(off.priceSummary.shipping.amount).toBe('0.00');
    expect(off.shippingInfo.carrierServiceOptions).toEqual([]);
    expect(off.taxSummary.calculationDetails.rateType).toBe('NO_TAX_COLLECTED');
    expect(off.priceSummary.total.amount).toBe('54.00');
  });

  test('free shipping: from 100.00 of items, or with FREESHIP as a shipping discount', async () => {
    const rich = await newShopper();
    await rich.add({ lineItems: [item('field-watch')] });
    const threshold = (await rich.estimate({})).body;
    expect(threshold.shippingInfo.selectedCarrierServiceOption.code).toBe('standard');
    expect(threshold.priceSummary.shipping.amount).toBe('0.00');

    const { cart } = await toteAndEcard();
    await cart.update({ couponCode: 'FREESHIP' });
    const { body } = await cart.estimate({ selectedShippingOption: { code: 'express' } });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'SHIPPING',
        coupon: expect.objectContaining({ code: 'FREESHIP', amount: expect.objectContaining({ amount: '15.00' }) }),
      }),
    ]);
    expect(body.priceSummary.shipping.amount).toBe('15.00');
    expect(body.priceSummary.discount.amount).toBe('15.00');
    expect(body.priceSummary.total.amount).toBe('58.40'); // 54.00 + 4.40 tax
    expect(body.shippingInfo.selectedCarrierServiceOption.cost.totalPriceAfterTax.amount).toBe('0.00');
    expect(body.cart.appliedDiscounts[0].coupon.amount.amount).toBe('15.00');
  });

  test('merchant discounts by percentage on specific lines and by amount on all lines', async () => {
    const { cart, lineIds } = await toteAndEcard();
    const updated = await cart.update({ merchantDiscounts: [{ percentage: 50, lineItemIds: [lineIds[0]] }, { amount: '3' }] });
    expect(updated.status).toBe(200);
    const { body } = await cart.estimate({ calculateTax: false, calculateShipping: false });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [lineIds[0]],
        merchantDiscount: expect.objectContaining({ percentage: 50, amount: expect.objectContaining({ amount: '22.00' }) }),
      }),
      expect.objectContaining({ discountType: 'GLOBAL', merchantDiscount: expect.objectContaining({ amount: expect.objectContaining({ amount: '3.00' }) }) }),
    ]);
    expect(body.priceSummary.discount.amount).toBe('25.00');
    expect(body.priceSummary.total.amount).toBe('29.00');
    const bad = await cart.update({ merchantDiscounts: [{ amount: '1', lineItemIds: ['nope'] }] });
    expect(bad.status).toBe(400);
    expect(violatedFields(bad.body)).toEqual(['merchantDiscounts.0.lineItemIds.0']);
    const both = await cart.update({ merchantDiscounts: [{ amount: '1', percentage: 5 }] });
    expect(violatedFields(both.body)).toEqual(['merchantDiscounts.0']);
  });

  test('unavailable lines are left out with ERROR violations; partial stock gives a WARNING', async () => {
    const cart = await newShopper();
    const lines = (await cart.add({ lineItems: [item('desk-lamp'), item('tea-set'), item('sticker-pack')] })).body.cart.lineItems;
    await cart.updateQuantities([{ id: lines[1].id, quantity: 3 }]); // over the stock of 2: adds are clamped, quantity changes are not
    await setStock(env.emu, 'desk-lamp', 0);
    try {
      const { body } = await cart.estimate({ calculateShipping: false, calculateTax: false });
      expect(body.violations).toEqual([
        { severity: 'ERROR', target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: lines[0].id } }, description: expect.any(String) },
        { severity: 'WARNING', target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: lines[1].id } }, description: 'Only 2 left in stock' },
      ]);
      expect(body.calculatedLineItems.map((l: any) => l.lineItemId)).toEqual([lines[1].id, lines[2].id]);
      expect(body.priceSummary.subtotal.amount).toBe('336.00'); // 3 x 110 + 6
    } finally {
      await setStock(env.emu, 'desk-lamp', 8);
    }
  });

  test('an unavailable requested shipping option falls back to the default with a WARNING', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ shippingAddress: { country: 'FR' }, selectedShippingOption: { code: 'store-pickup' } });
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({ code: 'standard', requestedShippingOption: false });
    expect(body.violations).toEqual([expect.objectContaining({ severity: 'WARNING', target: { other: { name: 'OTHER_DEFAULT' } } })]);
  });

  test('visitors have no memberships: a selected one is listed as invalid', async () => {
    const { cart } = await toteAndEcard();
    const { body } = await cart.estimate({ selectedMemberships: { memberships: [{ id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID }] } });
    expect(body.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [
        { membership: { id: GOLD_MEMBERSHIP_ID, appId: PAID_PLANS_APP_ID, lineItemIds: [] }, reason: 'Memberships require a logged-in member' },
      ],
      selectedMemberships: { memberships: [] },
    });
  });
});
