/**
 * Scenario "storefront-v3": what a shop front on the current platform APIs bundles. Visitor tokens
 * (OAuthStrategy), the current cart V2, a category by slug, a V3 product query, and the checkout hand-off.
 * The V1 "storefront" scenario stays as it is: a shop that imports only V1 loads none of this.
 *
 * @platform browser
 */
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { getCurrentCart } from '@storefront-kit/ecom-cart/v2';
import { getCategoryBySlug } from '@storefront-kit/categories';
import { queryProducts } from '@storefront-kit/stores-catalogue/v3';
import { createRedirectSession } from '@storefront-kit/redirects';

export async function storefront(clientId: string, slug: string, checkoutId: string) {
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  const { cart } = await getCurrentCart(client);
  const { category } = await getCategoryBySlug(client, slug);
  const products = await queryProducts(client, { fields: ['CURRENCY'] })
    .eq('visible', true)
    .limit(20)
    .find();
  const { redirectSession } = await createRedirectSession(client, {
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: location.href },
  });
  return { cart, products: products.items, category, checkoutUrl: redirectSession.fullUrl };
}
