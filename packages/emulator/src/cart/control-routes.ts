/**
 * Control routes of the carts: every cart as the dashboard shows it. V1 and V2 current carts are one
 * cart (`src/cart/v2/routes.ts`), so each cart is listed once, with its V1 summary and its V2 view.
 */
import { formatMoney, toCents } from './money';
import type { CartRecord } from './records';
import type { CartStore } from './store';
import { summaryOf } from './v2/summary';
import { cartV2Of } from './v2/view';
import { type PricedCart, subtotalCents } from './view';
import { type ControlRoutes, PREFIX } from '../control/kit';

/**
 * What a cart V2 read (`/ecom/v2/carts/...`) answers about a cart, as the dashboard shows it: its revision,
 * coupons, delivery method, and the `summary` totals of `calculate` (amounts formatted; the discount only above zero).
 */
function v2Summary(priced: PricedCart, now: number) {
  const cart = cartV2Of(priced, now);
  const totals = summaryOf(priced, {}, now, '').priceSummary;
  const money = (amount: { amount?: string } | undefined) => formatMoney(toCents(amount?.amount), priced.record.currency);
  const method = cart.deliveryInfo?.method;
  return {
    revision: cart.revision ?? '',
    coupons: (cart.coupons ?? []).map(({ id, code }) => ({ id: id ?? '', code: code ?? '' })),
    ...(method ? { deliveryMethod: method.title?.original ?? method.code ?? '' } : {}),
    totals: {
      subtotal: money(totals?.subtotal),
      ...(toCents(totals?.discount?.amount) > 0 ? { discount: money(totals?.discount) } : {}),
      delivery: money(totals?.delivery),
      tax: money(totals?.tax),
      total: money(totals?.total),
    },
  };
}

/** A cart as the dashboard shows it: owner, lines, totals before shipping and tax, and its V2 view. */
function cartSummary(store: CartStore, record: CartRecord, now: number) {
  const priced = store.price(record);
  const money = (cents: number) => formatMoney(cents, record.currency);
  const subtotal = subtotalCents(priced);
  const discount = priced.discounts.discounts.reduce((sum, d) => sum + d.cents, 0);
  return {
    id: record.id,
    owner: record.owner,
    updatedDate: new Date(record.updatedAt).toISOString(),
    ...(record.coupon ? { couponCode: record.coupon.code } : {}),
    ...(record.checkoutId ? { checkoutId: record.checkoutId } : {}),
    lines: priced.lines.map((line) => ({
      id: line.record.id,
      name: line.item.productName?.original ?? '',
      quantity: line.record.quantity,
      price: money(line.unitCents),
      total: money(line.totalCents),
      available: line.purchasable,
    })),
    subtotal: money(subtotal),
    ...(discount > 0 ? { discount: money(discount) } : {}),
    total: money(subtotal - discount),
    v2: v2Summary(priced, now),
  };
}

/** A cart of `GET /__emulator/carts` (the dashboard reads this type). */
export type ControlCart = ReturnType<typeof cartSummary>;

/** `GET carts` (none when the cart module is not registered). */
export function registerCartRoutes({ app, ctx }: ControlRoutes): void {
  app.get(`${PREFIX}/carts`, (c) => {
    const store = ctx.services.carts;
    const carts: ControlCart[] = store ? store.all().map((record) => cartSummary(store, record, ctx.now())) : [];
    return c.json({ carts });
  });
}
