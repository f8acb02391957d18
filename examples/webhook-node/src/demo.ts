/**
 * Makes the emulator emit the events the receiver logs: a merchant creates and renames a product
 * (`ProductCreated`, `ProductChanged`), then a visitor adds it to the cart twice (`cart_created`, `cart_updated`).
 */
import { addToCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { createClient, type Hosts } from '@storefront-kit/http-core';
import { ApiKeyStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { createProduct, updateProduct } from '@storefront-kit/stores-catalogue';

/** What the demo needs to know about the emulator (a subset of `startEmulator()`'s result). */
export interface DemoTarget {
  hosts: Hosts;
  clientId: string;
  apiKey: string;
  siteId: string;
}

/** Creates and renames a product (merchant: API key), then adds it to a fresh visitor's cart twice (visitor: OAuth). */
export async function triggerDemoEvents(target: DemoTarget): Promise<{ productId: string; cartId: string }> {
  const merchant = createClient({ hosts: target.hosts, auth: ApiKeyStrategy({ apiKey: target.apiKey, siteId: target.siteId }) });
  const { product } = await createProduct(merchant, { name: 'Webhook demo tee', productType: 'physical', priceData: { price: 25 } });
  const productId = product.id!;
  await updateProduct(merchant, productId, { name: 'Webhook demo tee (blue)' });

  // A new visitor: the strategy fetches one anonymous token on first use, from the client's hosts.
  const visitor = createClient({ hosts: target.hosts, auth: OAuthStrategy({ clientId: target.clientId }) });
  const lineItems = [{ catalogReference: { catalogItemId: productId, appId: STORES_APP_ID }, quantity: 1 }];
  const cart = await addToCurrentCart(visitor, { lineItems });
  await addToCurrentCart(visitor, { lineItems });
  return { productId, cartId: cart.id! };
}
