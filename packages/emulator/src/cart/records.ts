/**
 * The cart module's internal state: one {@link CartRecord} per owner. Records keep the inputs (catalogue
 * references, custom lines, coupon code, merchant discounts); prices, availability and totals are
 * derived from the catalogue each time the cart is read, so catalogue changes show up at once.
 */
import type { CartInfoInput, CustomLineItemInput, LineItemInput, MerchantDiscountInput } from '@storefront-kit/wire/cart';
import type { Principal } from '../core/principal';

/** A shopper whose current cart a cart is: a visitor, or a member (who keeps the visitor id of the session). */
export type ShopperOwner = { kind: 'visitor'; visitorId: string } | { kind: 'member'; memberId: string; visitorId?: string };

/**
 * Who holds a cart: a shopper (it is their current cart), or nobody (`standalone`: a cart V2 made by
 * `POST /ecom/v2/carts`, reached by its id only), with the shopper who made it when one did.
 */
export type CartOwner = ShopperOwner | { kind: 'standalone'; cartId: string; buyer?: ShopperOwner };

/** The shopper a cart is for: its owner, or the shopper who made a standalone cart (none for a merchant's). */
export function buyerOf(owner: CartOwner): ShopperOwner | undefined {
  return owner.kind === 'standalone' ? owner.buyer : owner;
}

/** The id fields of a cart's buyer as the wire names them (`{}` for a merchant's standalone cart). */
export function buyerIds(buyer: ShopperOwner | undefined): { memberId: string } | { visitorId: string } | Record<string, never> {
  if (!buyer) return {};
  return buyer.kind === 'member' ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId };
}

/** The cart owner of a shopper principal: the member when logged in, else the visitor. */
export function ownerOf(principal: Extract<Principal, { kind: 'visitor' | 'member' }>): ShopperOwner {
  return principal.kind === 'member'
    ? { kind: 'member', memberId: principal.memberId, visitorId: principal.visitorId }
    : { kind: 'visitor', visitorId: principal.visitorId };
}

/** The map key of an owner's cart. */
export function ownerKey(owner: CartOwner): string {
  if (owner.kind === 'standalone') return `cart:${owner.cartId}`;
  return owner.kind === 'member' ? `member:${owner.memberId}` : `visitor:${owner.visitorId}`;
}

/** What the catalogue said about an item when it was added (shown if the item disappears later). */
interface LineSnapshot {
  name: string;
  priceCents: number;
  fullPriceCents: number;
  imageUrl?: string;
  /** The catalogue's media id of that image. */
  imageId?: string;
  imageSize?: { width: number; height: number };
  slug?: string;
}

/** A line backed by a catalogue item: what was added, plus the emulator's bookkeeping. */
export interface CatalogLineRecord extends LineItemInput {
  kind: 'catalog';
  id: string;
  /** Lines with equal keys are merged (quantities add up). */
  mergeKey: string;
  snapshot: LineSnapshot;
}

/** A custom line, priced by its input. */
export interface CustomLineRecord {
  kind: 'custom';
  id: string;
  quantity: number;
  input: CustomLineItemInput;
}

/** One line of a cart. */
export type LineRecord = CatalogLineRecord | CustomLineRecord;

/** An applied coupon (canonical code). */
interface AppliedCouponRecord {
  code: string;
}

/** Editable fields of the cart itself (`cartInfo`), with the buyer's e-mail kept flat. */
export type CartInfoRecord = Omit<CartInfoInput, 'buyerInfo'> & { email?: string };

/** One owner's cart. */
export interface CartRecord {
  id: string;
  owner: CartOwner;
  lines: LineRecord[];
  coupon?: AppliedCouponRecord;
  merchantDiscounts: MerchantDiscountInput[];
  info: CartInfoRecord;
  currency: string;
  checkoutId?: string;
  /** Set by cart V2 `mark-cart-as-completed`: the cart became an order (`orderId` when the call named it). */
  completed?: { orderId?: string };
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms. */
  updatedAt: number;
  revision: number;
}
