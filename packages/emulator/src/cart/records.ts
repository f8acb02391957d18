/**
 * The cart module's internal state: one {@link CartRecord} per owner. Records keep the inputs (catalogue
 * references, custom lines, coupon code, merchant discounts); prices, availability and totals are
 * derived from the catalogue each time the cart is read, so catalogue changes show up at once.
 */
import type { CartInfoInput, CustomLineItemInput, LineItemInput, MerchantDiscountInput } from '@storefront-kit/wire/cart';
import type { Principal } from '../core/principal';

/** Who owns a cart: a visitor, or a member (who keeps the visitor id of the session). */
export type CartOwner = { kind: 'visitor'; visitorId: string } | { kind: 'member'; memberId: string; visitorId?: string };

/** The cart owner of a shopper principal: the member when logged in, else the visitor. */
export function ownerOf(principal: Extract<Principal, { kind: 'visitor' | 'member' }>): CartOwner {
  return principal.kind === 'member'
    ? { kind: 'member', memberId: principal.memberId, visitorId: principal.visitorId }
    : { kind: 'visitor', visitorId: principal.visitorId };
}

/** The map key of an owner's cart. */
export function ownerKey(owner: CartOwner): string {
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
  /** Epoch ms. */
  createdAt: number;
  /** Epoch ms. */
  updatedAt: number;
  revision: number;
}
