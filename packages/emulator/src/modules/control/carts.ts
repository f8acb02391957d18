/** Control routes of the carts: every cart as the dashboard shows it. */
import { price } from '../../cart/money';
import type { CartRecord } from '../../cart/records';
import type { CartStore } from '../../cart/store';
import { subtotalCents } from '../../cart/view';
import { cartStores } from '../../graphql/cart-registry';
import { type ControlRoutes, PREFIX } from './http';

/** A cart as the dashboard shows it: owner, lines and totals before shipping and tax. */
function cartSummary(store: CartStore, record: CartRecord) {
  const priced = store.price(record);
  const money = (cents: number) => price(cents, record.currency).formattedAmount;
  const subtotal = subtotalCents(priced);
  const discount = priced.discounts.discounts.reduce((sum, d) => sum + d.cents, 0);
  return {
    id: record.id,
    owner: record.owner,
    updatedDate: priced.cart.updatedDate,
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
  };
}

/** `GET carts` (none when the cart module is not registered). */
export function registerCartRoutes({ app, ctx }: ControlRoutes): void {
  app.get(`${PREFIX}/carts`, (c) => {
    const store = cartStores.get(ctx);
    return c.json({ carts: store ? store.all().map((record) => cartSummary(store, record)) : [] });
  });
}
