/**
 * The cart entity as the platform returns it, built from a {@link CartRecord} and the catalogue.
 */
import type { Cart, CartDiscount } from '@storefront-kit/wire/cart';
import { urlExpirationDate } from '../catalogue/views';
import type { CatalogueService } from '../core/services';
import { computeDiscounts, type DiscountResult } from './discounts';
import { type PricedLine, priceLines } from './lines';
import { price } from './money';
import { buyerIds, buyerOf, type CartRecord } from './records';

/** A record priced against the catalogue, with its wire entity. */
export interface PricedCart {
  record: CartRecord;
  lines: PricedLine[];
  discounts: DiscountResult;
  cart: Cart;
}

function cartDiscounts(result: DiscountResult, currency: string): CartDiscount[] {
  return result.discounts.map((discount): CartDiscount => {
    if (discount.coupon) {
      return {
        coupon: {
          id: discount.coupon.id,
          code: discount.coupon.code,
          name: discount.coupon.name,
          amount: price(discount.cents, currency),
        },
      };
    }
    const merchant = discount.merchantDiscount;
    return {
      merchantDiscount: {
        amount: price(discount.cents, currency),
        ...(merchant?.percentage !== undefined ? { percentage: merchant.percentage } : {}),
      },
    };
  });
}

/** Prices a cart record and builds its wire entity. */
export function priceCart(record: CartRecord, catalogue: CatalogueService | undefined, baseUrl: string): PricedCart {
  const lines = priceLines(record.lines, catalogue, record.currency, baseUrl);
  // Line image URLs are signed when the cart changes: they expire a day after its last update.
  const expires = urlExpirationDate(record.updatedAt);
  for (const { item } of lines) if (item.image?.url && !item.image.urlExpirationDate) item.image = { ...item.image, urlExpirationDate: expires };
  const discounts = computeDiscounts(record, lines);
  const info = record.info;
  const cart: Cart = {
    id: record.id,
    lineItems: lines.map((line) => line.item),
    buyerInfo: { ...buyerIds(buyerOf(record.owner)), ...(info.email !== undefined ? { email: info.email } : {}) },
    currency: record.currency,
    conversionCurrency: info.conversionCurrency ?? record.currency,
    buyerLanguage: info.buyerLanguage ?? 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    appliedDiscounts: cartDiscounts(discounts, record.currency),
    createdDate: new Date(record.createdAt).toISOString(),
    updatedDate: new Date(record.updatedAt).toISOString(),
    purchaseFlowId: info.purchaseFlowId ?? record.id,
    paymentCurrency: record.currency,
    revision: String(record.revision),
  };
  if (info.buyerNote !== undefined) cart.buyerNote = info.buyerNote;
  if (record.checkoutId !== undefined) cart.checkoutId = record.checkoutId;
  if (info.contactInfo !== undefined) cart.contactInfo = info.contactInfo;
  if (info.overrideCheckoutUrl !== undefined) cart.overrideCheckoutUrl = info.overrideCheckoutUrl;
  if (info.selectedShippingOption !== undefined) cart.selectedShippingOption = info.selectedShippingOption;
  if (info.extendedFields !== undefined) cart.extendedFields = info.extendedFields;
  if (info.businessLocationId !== undefined) cart.businessLocationId = info.businessLocationId;
  return { record, lines, discounts, cart };
}

/** Sum of the purchasable lines, in cents. */
export function subtotalCents(priced: PricedCart): number {
  return priced.lines.filter((line) => line.purchasable).reduce((sum, line) => sum + line.totalCents, 0);
}
