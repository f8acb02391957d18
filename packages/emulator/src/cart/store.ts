/**
 * The carts of one emulator: one per owner (visitor id, or member id for members), with every mutation
 * of the current-cart API. Each mutation validates first and throws a {@link PlatformError} before
 * touching state, then applies its changes synchronously (so concurrent requests cannot interleave
 * inside a read-modify-write), bumps `revision` and `updatedDate`, and emits the cart event.
 */
import type { AddToCartRequest, Cart, CustomLineItemInput, LineItemInput, UpdateCartRequest } from '@storefront-kit/wire/cart';
import type { CatalogueService } from '../core/services';
import type { EmulatorEvent } from '../core/events';
import type { Principal } from '../core/principal';
import type { FieldViolation } from '../core/platform-error';
import { applyCartInfo } from './cart-info';
import { couponToApply } from './coupons';
import { cartEvent } from './events';
import { invalid, ownedCartNotFound } from './errors';
import { resolveReference } from './lines';
import { type CatalogInput, type LinePlanFields, mergeLines, planLines } from './plan-lines';
import { type CartOwner, type CartRecord, type LineRecord, ownerKey } from './records';
import { applyLineQuantities, checkDiscountLines } from './update-lines';
import { type PricedCart, priceCart } from './view';

/** What the store needs from the emulator. */
export interface CartStoreDeps {
  /** Epoch ms. */
  now(): number;
  newId(): string;
  catalogue(): CatalogueService | undefined;
  /** Base URL for line item page URLs. */
  baseUrl: string;
  emit(event: EmulatorEvent): void;
}

/** The carts, keyed by owner. */
export class CartStore {
  readonly #carts = new Map<string, CartRecord>();

  /** @param deps - clock, ids, catalogue, base URL and event sink of the emulator */
  constructor(private readonly deps: CartStoreDeps) {}

  /** The owner's cart, if any. */
  find(owner: CartOwner): CartRecord | undefined {
    return this.#carts.get(ownerKey(owner));
  }

  /** The owner's cart, else 404 `OWNED_CART_NOT_FOUND`. */
  require(owner: CartOwner): CartRecord {
    const record = this.find(owner);
    if (!record) throw ownedCartNotFound();
    return record;
  }

  /** The record priced against the current catalogue. */
  price(record: CartRecord): PricedCart {
    return priceCart(record, this.deps.catalogue(), this.deps.baseUrl);
  }

  /** The wire entity of a record. */
  view(record: CartRecord): Cart {
    return this.price(record).cart;
  }

  /** Every cart (tests, diagnostics). */
  all(): CartRecord[] {
    return [...this.#carts.values()];
  }

  /** Forgets every cart (emulator reset). */
  clear(): void {
    this.#carts.clear();
  }

  /** `add-to-cart`: creates the cart when needed (a standalone owner's with its `cartId`), merges lines with the same item. */
  add(owner: CartOwner, request: AddToCartRequest, principal?: Principal): CartRecord {
    const existing = this.find(owner);
    const currency = existing?.currency ?? this.#currencyOf(request.lineItems ?? []);
    const lines = this.#planLines(existing?.lines ?? [], request.lineItems ?? [], request.customLineItems ?? [], { field: 'lineItems' });
    if (existing) {
      existing.lines = lines;
      if (request.businessLocationId !== undefined) existing.info.businessLocationId = request.businessLocationId;
      this.#touch(existing);
      this.#emitUpdated(existing, principal);
      return existing;
    }
    const now = this.deps.now();
    const record: CartRecord = {
      id: owner.kind === 'standalone' ? owner.cartId : this.deps.newId(),
      owner,
      lines,
      merchantDiscounts: [],
      info: request.businessLocationId !== undefined ? { businessLocationId: request.businessLocationId } : {},
      currency,
      createdAt: now,
      updatedAt: now,
      revision: 1,
    };
    this.#carts.set(ownerKey(owner), record);
    this.deps.emit(cartEvent('created', record.id, this.view(record), principal));
    return record;
  }

  /**
   * `PATCH current`: `cartInfo` fields that are present replace the stored ones, or only the paths of
   * `cartFieldmask` when it is sent (see `./cart-info`); `couponCode` applies a seeded coupon (replacing
   * the previous one); `merchantDiscounts` replaces the list (`[]` clears it); `lineItems` with an `id`
   * set that line's quantity, without an `id` add catalogue items; `customLineItems` add custom lines.
   * All or nothing: any error leaves the cart unchanged.
   */
  update(owner: CartOwner, request: UpdateCartRequest, principal?: Principal): CartRecord {
    const record = this.require(owner);
    const info = applyCartInfo(record.info, request.cartInfo, request.cartFieldmask);
    const current = record.lines.map((line) => ({ ...line }));
    const additions = applyLineQuantities(current, request.lineItems ?? []);
    const lines = this.#planLines(current, additions.inputs, request.customLineItems ?? [], {
      field: 'lineItems',
      indexes: additions.indexes,
    });
    if (request.merchantDiscounts) checkDiscountLines(lines, request.merchantDiscounts);
    const merchantDiscounts = request.merchantDiscounts ?? record.merchantDiscounts;
    const coupon = request.couponCode !== undefined ? couponToApply(request.couponCode, this.deps.now()) : undefined;

