/**
 * Scenario "category page": a shop front's category page. Visitor tokens (OAuthStrategy) and one
 * category read by slug; nothing else of the categories package (its other calls' endpoints must not
 * come along).
 *
 * @platform browser
 */
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { getCategoryBySlug } from '@storefront-kit/categories';

export async function categoryPage(clientId: string, slug: string) {
  const client = createClient({ auth: OAuthStrategy({ clientId }) });
  return getCategoryBySlug(client, slug);
}
