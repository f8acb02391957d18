/**
 * Resolvers of the cart part of the schema: `cart` and the cart mutations, on the cart store the REST
 * current-cart routes use. The access token's visitor or member owns the cart (`ctx.requireShopper`, as
 * in REST), inputs are checked with the REST request schemas, and the store's methods do the rest.
 */
import { STORES_APP_ID, type Cart, type CartDiscount, type LineItem } from '@storefront-kit/wire/cart';
import {
  addToCartRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from '@storefront-kit/wire/cart/schemas';
import type { Principal } from '../core/principal';
import { type CartOwner, type CartRecord, ownerOf } from '../cart/records';
import type { CartStore } from '../cart/store';
import { validate } from '../http/payload';
import { canSee, catalogue } from './catalogue';
import type { GraphQLContext, Resolvers } from './types';

interface Shopper {
  store: CartStore;
  owner: CartOwner;
  principal: Principal;
}

function shopper(context: GraphQLContext): Shopper {
  const principal = context.emulator.requireShopper(context.request);
  const store = context.emulator.services.carts;
  if (!store) throw new Error('the cart is not available (the cart module sets services.carts when it registers)');
  return { store, owner: ownerOf(principal), principal };
}

// biome-ignore lint/suspicious/noExplicitAny: a mutation's arguments, already checked against the SDL by graphql-js
type MutationArgs = Record<string, any>;

/** A mutation resolver: the change, then the cart as REST answers it. */
const mutation =
  (change: (shopper: Shopper, args: MutationArgs) => CartRecord) =>
  (_parent: unknown, args: MutationArgs, context: GraphQLContext): Cart => {
    const s = shopper(context);
    return s.store.view(change(s, args));
  };

interface LineInput {
  productId: string;
  quantity: number;
  variantId?: string | null;
  options?: unknown;
}

function lineItem({ productId, quantity, variantId, options }: LineInput) {
  const choice = { ...(variantId != null ? { variantId } : {}), ...(options != null ? { options } : {}) };
  return { quantity, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID, ...(Object.keys(choice).length > 0 ? { options: choice } : {}) } };
}

/** The cart resolvers, by type and field. */
export const cartResolvers: Resolvers = {
  Query: {
    cart: (_p, _a, context) => {
      const { store, owner } = shopper(context);
      const record = store.find(owner);
      return record ? store.view(record) : null;
    },
  },
  Mutation: {
    addToCart: mutation(({ store, owner, principal }, args) =>
      store.add(owner, validate(addToCartRequestSchema, { lineItems: (args.lines as LineInput[]).map(lineItem) }), principal),
    ),
    updateCartLineQuantities: mutation(({ store, owner, principal }, args) =>
      store.updateQuantities(owner, validate(updateLineItemsQuantityRequestSchema, { lineItems: args.lines }).lineItems, principal),
    ),
    removeCartLines: mutation(({ store, owner, principal }, args) =>
      store.removeLines(owner, validate(removeLineItemsRequestSchema, { lineItemIds: args.ids }).lineItemIds, principal),
    ),
    applyCoupon: mutation(({ store, owner, principal }, args) => store.update(owner, validate(updateCartRequestSchema, { couponCode: args.code }), principal)),
    removeCoupon: mutation(({ store, owner, principal }) => store.removeCoupon(owner, principal)),
  },
  Cart: {
    lineItems: (c: Cart) => c.lineItems ?? [],
    coupon: (c: Cart) => c.appliedDiscounts?.find((d: CartDiscount) => d.coupon)?.coupon,
  },
  CartLine: {
    productId: (l: LineItem) => l.catalogReference?.catalogItemId,
    variantId: (l: LineItem) => l.catalogReference?.options?.variantId,
    name: (l: LineItem) => l.productName?.original,
    imageUrl: (l: LineItem) => l.image?.url,
    availability: (l: LineItem) => l.availability?.status,
    product: (l: LineItem, _a, context) => {
      const id = l.customLineItem ? undefined : l.catalogReference?.catalogItemId;
      const product = id === undefined ? undefined : catalogue(context).product(id);
      return product && canSee(context, product) ? product : null;
    },
  },
};
