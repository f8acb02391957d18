import { describe, expectTypeOf, it } from 'vitest';
import { createClient } from './client';
import type { Client, RequestClient } from './client-types';
import { defineEndpoint, type Endpoint } from './endpoint';

interface Cart {
  id: string;
}
const cartEndpoint = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom' });
declare function getCurrentCart(client: RequestClient, opts?: { signal?: AbortSignal }): Promise<Cart>;
declare function addToCurrentCart(client: RequestClient, input: { lineItems: { quantity: number }[] }): Promise<{ cart: Cart }>;
const currentCart = { getCurrentCart, addToCurrentCart, APP_ID: 'app' as const };

describe('module binding', () => {
  const client = createClient({ modules: { currentCart } });

  it('should drop the client parameter and keep the rest', () => {
    expectTypeOf(client.currentCart.getCurrentCart).toEqualTypeOf<(opts?: { signal?: AbortSignal }) => Promise<Cart>>();
    expectTypeOf(client.currentCart.addToCurrentCart).parameters.toEqualTypeOf<[input: { lineItems: { quantity: number }[] }]>();
    expectTypeOf(client.currentCart.addToCurrentCart).returns.resolves.toEqualTypeOf<{ cart: Cart }>();
    expectTypeOf(client.currentCart.APP_ID).toEqualTypeOf<'app'>();
  });

  it('should reject wrong arguments', () => {
    // @ts-expect-error: the bound function no longer takes the client
    void client.currentCart.addToCurrentCart(client, { lineItems: [] });
    // @ts-expect-error: quantity must be a number
    void client.currentCart.addToCurrentCart({ lineItems: [{ quantity: '1' }] });
    // @ts-expect-error: no such module
    void client.products;
  });

  it('should still be a Client usable by domain functions', () => {
    expectTypeOf(client).toExtend<Client>();
    expectTypeOf(createClient()).toExtend<Client>();
    expectTypeOf<Client>().toExtend<ReturnType<typeof createClient<{}>>>();
    void getCurrentCart(client);
  });
});

describe('request typing', () => {
  const client = createClient();
  const getProduct = defineEndpoint({ method: 'GET', path: '/v1/products/{id}', prefix: '/stores-reader' });
  const getChoice = defineEndpoint({ method: 'GET', path: '/v1/products/{id}/options/{name}' });

  it('should require the path parameters the template names', () => {
    void client.request(getProduct, { params: { id: 'p1' } });
    void client.request(getChoice, { params: { id: 'p1', name: 'Size' } });
    // @ts-expect-error: params are required
    void client.request(getProduct);
    // @ts-expect-error: params are required
    void client.request(getProduct, {});
    // @ts-expect-error: "name" is missing
    void client.request(getChoice, { params: { id: 'p1' } });
    // @ts-expect-error: wrong parameter name
    void client.request(getProduct, { params: { slug: 'x' } });
    // @ts-expect-error: parameters are strings or numbers
    void client.request(getProduct, { params: { id: true } });
  });

  it('should make the input optional for a path without parameters', () => {
    void client.request(cartEndpoint);
    void client.request(cartEndpoint, { query: { a: 1 }, body: { b: 2 }, timeoutMs: 1 });
  });

  it('should type the answer from the endpoint or an explicit type argument', () => {
    expectTypeOf(client.request(cartEndpoint)).resolves.toBeUnknown();
    const typed: Endpoint<'/v1/carts/current', { cart: Cart }> = cartEndpoint;
    expectTypeOf(client.request(typed)).resolves.toEqualTypeOf<{ cart: Cart }>();
    expectTypeOf(client.request<{ product: { id: string } }>(getProduct, { params: { id: 'x' } })).resolves.toEqualTypeOf<{
      product: { id: string };
    }>();
  });

  it('should accept only known methods in an endpoint', () => {
    // @ts-expect-error: not an HTTP method the platform uses
    defineEndpoint({ method: 'TRACE', path: '/x' });
  });
});
