/**
 * Checkouts created from carts (`create-checkout`), and the {@link CheckoutService} the hosted checkout
 * page uses: `describe` shows the snapshot taken at creation, `receipt` the same as the page shows it
 * (with the discount, shipping and tax of the cart's estimate then), `complete` places the order once
 * and deletes the owner's cart (if it still is the cart the checkout came from).
 */
import type { ChannelType, CreateCheckoutRequest, EstimateTotalsResponse } from '@storefront-kit/wire/cart';
import type { CheckoutReceipt, CheckoutService } from '../core/services';
import { formatAmount, formatMoney, toCents } from './money';

/** The totals a checkout shows besides its lines, from the cart's estimate at creation. */
export interface CheckoutTotals {
  discountCents: number;
  couponCode?: string;
  /** Absent when no delivery option was selected. */
  shipping?: { title: string; cents: number };
  taxCents: number;
}

/** The {@link CheckoutTotals} of an estimate. */
export function checkoutTotals(estimate: EstimateTotalsResponse): CheckoutTotals {
  const summary = estimate.priceSummary;
  const option = estimate.shippingInfo?.selectedCarrierServiceOption;
  const couponCode = estimate.appliedDiscounts?.find((d) => d.coupon)?.coupon?.code;
  return {
    discountCents: toCents(summary?.discount?.amount),
    ...(couponCode ? { couponCode } : {}),
    ...(option ? { shipping: { title: option.title ?? option.code ?? '', cents: toCents(summary?.shipping?.amount) } } : {}),
    taxCents: toCents(summary?.tax?.amount),
  };
}

/** What a checkout remembers of its cart. */
export interface CheckoutRecord {
  id: string;
  cartId: string;
  channelType: ChannelType;
  email?: string;
  request: CreateCheckoutRequest;
  currency: string;
  /** `options`: the line's description lines as text (`Size: M · Color: Red`). */
  lineItems: { name: string; options?: string; quantity: number; price: string; imageUrl?: string }[];
  subtotalCents: number;
  totalCents: number;
  totals: CheckoutTotals;
  /** Epoch ms. */
  createdAt: number;
  orderId?: string;
}

/** The checkouts of one emulator. */
export class CheckoutBook implements CheckoutService {
  readonly #checkouts = new Map<string, CheckoutRecord>();

  /**
   * @param newId - id generator (order ids)
   * @param deleteCart - deletes the cart with this id; called once when the order is placed
   */
  constructor(
    private readonly newId: () => string,
    private readonly deleteCart: (cartId: string) => void,
  ) {}

  /** Stores a new checkout snapshot. */
  add(checkout: CheckoutRecord): void {
    this.#checkouts.set(checkout.id, checkout);
  }

  /** A checkout by id. */
  get(checkoutId: string): CheckoutRecord | undefined {
    return this.#checkouts.get(checkoutId);
  }

  /** Forgets every checkout (emulator reset). */
  clear(): void {
    this.#checkouts.clear();
  }

  /** The snapshot the hosted checkout page renders, or `undefined` for an unknown id. */
  describe(checkoutId: string): ReturnType<CheckoutService['describe']> {
    const checkout = this.#checkouts.get(checkoutId);
    if (!checkout) return undefined;
    return {
      lineItems: checkout.lineItems.map(({ options: _options, ...line }) => ({ ...line })),
      subtotal: formatAmount(checkout.subtotalCents),
      total: formatAmount(checkout.totalCents),
      currency: checkout.currency,
      completed: checkout.orderId !== undefined,
    };
  }

  /** What the hosted checkout page shows, amounts formatted in the cart's currency (`$10.50`). */
  receipt(checkoutId: string): CheckoutReceipt | undefined {
    const checkout = this.#checkouts.get(checkoutId);
    if (!checkout) return undefined;
    const money = (cents: number) => formatMoney(cents, checkout.currency);
    const { discountCents, couponCode, shipping, taxCents } = checkout.totals;
    return {
      lines: checkout.lineItems.map(({ name, options, quantity, price }) => ({
        name,
        ...(options ? { options } : {}),
        quantity,
        unitPrice: money(toCents(price)),
        total: money(toCents(price) * quantity),
      })),
      subtotal: money(checkout.subtotalCents),
      ...(discountCents ? { discount: { amount: `−${money(discountCents)}`, ...(couponCode ? { couponCode } : {}) } } : {}),
      ...(shipping ? { shipping: { title: shipping.title, amount: money(shipping.cents) } } : {}),
      tax: money(taxCents),
      total: money(checkout.totalCents),
      completed: checkout.orderId !== undefined,
    };
  }

  /** Places the order once (later calls answer the same order id) and deletes the cart it came from. */
  complete(checkoutId: string): { orderId: string } | undefined {
    const checkout = this.#checkouts.get(checkoutId);
    if (!checkout) return undefined;
    if (checkout.orderId === undefined) {
      checkout.orderId = this.newId();
      this.deleteCart(checkout.cartId);
    }
    return { orderId: checkout.orderId };
  }
}
