/**
 * The cart V2 view of a cart. V1 and V2 current carts are one cart (the same record, id, lines and
 * revision): this file only reads the V1 view the store builds and regroups it the V2 way, with
 * `ConvertedMoney` (`{ amount, convertedAmount }`, no formatted strings). How the fields correspond:
 *
 * | cart V2                                  | V1 cart                                      |
 * |------------------------------------------|----------------------------------------------|
 * | `note`                                   | `buyerNote`                                  |
 * | `customerInfo.email`                     | `buyerInfo.email`                            |
 * | `customerInfo.firstName/lastName/phone/company/vatId` | `contactInfo.contactDetails`    |
 * | `customerInfo.languageCode/currencyCode` | `buyerLanguage` / `conversionCurrency`       |
 * | `deliveryInfo.address`                   | `contactInfo.address`                        |
 * | `deliveryInfo.method {code, appId}`      | `selectedShippingOption {code, carrierId}`   |
 * | `customCheckoutUrl`                      | `overrideCheckoutUrl`                        |
 * | `businessInfo.locationId`                | `businessLocationId`                         |
 * | `coupons[0] {id, code}`                  | the coupon of `appliedDiscounts`             |
 * | `paymentInfo.billingAddress/billingContact` | (V2 only, kept beside the record: `./extras`) |
 */
import type { DescriptionLine, ItemAvailabilityStatus, LineItem as V1LineItem, MultiCurrencyPrice } from '@storefront-kit/wire/cart';
import type { Cart, ConvertedMoney, LineItem, LineItemStatus } from '@storefront-kit/wire/cart-v2';
import { findCoupon } from '../coupons';
import { price } from '../money';
import { buyerIds, buyerOf } from '../records';
import { quoteShipping } from '../shipping';
import { type PricedCart, subtotalCents } from '../view';
import { extrasOf } from './extras';

/** A V1 money amount as cart V2's `ConvertedMoney` (the formatted strings dropped). */
export function converted(money: MultiCurrencyPrice | undefined): ConvertedMoney | undefined {
  if (!money) return undefined;
  return { amount: money.amount ?? '0', convertedAmount: money.convertedAmount ?? money.amount ?? '0' };
}

/** Cents in a currency as `ConvertedMoney`. */
export const moneyOf = (cents: number, currency: string): ConvertedMoney => converted(price(cents, currency)) as ConvertedMoney;

const STATUS: Record<ItemAvailabilityStatus, LineItemStatus> = {
  AVAILABLE: 'IN_STOCK',
  PARTIALLY_AVAILABLE: 'PARTIALLY_IN_STOCK',
  NOT_AVAILABLE: 'OUT_OF_STOCK',
  NOT_FOUND: 'REMOVED_FROM_CATALOG',
};

/** Drops the keys whose value is `undefined` (the wire omits them). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as T;
}

/** A V1 line regrouped as a cart V2 line. */
function lineV2(line: V1LineItem): LineItem {
  const quantity = line.quantity ?? 0;
  return defined<LineItem>({
    id: line.id,
    name: line.productName,
    quantityInfo: defined({
      requestedQuantity: quantity,
      confirmedQuantity: quantity,
      availableQuantity: line.availability?.quantityAvailable,
      fixedQuantity: false,
    }),
    pricing: defined({
      unitPrice: converted(line.price),
      totalPrice: converted(line.lineItemPrice),
      priceDescription: line.priceDescription ?? { original: '' },
      priceUndetermined: false,
      breakdown: defined({ fullPrice: converted(line.fullPrice), salePrice: converted(line.price) }),
    }),
    source: defined({
      catalogReference: line.catalogReference,
      catalogOverrideFields: line.catalogOverrideFields,
      rootCatalogItemId: line.rootCatalogItemId,
    }),
    attributes: defined({
      descriptionLines: line.descriptionLines as DescriptionLine[] | undefined,
      image: line.image,
      url: line.url,
      itemType: line.itemType,
      physicalProperties: line.physicalProperties,
      serviceProperties: line.serviceProperties,
      membersOnly: false,
    }),
    paymentConfig: defined({
      paymentOption: line.paymentOption ?? 'FULL_PAYMENT_ONLINE',
      depositAmount: converted(line.depositAmount),
      savePaymentMethod: false,
    }),
    status: STATUS[line.availability?.status ?? 'AVAILABLE'],
    customLineItem: line.customLineItem ?? false,
  });
}

/** The delivery method of the cart, titled as the shipping quotes for its address name it. */
function deliveryMethodOf(priced: PricedCart, now: number): NonNullable<Cart['deliveryInfo']>['method'] {
  const selected = priced.record.info.selectedShippingOption;
  if (!selected?.code) return undefined;
  const quote = quoteShipping(priced.record.info.contactInfo?.address, subtotalCents(priced), now).options.find((option) => option.code === selected.code);
  return defined({
    code: selected.code,
    appId: selected.carrierId ?? quote?.carrierId,
    title: quote ? { original: quote.title, translated: quote.title } : undefined,
    pickup: quote?.logistics.pickupDetails !== undefined,
  });
}

/** The cart V2 entity of a priced cart (`now`: epoch ms, for the delivery method's quote). */
export function cartV2Of(priced: PricedCart, now: number): Cart {
  const { record, cart } = priced;
  const info = record.info;
  const extras = extrasOf(record);
  const contact = info.contactInfo?.contactDetails;
  const coupon = record.coupon ? findCoupon(record.coupon.code) : undefined;
  const owner = buyerIds(buyerOf(record.owner));
  return defined<Cart>({
    id: record.id,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(record.revision),
    lineItems: (cart.lineItems ?? []).map(lineV2),
    subtotal: moneyOf(subtotalCents(priced), record.currency),
    note: info.buyerNote,
    coupons: record.coupon ? [{ id: coupon?.id ?? record.coupon.code, code: record.coupon.code }] : [],
    source: { channelType: 'WEB', externalReferences: [], createdBy: owner },
    businessInfo: defined({ locationId: info.businessLocationId, languageCode: 'en', currencyCode: record.currency }),
    customerInfo: defined({
      ...owner,
      ...contact,
      email: info.email,
      languageCode: info.buyerLanguage ?? 'en',
      currencyCode: info.conversionCurrency ?? record.currency,
    }),
    deliveryInfo: defined<NonNullable<Cart['deliveryInfo']>>({ address: info.contactInfo?.address, method: deliveryMethodOf(priced, now), weightUnit: 'KG' }),
    taxInfo: { pricesIncludeTax: false },
    paymentInfo: defined({
      giftCards: [],
      currencyCode: record.currency,
      billingAddress: extras.billingAddress,
      billingContact: extras.billingContact,
    }),
    orderPlaced: record.completed !== undefined,
    orderId: record.completed?.orderId,
    purchaseFlowId: cart.purchaseFlowId,
    customCheckoutUrl: info.overrideCheckoutUrl,
    extendedFields: info.extendedFields,
    currentCart: record.owner.kind !== 'standalone',
    demo: false,
  });
}
