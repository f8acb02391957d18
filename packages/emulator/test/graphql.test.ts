/**
 * `POST /graphql/{apiVersion}` over real HTTP: graphql-js over the catalogue's state, the whole language,
 * errors exactly as graphql-js formats them, the depth and list limits, and the published schema.
 */
import { buildClientSchema, buildSchema, getIntrospectionQuery, graphql, printSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollectionId, demoProductId } from '../src/catalogue/seed';
import { startEmulator, type Emulator } from '../src/index';

let emu: Emulator;
let token: string;

async function gql(
  query: unknown,
  variables?: unknown,
  extra: Record<string, unknown> = {},
  auth: string | null = token,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${emu.url}/graphql/alpha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify({ query, ...(variables !== undefined ? { variables } : {}), ...extra }),
  });
  return { status: response.status, body: await response.json() };
}

/** What graphql-js itself answers for a request that fails before any resolver runs (the served schema, no resolvers). */
let served: Promise<GraphQLSchema> | undefined;
async function reference(source: string, variableValues?: Record<string, unknown>) {
  served ??= fetch(`${emu.url}/graphql/alpha/schema.graphql`).then(async (r) => buildSchema(await r.text()));
  return JSON.parse(JSON.stringify(await graphql({ schema: await served, source, ...(variableValues ? { variableValues } : {}) })));
}

/** A query nesting `levels` fields: collection { products { items { collections { ... id } } } }. */
function nested(levels: number): string {
  const names = ['products(limit: 1)', 'items', 'collections'];
  let body = 'id';
  for (let i = levels - 1; i >= 2; i--) body = `${names[(i - 2) % 3]} { ${body} }`;
  return `{ collection(slug: "home") { ${body} } }`;
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

describe('graphql: catalogue queries', () => {
  it('answers a products query with field selection, paging and a collection filter', async () => {
    const res = await gql(
      `{ products(limit: 2, offset: 1, collectionId: "${demoCollectionId('sale')}", sort: PRICE_DESC) { total items { id name price discountedPrice inStock } } }`,
    );
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
    expect(res.body.data.tee.options[0]).toEqual({
      name: 'Size',
      choices: [
        { description: 'S', inStock: true },
        { description: 'M', inStock: true },
        { description: 'L', inStock: true },
        { description: 'XL', inStock: false },
      ],
    });
    expect(res.body.data.tee.variants[0]).toEqual({ choices: { Size: 'S', Color: 'Black' }, price: 55 });
    expect(res.body.data.collection).toEqual({ name: 'Home', numberOfProducts: 9, products: { items: [{ slug: 'ceramic-mug' }, { slug: 'scented-candle' }] } });
    expect(res.body.data.missing).toBeNull();
  });

  it('lists collections and filters products with an inline platform filter', async () => {
    const res = await gql('{ collections(limit: 10) { total items { slug } } products(filter: { productType: "digital" }) { items { slug } } }');
    expect(res.body.data.collections.total).toBe(6);
    expect(res.body.data.collections.items.map((c: any) => c.slug)).toContain('apparel');
    expect(res.body.data.products.items.map((p: any) => p.slug)).toEqual(['recipe-ebook', 'photo-presets']);
  });

  it('takes platform filters with operators through JSON variables; a bad filter is a field error', async () => {
    const res = await gql('query ($f: JSON) { products(filter: $f, sort: PRICE_ASC) { total items { slug price } } }', { f: { price: { $gte: 100 } } });
    expect(res.body).toEqual({
      data: {
        products: {
          total: 3,
          items: [
            { slug: 'tea-set', price: 110 },
            { slug: 'denim-jacket', price: 120 },
            { slug: 'field-watch', price: 150 },
          ],
        },
      },
    });
    const bad = await gql('query ($f: JSON) { products(filter: $f) { total } }', { f: { price: { $like: 1 } } });
    expect(bad.body.data).toEqual({ products: null });
    expect(bad.body.errors).toEqual([
      {
        message: expect.stringMatching(/^"filter\.price(\.\$like)?" /),
        locations: [{ line: 1, column: 20 }],
        path: ['products'],
        extensions: { code: 'INVALID_ARGUMENT', status: 400 },
      },
    ]);
  });

  it('sees REST writes at once (same catalogue state)', async () => {
    const created = await fetch(`${emu.url}/stores/v1/products`, {
      method: 'POST',
      headers: { authorization: emu.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ product: { name: 'GraphQL Lamp', productType: 'physical', priceData: { price: 42 } } }),
    });
    const { product } = (await created.json()) as { product: { id: string } };
    const res = await gql('query ($id: ID) { product(id: $id) { id name slug price } }', { id: product.id });
    expect(res.body).toEqual({ data: { product: { id: product.id, name: 'GraphQL Lamp', slug: 'graphql-lamp', price: 42 } } });
  });
});

