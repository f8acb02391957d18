/**
 * Reference "official-storefront": the "storefront" scenario written with the platform's official SDK
 * (`@wix/sdk` and its modules, exact versions in bench/package.json), bundled the same way. Visitor
 * tokens (OAuthStrategy), the current cart, a collection by slug, a product query in that collection,
 * and the checkout hand-off. Not budgeted itself; "storefront" is compared with it.
 *
 * @platform browser
 */
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCart } from '@wix/ecom';
import { collections, products } from '@wix/stores';
import { redirects } from '@wix/redirects';

export async function storefront(clientId: string, slug: string, checkoutId: string) {
  const client = createClient({ modules: { currentCart, collections, products, redirects }, auth: OAuthStrategy({ clientId }) });
  const cart = await client.currentCart.getCurrentCart();
  const collection = await client.collections.getCollectionBySlug(slug);
  const found = await client.products
    .queryProducts()
    .hasSome('collectionIds', [collection.collection?._id ?? ''])
    .limit(20)
    .find();
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: location.href },
  });
  return { cart, products: found.items, collection, checkoutUrl: redirectSession?.fullUrl };
}
