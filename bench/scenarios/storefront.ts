/**
 * Scenario "storefront": what a typical shop front bundles. Visitor tokens (OAuthStrategy), the
 * current cart, a product listing, a collection page, and the checkout hand-off.
 *
 * @platform browser
 */
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { getCurrentCart } from '@storefront-kit/ecom-cart';
import { getCollectionBySlug, queryProducts } from '@storefront-kit/stores-catalogue';
import { createRedirectSession } from '@storefront-kit/redirects';

export async function storefront(clientId: string, slug: string, checkoutId: string) {
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  const cart = await getCurrentCart(client);
  const { collection } = await getCollectionBySlug(client, slug);
  const products = await queryProducts(client)
    .hasSome('collectionIds', [collection?.id ?? ''])
    .limit(20)
    .find();
  const { redirectSession } = await createRedirectSession(client, {
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: location.href },
  });
  return { cart, products, collection, checkoutUrl: redirectSession.fullUrl };
}
