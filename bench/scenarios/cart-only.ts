/**
 * Scenario "cart-only": a cart widget. Visitor tokens (OAuthStrategy) and the current cart, nothing else.
 *
 * @platform browser
 */
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { getCurrentCart } from '@storefront-kit/ecom-cart';

export async function cartOnly(clientId: string) {
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  return getCurrentCart(client);
}
