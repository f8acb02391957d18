/** `POST /graphql/{apiVersion}` over real HTTP: the documented subset over the catalogue's state. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollectionId, demoProductId } from '../src/catalogue/seed';
import { startEmulator, type Emulator } from '../src/index';

let emu: Emulator;
let token: string;

async function gql(query: unknown, variables?: unknown, auth: string | null = token): Promise<{ status: number; body: any }> {
  const response = await fetch(`${emu.url}/graphql/alpha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify({ query, ...(variables !== undefined ? { variables } : {}) }),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
  const response = await fetch(`${emu.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => emu.stop());

describe('graphql', () => {
  it('answers a products query with field selection, paging and a collection filter', async () => {
    const res = await gql(`{ products(limit: 2, offset: 1, collectionId: "${demoCollectionId('sale')}", sort: PRICE_DESC) { total items { id name price discountedPrice inStock } } }`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        products: {
          total: 4,
          items: [
            { id: demoProductId('summer-dress'), name: 'Summer Dress', price: 80, discountedPrice: 60, inStock: true },
            { id: demoProductId('sunglasses'), name: 'Sunglasses', price: 70, discountedPrice: 63, inStock: true },
          ],
        },
      },
    });
  });

  it('supports named operations, variables with defaults, aliases, nested types and __typename', async () => {
    const query = `
      # one product by slug, one collection with its first products
      query Page($slug: String!, $col: String = "home", $n: Int) {
        tee: product(slug: $slug) { __typename name options { name choices { description inStock } } variants { choices price } }
        collection(slug: $col) { name numberOfProducts products(limit: $n) { items { slug } } }
        missing: product(id: "nope") { id }
      }`;
    const res = await gql(query, { slug: 'hoodie', n: 2 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.tee.__typename).toBe('Product');
    expect(res.body.data.tee.name).toBe('Hoodie');
    expect(res.body.data.tee.options[0]).toEqual({ name: 'Size', choices: [{ description: 'S', inStock: true }, { description: 'M', inStock: true }, { description: 'L', inStock: true }, { description: 'XL', inStock: false }] });
    expect(res.body.data.tee.variants[0]).toEqual({ choices: { Size: 'S', Color: 'Black' }, price: 55 });
    expect(res.body.data.collection).toEqual({ name: 'Home', numberOfProducts: 9, products: { items: [{ slug: 'ceramic-mug' }, { slug: 'scented-candle' }] } });
    expect(res.body.data.missing).toBeNull();
  });

  it('lists collections and filters products with a platform filter', async () => {
    const res = await gql('{ collections(limit: 10) { total items { slug } } products(filter: { productType: "digital" }) { items { slug } } }');
    expect(res.body.data.collections.total).toBe(6);
    expect(res.body.data.collections.items.map((c: any) => c.slug)).toContain('apparel');
    expect(res.body.data.products.items.map((p: any) => p.slug)).toEqual(['recipe-ebook', 'photo-presets']);
  });

  it('takes platform filters with operators through JSON variables', async () => {
    const res = await gql('query ($f: JSON) { products(filter: $f, sort: PRICE_ASC) { total items { slug price } } }', { f: { price: { $gte: 100 } } });
    expect(res.body).toEqual({ data: { products: { total: 3, items: [{ slug: 'tea-set', price: 110 }, { slug: 'denim-jacket', price: 120 }, { slug: 'field-watch', price: 150 }] } } });
    const bad = await gql('query ($f: JSON) { products(filter: $f) { total } }', { f: { price: { $like: 1 } } });
    expect(bad.body.data).toEqual({ products: null });
    expect(bad.body.errors[0]).toMatchObject({ message: '"filter.price.$like" unknown operator $like', path: ['products'] });
  });

  it('answers unknown fields, arguments and missing variables with errors and no data', async () => {
    const unknownField = await gql('{ products { items { id colour } } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.data).toBeUndefined();
    expect(unknownField.body.errors).toEqual([{ message: 'Cannot query field "colour" on type "Product".', locations: [{ line: 1, column: 25 }] }]);
    const unknownArg = await gql('{ products(colour: "red") { total } }');
    expect(unknownArg.body.errors[0].message).toBe('Unknown argument "colour" on field "Query.products".');
    const noSelection = await gql('{ products }');
    expect(noSelection.body.errors[0].message).toMatch(/must have a selection of subfields/);
    const missingVar = await gql('query ($slug: String!) { product(slug: $slug) { id } }', {});
    expect(missingVar.body.errors[0].message).toBe('Variable "$slug" of required type "String!" was not provided.');
  });

  it('answers malformed queries and unsupported operations with errors', async () => {
    const malformed = await gql('{ products { items { id }');
    expect(malformed.status).toBe(200);
    expect(malformed.body.errors[0].message).toMatch(/^Syntax Error: expected "}"/);
    const mutation = await gql('mutation { deleteEverything }');
    expect(mutation.body.errors[0].message).toMatch(/mutation operations are not supported/);
    const fragment = await gql('{ products { ...F } }');
    expect(fragment.body.errors[0].message).toMatch(/fragments are not supported/);
  });

  it('reports resolver errors with a path and keeps the other fields', async () => {
    const res = await gql('{ ok: collections { total } bad: products(limit: 500) { total } }');
    expect(res.body.data).toEqual({ ok: { total: 6 }, bad: null });
    expect(res.body.errors).toEqual([{ message: 'limit must be an integer between 0 and 100', locations: [{ line: 1, column: 29 }], path: ['bad'] }]);
  });

  it('requires a token and a query string', async () => {
    expect((await gql('{ collections { total } }', undefined, null)).status).toBe(401);
    const noQuery = await gql(undefined);
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.details.validationError.fieldViolations[0].field).toBe('query');
  });
});