    record.lines = lines;
    record.merchantDiscounts = merchantDiscounts;
    if (coupon) record.coupon = { code: coupon.code };
    record.info = info;
    this.#touch(record);
    this.#emitUpdated(record, principal);
    return record;
  }

  /** `remove-line-items`: unknown ids are ignored (removal is idempotent). */
  removeLines(owner: CartOwner, lineItemIds: readonly string[], principal?: Principal): CartRecord {
    const record = this.require(owner);
    const remove = new Set(lineItemIds);
    record.lines = record.lines.filter((line) => !remove.has(line.id));
    this.#pruneMerchantDiscounts(record);
    this.#touch(record);
    this.#emitUpdated(record, principal);
    return record;
  }

  /** `update-line-items-quantity`: sets quantities; 0 removes the line; an unknown id is a 400. */
  updateQuantities(owner: CartOwner, updates: readonly { id: string; quantity: number }[], principal?: Principal): CartRecord {
    const record = this.require(owner);
    const known = new Set(record.lines.map((line) => line.id));
    const violations: FieldViolation[] = [];
    updates.forEach((update, index) => {
      if (!known.has(update.id)) {
        violations.push({ field: `lineItems.${index}.id`, description: 'line item not found', violatedRule: 'OTHER' });
      }
    });
    if (violations.length > 0) throw invalid(violations);
    const quantities = new Map(updates.map((update) => [update.id, update.quantity]));
    record.lines = record.lines
      .map((line) => (quantities.has(line.id) ? { ...line, quantity: quantities.get(line.id) ?? line.quantity } : line))
      .filter((line) => line.quantity > 0);
    this.#pruneMerchantDiscounts(record);
    this.#touch(record);
    this.#emitUpdated(record, principal);
    return record;
  }

  /** `remove-coupon`: no coupon is not an error. */
  removeCoupon(owner: CartOwner, principal?: Principal): CartRecord {
    const record = this.require(owner);
    delete record.coupon;
    this.#touch(record);
    this.#emitUpdated(record, principal);
    return record;
  }

  /** `DELETE current`. */
  delete(owner: CartOwner, principal?: Principal): void {
    const record = this.require(owner);
    this.#remove(record, principal);
  }

  /** Remembers the checkout created from the cart. */
  attachCheckout(record: CartRecord, checkoutId: string, principal?: Principal): void {
    record.checkoutId = checkoutId;
    this.#touch(record);
    this.#emitUpdated(record, principal);
  }

  /**
   * Cart V2 `mark-cart-as-completed`: the cart became an order (`orderId` when named). It stops being
   * its shopper's current cart and is held by its id alone (a standalone cart, its shopper the buyer).
   */
  markCompleted(record: CartRecord, orderId: string | undefined, principal?: Principal): CartRecord {
    this.#carts.delete(ownerKey(record.owner));
    if (record.owner.kind !== 'standalone') record.owner = { kind: 'standalone', cartId: record.id, buyer: record.owner };
    record.completed = orderId !== undefined ? { orderId } : {};
    this.#carts.set(ownerKey(record.owner), record);
    this.#touch(record);
    this.#emitUpdated(record, principal);
    return record;
  }

  /** Deletes the cart with this id, if it still is its owner's cart (checkout completed). */
  deleteCart(cartId: string): boolean {
    const record = [...this.#carts.values()].find((candidate) => candidate.id === cartId);
    if (!record) return false;
    this.#remove(record);
    return true;
  }

  /**
   * A visitor logged in as a member: the visitor's cart becomes the member's cart, or, when the member
   * already has one, its lines merge into it (same items add up, capped at the quantity limit; the
   * member's coupon and cart info win) and the visitor's cart is deleted.
   */
  transfer(visitorId: string, memberId: string): void {
    const visitorOwner: CartOwner = { kind: 'visitor', visitorId };
    const memberOwner: CartOwner = { kind: 'member', memberId, visitorId };
    const visitorCart = this.find(visitorOwner);
    if (!visitorCart) return;
    const memberCart = this.find(memberOwner);
    if (!memberCart) {
      this.#carts.delete(ownerKey(visitorOwner));
      visitorCart.owner = memberOwner;
      this.#carts.set(ownerKey(memberOwner), visitorCart);
      this.#touch(visitorCart);
      this.#emitUpdated(visitorCart);
      return;
    }
    memberCart.lines = mergeLines(memberCart.lines, visitorCart.lines);
    memberCart.coupon ??= visitorCart.coupon;
    memberCart.info = { ...visitorCart.info, ...memberCart.info };
    this.#remove(visitorCart);
    this.#touch(memberCart);
    this.#emitUpdated(memberCart);
  }

  // -------------------------------------------------------------------------------------------

  #currencyOf(inputs: readonly LineItemInput[]): string {
    for (const input of inputs) {
      const resolved = resolveReference(this.deps.catalogue(), input.catalogReference);
      if (resolved) return resolved.currency;
    }
    return 'USD';
  }

  /** The lines after adding catalogue and custom inputs to `current` (see `./plan-lines`), or a 400. */
  #planLines(
    current: readonly LineRecord[],
    catalogInputs: readonly CatalogInput[],
    customInputs: readonly CustomLineItemInput[],
    fields: LinePlanFields,
  ): LineRecord[] {
    return planLines(current, catalogInputs, customInputs, fields, { catalogue: this.deps.catalogue(), newId: () => this.deps.newId() });
  }

  /** Drops removed lines from merchant discounts; a discount left without any of its lines goes. */
  #pruneMerchantDiscounts(record: CartRecord): void {
    const ids = new Set(record.lines.map((line) => line.id));
    record.merchantDiscounts = record.merchantDiscounts.flatMap((discount) => {
      if (!discount.lineItemIds || discount.lineItemIds.length === 0) return [discount];
      const kept = discount.lineItemIds.filter((id) => ids.has(id));
      return kept.length > 0 ? [{ ...discount, lineItemIds: kept }] : [];
    });
  }

  #touch(record: CartRecord): void {
    record.revision += 1;
    record.updatedAt = Math.max(this.deps.now(), record.updatedAt);
  }

  #remove(record: CartRecord, principal?: Principal): void {
    this.#carts.delete(ownerKey(record.owner));
    this.deps.emit(cartEvent('deleted', record.id, this.view(record), principal));
  }

  #emitUpdated(record: CartRecord, principal?: Principal): void {
    this.deps.emit(cartEvent('updated', record.id, this.view(record), principal));
  }
}
