// What the shop tells a shopper after "Add to cart": the store's receipt says whether the platform took
// every unit, fewer (too few left) or none (sold out: it answers 200 with a cart without the line).
import type { Cart, CartReceiptLine } from '@storefront-kit/ecom-cart';

export interface AddMessage {
  kind: 'success' | 'info';
  text: string;
}

/** The message for one added product, from its receipt line and the cart the platform answered. */
export function addMessage(productName: string, line: CartReceiptLine | undefined, cart: Cart): AddMessage {
  if (!line || line.status === 'added' || line.status === 'merged') return { kind: 'success', text: `${productName} added to your cart` };
  if (line.status === 'dropped') return { kind: 'info', text: `Could not add ${productName}: sold out` };
  const held = cart.lineItems?.find((item) => item.id === line.lineItemId);
  const left = held?.availability?.quantityAvailable ?? line.confirmedQuantity;
  return { kind: 'info', text: `Only ${left} left: added ${line.confirmedQuantity}` };
}
