/**
 * Reference "official-storefront-v3": the "storefront-v3" scenario written with the platform's official
 * SDK (`@wix/sdk` and its modules, exact versions in bench/package.json), bundled the same way. Visitor
 * tokens (OAuthStrategy), the current cart V2, a category by slug, a V3 product query, and the checkout
 * hand-off. Not budgeted itself; "storefront-v3" is compared with it.
 *
 * @platform browser
 */
import { createClient, OAuthStrategy } from '@wix/sdk';
import { currentCartV2 } from '@wix/ecom';
import { productsV3 } from '@wix/stores';
import * as categories from '@wix/auto_sdk_categories_categories';
import { redirects } from '@wix/redirects';

const storesTree = { appNamespace: '@wix/stores', treeKey: null };

export async function storefront(clientId: string, slug: string, checkoutId: string) {
  const client = createClient({ modules: { currentCartV2, productsV3, categories, redirects }, auth: OAuthStrategy({ clientId }) });
  const { cart } = await client.currentCartV2.getCurrentCart();
  const { category } = await client.categories.getCategoryBySlug(slug, storesTree);
  const found = await client.productsV3
    .queryProducts({ fields: ['CURRENCY'] })
    .eq('visible', true)
    .limit(20)
    .find();
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: location.href },
  });
  return { cart, products: found.items, category, checkoutUrl: redirectSession?.fullUrl };
}