describe('graphql: the language', () => {
  it('answers introspection', async () => {
    const res = await gql('{ __schema { queryType { name } mutationType { name } } __type(name: "ProductSort") { enumValues { name } } }');
    expect(res.body).toEqual({
      data: {
        __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } },
        __type: { enumValues: ['NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC', 'CREATED_ASC', 'CREATED_DESC'].map((name) => ({ name })) },
      },
    });
  });

  it('runs fragments, inline fragments and @include / @skip', async () => {
    const query = `
      query Card($withPrice: Boolean!, $noSlug: Boolean = true) {
        product(slug: "hoodie") { ...Card ... on Product { brand } ... @include(if: $withPrice) { formattedPrice } }
      }
      fragment Card on Product { id name slug @skip(if: $noSlug) price @include(if: $withPrice) ...Images }
      fragment Images on Product { images { url } }`;
    const withPrice = await gql(query, { withPrice: true });
    expect(withPrice.body.errors).toBeUndefined();
    expect(Object.keys(withPrice.body.data.product)).toEqual(['id', 'name', 'price', 'images', 'brand', 'formattedPrice']);
    expect(withPrice.body.data.product).toMatchObject({ id: demoProductId('hoodie'), name: 'Hoodie', price: 55, formattedPrice: expect.any(String) });
    const without = await gql(query, { withPrice: false, noSlug: false });
    expect(Object.keys(without.body.data.product)).toEqual(['id', 'name', 'slug', 'images', 'brand']);
  });

  it('picks one of several operations by operationName', async () => {
    const document = 'query A { product(slug: "hoodie") { name } } query B { collection(slug: "home") { name } }';
    expect((await gql(document, undefined, { operationName: 'B' })).body).toEqual({ data: { collection: { name: 'Home' } } });
    expect((await gql(document, undefined, { operationName: 'A' })).body).toEqual({ data: { product: { name: 'Hoodie' } } });
    const none = await gql(document);
    expect(none.body).toEqual(await reference(document));
    expect(none.body.errors[0].message).toBe('Must provide operation name if query contains multiple operations.');
  });

  it('coerces variables and list inputs (a single value for a list, an Int for an ID)', async () => {
    const res = await gql('query ($id: ID!, $n: Int) { product(id: $id) { name } products(limit: $n) { limit } }', { id: demoProductId('hoodie'), n: 1 });
    expect(res.body).toEqual({ data: { product: { name: 'Hoodie' }, products: { limit: 1 } } });
    const numericId = await gql('{ product(id: 12345) { id } }');
    expect(numericId.body).toEqual({ data: { product: null } });
  });

  it('answers request errors exactly as graphql-js does: syntax, validation, variable coercion', async () => {
    for (const [query, variables] of [
      ['{ products { items { id }', undefined],
      ['{ products { items { id colour } } }', undefined],
      ['{ products(colour: "red") { total } }', undefined],
      ['{ products }', undefined],
      ['query ($slug: String!) { product(slug: $slug) { id } }', {}],
      ['query ($n: Int) { products(limit: $n) { total } }', { n: '3' }],
      ['{ products { ...Missing } }', undefined],
      ['subscription { products { total } }', undefined],
      ['mutation { deleteEverything }', undefined],
    ] as const) {
      const res = await gql(query, variables);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual(await reference(query, variables));
      expect(res.body.data ?? null, query).toBeNull();
    }
    expect((await gql('{ products { items { id colour } } }')).body.errors).toEqual([
      { message: 'Cannot query field "colour" on type "Product".', locations: [{ line: 1, column: 25 }] },
    ]);
  });
});

describe('graphql: limits', () => {
  it('refuses a query deeper than 10 levels of fields before running it', async () => {
    const ok = await gql(nested(10));
    expect(ok.body.errors).toBeUndefined();
    const deep = await gql(nested(11));
    expect(deep.body).toEqual({
      errors: [{ message: 'Query is too deep: fields nest 11 levels, at most 10 are allowed.', locations: [{ line: 1, column: 1 }] }],
    });
  });

  it('counts the fields of fragments, not introspection: the standard introspection query runs', async () => {
    const viaFragments = await gql(`query { ...Q } fragment Q on Query { ${nested(11).slice(2, -2)} }`);
    expect(viaFragments.body.errors[0].message).toMatch(/^Query is too deep: fields nest 11 levels/);
    const introspection = await gql(
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }),
    );
    expect(introspection.body.errors).toBeUndefined();
  });

  it('caps list sizes at 100: a larger limit is a field error, other fields are answered', async () => {
    const res = await gql('{ ok: collections { total } bad: products(limit: 101) { total } }');
    expect(res.body.data).toEqual({ ok: { total: 6 }, bad: null });
    expect(res.body.errors).toEqual([{ message: 'limit must be an integer between 0 and 100', locations: [{ line: 1, column: 29 }], path: ['bad'] }]);
    const collections = await gql('{ collection(slug: "home") { products(limit: 1000) { total } } }');
    expect(collections.body.errors[0]).toMatchObject({ message: 'limit must be an integer between 0 and 100', path: ['collection', 'products'] });
  });
});

describe('graphql: the endpoint', () => {
  it('publishes its schema: the SDL file and introspection describe the same schema', async () => {
    const file = await fetch(`${emu.url}/graphql/v1/schema.graphql`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await file.text();
    const introspection = await gql(getIntrospectionQuery());
    expect(printSchema(buildClientSchema(introspection.body.data as IntrospectionQuery))).toBe(printSchema(buildSchema(sdl)));
    expect(sdl).toMatch(/type Mutation \{/);
  });

  it('requires a token and a query string; accepts any apiVersion', async () => {
    expect((await gql('{ collections { total } }', undefined, {}, null)).status).toBe(401);
    const noQuery = await gql(undefined);
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.details.validationError.fieldViolations[0].field).toBe('query');
    const v1 = await fetch(`${emu.url}/graphql/2024-01`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query: '{ collections { total } }' }),
    });
    expect(await v1.json()).toEqual({ data: { collections: { total: 6 } } });
  });

  it('refuses the call on the read-only host (mutations never go there)', async () => {
    const res = await fetch(`${emu.hosts.readOnly}/graphql/alpha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ query: 'mutation { removeCoupon { id } }' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(emu.requestLog({ path: '/graphql/*' }).at(-1)).toMatchObject({ host: 'readOnly', method: 'POST', status: res.status });
  });
});
