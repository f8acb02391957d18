/**
 * Makes the emulator emit the events the receiver logs: a merchant creates and renames a product
 * (`ProductCreated`, `ProductChanged`), then a visitor adds it to the cart twice (`cart_created`, `cart_updated`).
 *
 * TODO: switch the endpoint declarations below to `addToCurrentCart` (`@storefront-kit/ecom-cart`) and
 * `createProduct` / `updateProduct` (`@storefront-kit/stores-catalogue`) once those packages export them.
 */
import { STORES_APP_ID, type Cart } from '@storefront-kit/ecom-cart';
import { createClient, defineEndpoint, type AuthStrategy, type Hosts } from '@storefront-kit/http-core';
import type { Product } from '@storefront-kit/stores-catalogue';

const createProduct = defineEndpoint<'/v1/products', { product: Product }>({ method: 'POST', path: '/v1/products', prefix: '/stores' });
const updateProduct = defineEndpoint<'/v1/products/{id}', { product: Product }>({
  method: 'PATCH',
  path: '/v1/products/{id}',
  prefix: '/stores',
});
const addToCart = defineEndpoint<'/v1/carts/current/add-to-cart', { cart: Cart }>({
  method: 'POST',
  path: '/v1/carts/current/add-to-cart',
  prefix: '/ecom',
});

/** What the demo needs to know about the emulator (a subset of `startEmulator()`'s result). */
export interface DemoTarget {
  hosts: Hosts;
  clientId: string;
  apiKey: string;
  siteId: string;
}

/** A visitor: one anonymous token from `POST /oauth2/token`, fetched on first use. */
export function visitorAuth(apiHost: string, clientId: string): AuthStrategy {
  let token: Promise<string> | undefined;
  const fetchToken = async () => {
    const res = await fetch(`${apiHost}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, grantType: 'anonymous' }),
    });
    if (!res.ok) throw new Error(`anonymous token request answered ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  return { getAuthHeaders: async () => ({ Authorization: await (token ??= fetchToken()) }) };
}

/** The merchant: API key plus site id. */
export function merchantAuth(apiKey: string, siteId: string): AuthStrategy {
  return { getAuthHeaders: async () => ({ Authorization: apiKey, 'wix-site-id': siteId }) };
}

/** Creates and renames a product, then adds it to a fresh visitor's cart twice. */
export async function triggerDemoEvents(target: DemoTarget): Promise<{ productId: string; cartId: string }> {
  const merchant = createClient({ hosts: target.hosts, auth: merchantAuth(target.apiKey, target.siteId) });
  const { product } = await merchant.request(createProduct, {
    body: { product: { name: 'Webhook demo tee', productType: 'physical', priceData: { price: 25 } } },
  });
  const productId = product.id!;
  await merchant.request(updateProduct, { params: { id: productId }, body: { product: { id: productId, name: 'Webhook demo tee (blue)' } } });

  const visitor = createClient({ hosts: target.hosts, auth: visitorAuth(target.hosts.api, target.clientId) });
  const lineItems = [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID }, quantity: 1 }];
  const { cart } = await visitor.request(addToCart, { body: { lineItems } });
  await visitor.request(addToCart, { body: { lineItems } });
  return { productId, cartId: cart.id! };
}
