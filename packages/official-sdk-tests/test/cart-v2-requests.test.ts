// Ours against theirs, call by call: `@storefront-kit/ecom-cart/v2` and the official `currentCartV2`
// module, given the same inputs, send the emulator the same method, path, query and decoded body.
// (Hosts differ by design: the official OAuth client sends everything to the edge host, ours reads the
// current cart on the api host. Address fields go by the official SDK's own names on its side,
// `addressLine1`, and by the wire names on ours: the wire must come out the same.)
import { describe, expect, it } from 'vitest';
import * as ours from '@storefront-kit/ecom-cart/v2';
import { catalogItem, officialCartV2Client, ourClient } from './cart-v2-setup';
import { emulator, PLAIN_PRODUCT_SLUG, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

type Official = ReturnType<typeof officialCartV2Client>['currentCartV2'];
type Ours = ReturnType<typeof ourClient>;

/** What the emulator saw of the cart V2 calls since `from`: method, path, query and body. */
const sent = (from: number) =>
  emulator
    .requestLog({ path: '/ecom/v2/**' })
    .slice(from)
    .map(({ method, path, query, body }) => ({ method, path, query, body }));

/** The requests one side sends for one call (a refused answer is fine: the request is what is compared). */
async function requestsOf(send: () => Promise<unknown>) {
  const from = emulator.requestLog({ path: '/ecom/v2/**' }).length;
  await send().catch(() => undefined);
  return sent(from);
}

const item = catalogItem(PLAIN_PRODUCT_SLUG, 2);
const customItem = {
  name: { original: 'Gift wrap' },
  quantityInfo: { requestedQuantity: 1 },
  pricing: { price: { amount: '3' }, fullPrice: { amount: '4' } },
  attributes: { itemType: { preset: 'PHYSICAL' as const } },
};

/** The same cart-creation input for both SDKs. */
const newCart = {
  cart: { note: 'leave at door' },
  catalogItems: [item],
  customItems: [customItem],
  coupons: [{ code: 'SAVE10' }],
  deliveryMethod: { code: 'standard' },
  giftCards: [{ code: 'GIFT1234' }],
};

/** The same estimate options for both SDKs. */
const estimateOptions = {
  refreshCart: false,
  validationConfig: 'PRE_CHECKOUT_VALIDATIONS' as const,
  calculateDelivery: true,
  calculateAdditionalFees: false,
  calculateTax: true,
  calculateGiftCards: true,
};

/** Each call: its name, then how theirs and ours make it with the same input. */
const CALLS: [string, (theirs: Official) => Promise<unknown>, (client: Ours) => Promise<unknown>][] = [
  ['getCurrentCart', (t) => t.getCurrentCart(), (c) => ours.getCurrentCart(c)],
  ['createCurrentCart', (t) => t.createCurrentCart(newCart), (c) => ours.createCurrentCart(c, newCart)],
  [
    'updateCurrentCart',
    (t) =>
      t.updateCurrentCart({
        note: 'Ring twice',
        customerInfo: { email: 'ada@example.com' },
        deliveryInfo: { address: { country: 'US', city: 'Albany', addressLine1: '1 Main St' } },
      }),
    (c) =>
      ours.updateCurrentCart(c, {
        note: 'Ring twice',
        customerInfo: { email: 'ada@example.com' },
        deliveryInfo: { address: { country: 'US', city: 'Albany', addressLine: '1 Main St' } },
      }),
  ],
  ['deleteCurrentCart', (t) => t.deleteCurrentCart(), (c) => ours.deleteCurrentCart(c)],
  ['refreshCurrentCart', (t) => t.refreshCurrentCart(), (c) => ours.refreshCurrentCart(c)],
  ['calculateCurrentCart', (t) => t.calculateCurrentCart(), (c) => ours.calculateCurrentCart(c)],
  ['calculateCurrentCart with refreshCart', (t) => t.calculateCurrentCart({ refreshCart: true }), (c) => ours.calculateCurrentCart(c, { refreshCart: true })],
  ['estimateCurrentCart', (t) => t.estimateCurrentCart(estimateOptions), (c) => ours.estimateCurrentCart(c, estimateOptions)],
  [
    'addLineItemsToCurrentCart',
    (t) => t.addLineItemsToCurrentCart({ catalogItems: [item], customItems: [customItem] }),
    (c) => ours.addLineItemsToCurrentCart(c, { catalogItems: [item], customItems: [customItem] }),
  ],
  [
    'removeLineItemsFromCurrentCart',
    (t) => t.removeLineItemsFromCurrentCart(['line-1', 'line-2']),
    (c) => ours.removeLineItemsFromCurrentCart(c, ['line-1', 'line-2']),
  ],
  [
    'updateLineItemsInCurrentCart',
    (t) => t.updateLineItemsInCurrentCart({ lineItems: [{ lineItemId: 'line-1', quantity: { newQuantity: 2 } }] }),
    (c) => ours.updateLineItemsInCurrentCart(c, { lineItems: [{ lineItemId: 'line-1', quantity: { newQuantity: 2 } }] }),
  ],
  ['addCouponToCurrentCart', (t) => t.addCouponToCurrentCart({ code: 'SAVE10' }), (c) => ours.addCouponToCurrentCart(c, { code: 'SAVE10' })],
  ['removeCouponFromCurrentCart', (t) => t.removeCouponFromCurrentCart('coupon-1'), (c) => ours.removeCouponFromCurrentCart(c, 'coupon-1')],
  [
    'setDeliveryMethodForCurrentCart',
    (t) => t.setDeliveryMethodForCurrentCart({ code: 'standard', appId: 'app-1' }),
    (c) => ours.setDeliveryMethodForCurrentCart(c, { code: 'standard', appId: 'app-1' }),
  ],
  ['removeDeliveryMethodFromCurrentCart', (t) => t.removeDeliveryMethodFromCurrentCart(), (c) => ours.removeDeliveryMethodFromCurrentCart(c)],
  [
    'addGiftCardToCurrentCart',
    (t) => t.addGiftCardToCurrentCart({ code: 'GIFT1234', redeemAmount: { amount: '5' } }),
    (c) => ours.addGiftCardToCurrentCart(c, { code: 'GIFT1234', redeemAmount: { amount: '5' } }),
  ],
  ['removeGiftCardFromCurrentCart', (t) => t.removeGiftCardFromCurrentCart('gift-1'), (c) => ours.removeGiftCardFromCurrentCart(c, 'gift-1')],
  [
    'updateFormSubmissionsInCurrentCart',
    (t) => t.updateFormSubmissionsInCurrentCart({ formSubmissions: [{ _id: 'form-1', formSubmissionId: 'sub-1' }] }),
    (c) => ours.updateFormSubmissionsInCurrentCart(c, { formSubmissions: [{ id: 'form-1', formSubmissionId: 'sub-1' }] }),
  ],
  [
    'getUpsellOptionsForCurrentCart',
    (t) => (t as unknown as { getUpsellOptionsForCurrentCart(): Promise<unknown> }).getUpsellOptionsForCurrentCart(),
    (c) => ours.getUpsellOptionsForCurrentCart(c),
  ],
];

describe('ours and the official currentCartV2 send the same requests', () => {
  it('covers every call of the official module', () => {
    const names = new Set(CALLS.map(([name]) => name.split(' ')[0]));
    expect([...names].sort()).toEqual(Object.keys(ours.currentCartV2).sort());
  });

  it.each(CALLS)('%s', async (_name, theirs, oursCall) => {
    // A cart with a line on each side first, so that the calls that need one reach the route.
    const official = officialCartV2Client().currentCartV2;
    const client = ourClient();
    await official.addLineItemsToCurrentCart({ catalogItems: [item] });
    await ours.addLineItemsToCurrentCart(client, { catalogItems: [item] });

    const theirRequests = await requestsOf(() => theirs(official));
    const ourRequests = await requestsOf(() => oursCall(client));
    expect(theirRequests).toHaveLength(1);
    expect(ourRequests).toEqual(theirRequests);
  });
});
