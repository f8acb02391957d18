/**
 * What modules provide each other through `ctx.services` (see `context.ts`): the catalogue as the cart and
 * GraphQL see it, the checkout as its hosted page sees it, and access tokens as the core sees them.
 */
import type { Collection } from '@storefront-kit/wire/catalogue';
import type { Principal } from './principal';

/**
 * What a cart line needs to know about a catalogue item. Prices are decimal strings.
 *
 * @inline
 */
export interface ResolvedCatalogItem {
  productId: string;
  variantId?: string;
  name: string;
  slug: string;
  /** Unit price actually charged (after the product's own discount). */
  price: string;
  /** Unit price before the product's own discount. */
  fullPrice: string;
  currency: string;
  sku?: string;
  weight?: number;
  imageUrl?: string;
  /** The catalogue's media id of the image at `imageUrl` (the `<id>` of `wix:image://v1/<id>` and of its static URL). */
  imageId?: string;
  /** The pixel size of the image at `imageUrl`, as the catalogue's media gives it. */
  imageSize?: { width: number; height: number };
  /** Option name -> chosen value, for description lines. */
  choices: Record<string, string>;
  inStock: boolean;
  /** Units available, when the product tracks inventory. */
  quantityAvailable?: number;
  /** The product's type; `digital` lines are not shipped and not taxed by the cart. Default `physical`. */
  productType?: 'physical' | 'digital';
}

/**
 * The catalogue as other modules (cart, graphql) see it; implemented by the catalogue module.
 *
 * @inline
 */
export interface CatalogueService {
  /**
   * Resolves a cart line's `catalogReference` (`catalogItemId` = product id, `options.variantId` or
   * `options.options` = choices) to a priced item, or `undefined` when the product or variant does not exist.
   */
  resolveItem(reference: { catalogItemId: string; options?: Record<string, unknown> }): ResolvedCatalogItem | undefined;
  /** Every collection, in order, with the ids of its products in catalogue order (the categories module seeds its tree from them). */
  collectionMembers(): { collection: Collection; productIds: string[] }[];
}

/**
 * A checkout as the hosted checkout page sees it; implemented by the cart module.
 *
 * @inline
 */
export interface CheckoutService {
  /** A summary to render, or `undefined` for an unknown checkout id. Amounts are decimal strings. */
  describe(checkoutId: string):
    | {
        lineItems: { name: string; quantity: number; price: string; imageUrl?: string }[];
        subtotal: string;
        total: string;
        currency: string;
        completed: boolean;
      }
    | undefined;
  /** What the hosted checkout page shows, or `undefined` for an unknown checkout id. */
  receipt(checkoutId: string): CheckoutReceipt | undefined;
  /** Places the order (once; later calls return the same order id) and empties the owner's cart. */
  complete(checkoutId: string): { orderId: string } | undefined;
}

/**
 * A checkout as its hosted page shows it: amounts formatted in the cart's currency (`$10.50`).
 *
 * @inline
 */
export interface CheckoutReceipt {
  /** `options`: the chosen options as the shopper reads them (`Size: M · Color: Red`), when the line has any. */
  lines: { name: string; options?: string; quantity: number; unitPrice: string; total: string }[];
  subtotal: string;
  /** The amount taken off, with a minus sign (`−$5.00`), and the coupon that gave it. */
  discount?: { amount: string; couponCode?: string };
  /** The selected delivery option. */
  shipping?: { title: string; amount: string };
  tax: string;
  total: string;
  completed: boolean;
}

/**
 * Access tokens as the core sees them; implemented by the tokens module.
 *
 * @inline
 */
export interface TokenService {
  /** The principal an access token stands for, `'expired'` when it has expired, `undefined` when unknown. */
  resolve(accessToken: string): Principal | 'expired' | undefined;
}
