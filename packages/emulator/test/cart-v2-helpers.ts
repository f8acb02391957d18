/** Helpers of the cart V2 tests: the 18 current cart V2 calls of one access token, over real HTTP. */
import { STORES_APP_ID } from '@storefront-kit/wire/cart';
import { demoProductId } from '../src/catalogue/seed';
import type { Emulator } from '../src/index';
import { call, cartClient, visitorToken } from './cart-helpers';

const V2 = '/ecom/v2/carts/current';

/** The current cart V2 calls for one access token. */
export function cartV2Client(emu: Emulator, token: string) {
  const post = (path: string, body: unknown = {}) => call(emu, 'POST', `${V2}${path}`, body, token);
  return {
    get: () => call(emu, 'GET', V2, undefined, token),
    create: (body: unknown = {}) => call(emu, 'POST', V2, body, token),
    update: (cart: unknown) => call(emu, 'PATCH', V2, { cart }, token),
    delete: () => call(emu, 'DELETE', V2, undefined, token),
    refresh: () => post('/refresh'),
    calculate: (body: unknown = {}) => post('/calculate', body),
    estimate: (body: unknown = {}) => post('/estimate', body),
    add: (body: unknown) => post('/add-line-items', body),
    removeLines: (lineItemIds: string[]) => post('/remove-line-items', { lineItemIds }),
    updateLines: (lineItems: unknown[]) => post('/update-line-items', { lineItems }),
    addCoupon: (code: string) => post('/add-coupon', { coupon: { code } }),
    removeCoupon: (couponId: string) => post('/remove-coupon', { couponId }),
    setDelivery: (deliveryMethod: unknown) => post('/set-delivery-method', { deliveryMethod }),
    removeDelivery: () => post('/remove-delivery-method'),
    addGiftCard: (giftCard: unknown) => post('/add-gift-card', { giftCard }),
    removeGiftCard: (giftCardId: string) => post('/remove-gift-card', { giftCardId }),
    updateForms: (formSubmissions: unknown[]) => post('/update-forms-submission', { formSubmissions }),
    upsells: () => call(emu, 'GET', `${V2}/upsell-options`, undefined, token),
  };
}

/** A new visitor's V1 and V2 current-cart calls (one token, so one cart). */
export async function newV1AndV2Shopper(emu: Emulator) {
  const token = await visitorToken(emu);
  return { v1: cartClient(emu, token), v2: cartV2Client(emu, token) };
}

/** A cart V2 catalogue item for a demo product (by slug), optionally with choices. */
export const catalogItem = (slug: string, quantity = 1, choices?: Record<string, string>) => ({
  quantity,
  catalogReference: { catalogItemId: demoProductId(slug), appId: STORES_APP_ID, ...(choices ? { options: { options: choices } } : {}) },
});

/** A cart's lines as `[catalog item id, quantity]` pairs (V1 or V2 shape). */
export function linesOf(cart: any): [string | undefined, number | undefined][] {
  return (cart?.lineItems ?? []).map((line: any) => [
    (line.source?.catalogReference ?? line.catalogReference)?.catalogItemId,
    line.quantityInfo?.requestedQuantity ?? line.quantity,
  ]);
}

/** The application error code of an answer. */
export const codeOf = (answer: { body?: any }) => answer.body?.details?.applicationError?.code;
