/**
 * Integration tests: the 18 current cart V2 calls of `@storefront-kit/ecom-cart/v2` against the emulator
 * over real HTTP on loopback, standalone and through the `currentCartV2` namespace; the V1 calls of the
 * main entry see the same cart.
 */
import { createClient, isHttpError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { getCurrentCart as getCurrentCartV1, isNoCartError } from '@storefront-kit/ecom-cart';
import {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  calculateCurrentCart,
  createCurrentCart,
  currentCartV2,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  getUpsellOptionsForCurrentCart,
  refreshCurrentCart,
  removeCouponFromCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  removeGiftCardFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  STORES_APP_ID,
  updateCurrentCart,
  updateFormSubmissionsInCurrentCart,
  updateLineItemsInCurrentCart,
} from '@storefront-kit/ecom-cart/v2';
import { visitorAuth, visitorClient } from './fixtures';
import { cartLog, emulator, item, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();

const catalogItem = (slug: string, quantity = 1) => {
  const { catalogReference } = item(slug, quantity);
  return { quantity, catalogReference };
};
const codeOf = (e: unknown) => (isHttpError(e) ? e.code : String(e));

describe('current cart V2 over HTTP', () => {
  it('add, update lines, coupon, delivery, estimate, remove, delete; every answer is the V2 envelope', async () => {
    const { client } = visitorClient(emulator);
    const start = cartLog().length;
    await expect(getCurrentCart(client)).rejects.toSatisfy(isNoCartError);

    const added = await addLineItemsToCurrentCart(client, { catalogItems: [catalogItem('canvas-tote', 2)] });
    expect(Object.keys(added)).toEqual(['cart']);
    const line = added.cart.lineItems?.[0];
    expect(line?.quantityInfo?.requestedQuantity).toBe(2);
    expect(line?.pricing?.unitPrice).toEqual({ amount: '22.00', convertedAmount: '22.00' });

    const updated = await updateLineItemsInCurrentCart(client, { lineItems: [{ lineItemId: line?.id ?? '', quantity: { newQuantity: 3 } }] });
    expect(updated.cart.lineItems?.[0]?.quantityInfo?.requestedQuantity).toBe(3);

    const couponed = await addCouponToCurrentCart(client, { code: ' save10 ' });
    const couponId = couponed.cart.coupons?.[0]?.id ?? '';
    expect(couponed.cart.coupons?.[0]?.code).toBe('SAVE10');

    await updateCurrentCart(client, { note: 'Ring twice', deliveryInfo: { address: { country: 'US', subdivision: 'US-NY' } } });
    const delivered = await setDeliveryMethodForCurrentCart(client, { code: 'express' });
    expect(delivered.cart.deliveryInfo?.method?.code).toBe('express');

    const { cart, summary } = await estimateCurrentCart(client, { calculateTax: true, validationConfig: 'PRE_CHECKOUT_VALIDATIONS' });
    expect(summary.cartId).toBe(cart.id);
    expect(summary.priceSummary?.subtotal?.amount).toBe('66.00');
    expect(summary.discounts?.[0]?.source).toEqual({ sourceType: 'COUPON', couponCode: 'SAVE10' });
    expect(summary.deliverySummary?.method?.code).toBe('express');
    const calculated = await calculateCurrentCart(client);
    expect(calculated.summary.priceSummary?.total).toEqual(summary.priceSummary?.total);

    expect((await removeDeliveryMethodFromCurrentCart(client)).cart.deliveryInfo?.method).toBeUndefined();
    expect((await removeCouponFromCurrentCart(client, couponId)).cart.coupons).toEqual([]);
    expect((await refreshCurrentCart(client)).cart.note).toBe('Ring twice');
    expect(await getUpsellOptionsForCurrentCart(client)).toEqual({ itemsUpsells: [{ lineItemId: line?.id, upsells: [] }] });
    expect((await updateFormSubmissionsInCurrentCart(client, { formSubmissions: [{ id: 'f1', formSubmissionId: 's1' }] })).cart.id).toBe(cart.id);
    expect((await removeLineItemsFromCurrentCart(client, [line?.id ?? '', line?.id ?? ''])).cart.lineItems).toEqual([]);
    expect(await deleteCurrentCart(client)).toBeUndefined();

    expect(cartLog(start).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /ecom/v2/carts/current 404',
      'POST /ecom/v2/carts/current/add-line-items 200',
      'POST /ecom/v2/carts/current/update-line-items 200',
      'POST /ecom/v2/carts/current/add-coupon 200',
      'PATCH /ecom/v2/carts/current 200',
      'POST /ecom/v2/carts/current/set-delivery-method 200',
      'POST /ecom/v2/carts/current/estimate 200',
      'POST /ecom/v2/carts/current/calculate 200',
      'POST /ecom/v2/carts/current/remove-delivery-method 200',
      'POST /ecom/v2/carts/current/remove-coupon 200',
      'POST /ecom/v2/carts/current/refresh 200',
      'GET /ecom/v2/carts/current/upsell-options 200',
      'POST /ecom/v2/carts/current/update-forms-submission 200',
      'POST /ecom/v2/carts/current/remove-line-items 200',
      'DELETE /ecom/v2/carts/current 200',
    ]);
  });

  it('creates a cart, and the V1 calls read the same cart', async () => {
    const { client } = visitorClient(emulator);
    const { cart } = await createCurrentCart(client, {
      cart: { note: 'leave at door' },
      catalogItems: [catalogItem('canvas-tote')],
      coupons: [{ code: 'WELCOME5' }],
    });
    const v1 = await getCurrentCartV1(client);
    expect(v1.id).toBe(cart.id);
    expect(v1.buyerNote).toBe('leave at door');
    expect(v1.lineItems?.map((line) => line.id)).toEqual(cart.lineItems?.map((line) => line.id));
  });

  it('the platform refusals arrive as HttpError with its code', async () => {
    const { client } = visitorClient(emulator);
    await addLineItemsToCurrentCart(client, { catalogItems: [catalogItem('canvas-tote')] });
    await expect(addCouponToCurrentCart(client, { code: 'NOPE' }).catch(codeOf)).resolves.toBe('INVALID_COUPON_CODE');
    await expect(addGiftCardToCurrentCart(client, { code: 'GIFT-1234' }).catch(codeOf)).resolves.toBe('INVALID_GIFT_CARD_CODE');
    await expect(removeGiftCardFromCurrentCart(client, 'g1').catch(codeOf)).resolves.toBe('GIFT_CARD_NOT_FOUND_IN_CART');
    await expect(setDeliveryMethodForCurrentCart(client, { code: 'teleport' }).catch(codeOf)).resolves.toBe('DELIVERY_METHOD_NOT_FOUND');
  });

  it('the currentCartV2 namespace binds to a client', async () => {
    const client = createClient({ hosts: emulator.hosts, auth: visitorAuth(emulator), retry: false, modules: { currentCartV2 } });
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [
        { quantity: 1, catalogReference: { ...catalogItem('knit-beanie').catalogReference, appId: STORES_APP_ID, options: { options: { Color: 'Red' } } } },
      ],
    });
    expect((await client.currentCartV2.getCurrentCart()).cart.id).toBe(cart.id);
    expect(Object.keys(currentCartV2)).toHaveLength(18);
  });

  it('reads go to the api host (read your writes), never the read-only host', async () => {
    const { client } = visitorClient(emulator);
    await addLineItemsToCurrentCart(client, { catalogItems: [catalogItem('canvas-tote')] });
    const start = cartLog().length;
    await getCurrentCart(client);
    await getUpsellOptionsForCurrentCart(client);
    expect(cartLog(start).map((entry) => entry.host)).toEqual(['api', 'api']);
  });
});
