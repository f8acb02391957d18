// The harness itself: the official SDK, unmodified, reads the catalogue and fills a visitor's cart on the
// emulator, its module calls arriving on the edge host and its token call on the api host.
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT_SLUGS, demoProductId } from '@storefront-kit/emulator';
import { PLAIN_PRODUCT_SLUG, emulator, lineItem, linesOf, officialClient, tokenGrants, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

describe('the official SDK on the emulator', () => {
  it('queries and reads products', async () => {
    const client = officialClient();
    const { items } = await client.products.queryProducts().limit(3).find();

    expect(items).toHaveLength(3);
    for (const product of items) {
      expect(DEMO_PRODUCT_SLUGS).toContain(product.slug);
      expect(product._id).toBe(demoProductId(product.slug as string));
    }
    const { product } = await client.products.getProduct(items[0]!._id as string);
    expect(product?.name).toBe(items[0]!.name);
    const reads = emulator.requestLog({ path: '/stores-reader/v1/products/**' });
    expect(reads.map((entry) => [entry.host, entry.auth, entry.status])).toEqual([
      ['edge', 'visitor', 200],
      ['edge', 'visitor', 200],
    ]);
  });

  it('adds to the current cart and reads it back', async () => {
    const client = officialClient();
    const productId = demoProductId(PLAIN_PRODUCT_SLUG);
    const added = await client.currentCart.addToCurrentCart({ lineItems: [lineItem(productId, 2)] });
    const cart = await client.currentCart.getCurrentCart();

    expect(cart._id).toBe(added.cart?._id);
    expect(linesOf(cart)).toEqual([[productId, 2]]);
    expect(tokenGrants().at(-1)).toEqual({ grantType: 'anonymous', status: 200 });
    expect(emulator.requestLog({ path: '/oauth2/token' }).every((entry) => entry.host === 'api')).toBe(true);
  });
});
