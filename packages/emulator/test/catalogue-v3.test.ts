/**
 * Catalog V3 storefront reads on a `catalog: 'v3'` emulator, over HTTP: products by id and slug with
 * `fields`, the query (`.r` GET and POST fallback), search with free text, filters, sort and
 * aggregations, count, and the read-only variants. The demo catalogue's figures are the V1 seed's.
 */
import { describe, expect, it } from 'vitest';
import { demoCollectionId, demoProductId } from '../src/catalogue/seed';
import { r, useCatalogueEmulator } from './catalogue-helpers';

const env = useCatalogueEmulator({ catalog: 'v3' });
const { call } = env;
const api = (path: string) => `${env.emu.hosts.edge}/stores/v3${path}`;
const slugs = (products: { slug: string }[]) => products.map((p) => p.slug);

describe('Catalog V3 products by id and slug', () => {
  it('answers the base product without fields: money as amounts, variant choices by ids', async () => {
    const { status, body } = await call('GET', api(`/products/${demoProductId('classic-tee')}?productId=${demoProductId('classic-tee')}`));
    expect(status).toBe(200);
    const { product } = body;
    expect(product).toMatchObject({ id: demoProductId('classic-tee'), name: 'Classic Tee', slug: 'classic-tee', revision: '1', productType: 'PHYSICAL' });
    expect(product.actualPriceRange).toEqual({ minValue: { amount: '25' }, maxValue: { amount: '27' } });
    expect(product.inventory.availabilityStatus).toBe('IN_STOCK');
    expect(product.variantsInfo.variants).toHaveLength(12);
    expect(product.variantsInfo.variants[0].choices[0]).toEqual({ optionChoiceIds: { optionId: expect.any(String), choiceId: expect.any(String) } });
    expect(product.options.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);
    for (const absent of ['url', 'currency', 'plainDescription', 'description', 'breadcrumbsInfo', 'costRange']) expect(product).not.toHaveProperty(absent);
    expect(product.media.main.image.url).toContain('/__media/');
    expect(product.media).not.toHaveProperty('itemsInfo');
  });

  it('adds what fields ask for: formatted money, URL, choice names, media items, descriptions, breadcrumbs', async () => {
    const fields = ['CURRENCY', 'URL', 'VARIANT_OPTION_CHOICE_NAMES', 'MEDIA_ITEMS_INFO', 'PLAIN_DESCRIPTION', 'BREADCRUMBS_INFO'];
    const query = fields.map((f) => `fields=${f}`).join('&');
    const { body } = await call('GET', api(`/products/slug/denim-jacket?slug=denim-jacket&${query}`));
    const { product } = body;
    expect(product.currency).toBe('USD');
    expect(product.actualPriceRange.minValue).toEqual({ amount: '100', formattedAmount: '$100.00' });
    expect(product.compareAtPriceRange.minValue).toEqual({ amount: '120', formattedAmount: '$120.00' });
    expect(product.variantsInfo.variants[0].price.compareAtPrice.amount).toBe('120');
    expect(product.url.relativePath).toBe('/product-page/denim-jacket');
    expect(product.variantsInfo.variants[0].choices[0].optionChoiceNames).toEqual({ optionName: 'Size', choiceName: 'S', renderType: 'TEXT_CHOICES' });
    expect(product.media.itemsInfo.items.length).toBeGreaterThan(1);
    expect(product.plainDescription).toBe('<p>A classic denim jacket.</p>');
    expect(product.breadcrumbsInfo.breadcrumbs).toEqual([{ categoryId: demoCollectionId('apparel'), categoryName: 'Apparel', categorySlug: 'apparel' }]);
  });

  it('answers PRODUCT_NOT_FOUND for an unknown id or slug, and refuses an unknown field value', async () => {
    const byId = await call('GET', api('/products/missing?productId=missing'));
    expect(byId.status).toBe(404);
    expect(byId.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    const bySlug = await call('GET', api('/products/slug/a b/c?x?slug=a+b%2Fc%3Fx'));
    expect(bySlug.status).toBe(404);
    expect(bySlug.body.message).toBe('Product not found');
    const badField = await call('GET', api(`/products/${demoProductId('hoodie')}?fields=PRICE`));
    expect(badField.status).toBe(400);
  });

  it('keeps merchant data for merchants: a shopper asking for MERCHANT_DATA gets 403', async () => {
    const id = demoProductId('classic-tee');
    const shopper = await call('GET', api(`/products/${id}?fields=MERCHANT_DATA`));
    expect(shopper.status).toBe(403);
    expect(shopper.body.details.applicationError.code).toBe('NO_PERMISSION_TO_READ_MERCHANT_DATA');
    const merchant = await call('GET', api(`/products/${id}?fields=MERCHANT_DATA`), { auth: env.merchant });
    expect(merchant.body.product.costRange.minValue.amount).toBe('8');
    expect(merchant.body.product.variantsInfo.variants[0].revenueDetails.cost.amount).toBe('8');
  });
});

describe('Catalog V3 product query', () => {
  it('filters and sorts in a .r GET, and answers the same to its POST fallback', async () => {
    const payload = {
      query: { filter: { slug: { $in: ['hoodie', 'classic-tee', 'canvas-tote'] } }, sort: [{ fieldName: 'slug', order: 'DESC' }], cursorPaging: { limit: 2 } },
    };
    const get = await call('GET', api(`/products/query?.r=${r(payload)}`));
    expect(get.status).toBe(200);
    expect(slugs(get.body.products)).toEqual(['hoodie', 'classic-tee']);
    expect(get.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const post = await call('POST', api('/products/query'), { body: payload });
    expect(post.body.products).toEqual(get.body.products);
    const next = await call('POST', api('/products/query'), { body: { query: { cursorPaging: { cursor: get.body.pagingMetadata.cursors.next, limit: 2 } } } });
    expect(slugs(next.body.products)).toEqual(['canvas-tote']);
    expect(next.body.pagingMetadata).toMatchObject({ count: 1, hasNext: false });
  });

  it('refuses a shopper asking for hidden products, and answers them to the merchant', async () => {
    const hidden = { query: { filter: { $and: [{ visible: { $eq: false } }] } } };
    const shopper = await call('POST', api('/products/query'), { body: hidden });
    expect(shopper.status).toBe(403);
    expect(shopper.body.details.applicationError.code).toBe('NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS');
    const count = await call('POST', api('/products/count'), { body: { filter: { visible: false } } });
    expect(count.status).toBe(403);
    const merchant = await call('POST', api('/products/query'), { auth: env.merchant, body: hidden });
    expect(merchant).toMatchObject({ status: 200, body: { products: [] } });
  });

  it('refuses a filter or sort on a field the query does not offer', async () => {
    const byName = await call('POST', api('/products/query'), { body: { query: { filter: { name: 'Hoodie' } } } });
    expect(byName.status).toBe(400);
    expect(byName.body.details.validationError.fieldViolations[0].field).toBe('query.filter.name');
    const sortByName = await call('POST', api('/products/query'), { body: { query: { sort: [{ fieldName: 'name' }] } } });
    expect(sortByName.status).toBe(400);
    const tooMany = await call('POST', api('/products/query'), { body: { query: { cursorPaging: { limit: 101 } } } });
    expect(tooMany.status).toBe(400);
  });

  it('filters options.id only with $hasAll or $hasSome (facts §3.1 query spec), naming the field otherwise', async () => {
    const tee = await call('GET', api(`/products/${demoProductId('classic-tee')}?productId=${demoProductId('classic-tee')}`));
    const sizeId: string = tee.body.product.options[0].id;
    for (const op of ['$hasSome', '$hasAll']) {
      const listed = await call('POST', api('/products/query'), { body: { query: { filter: { 'options.id': { [op]: [sizeId] } } } } });
      expect(listed.status).toBe(200);
      expect(slugs(listed.body.products)).toContain('classic-tee');
    }
    for (const filter of [{ 'options.id': { $eq: sizeId } }, { 'options.id': sizeId }, { $or: [{ 'options.id': { $in: [sizeId] } }] }]) {
      const refused = await call('POST', api('/products/query'), { body: { query: { filter } } });
      expect(refused.status).toBe(400);
      expect(refused.body.details.validationError.fieldViolations[0].field).toMatch(/^query\.filter\.(\$or\[0\]\.)?options\.id$/);
    }
  });
});

describe('Catalog V3 product search and count', () => {
  const saleFilter = { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [] as string[] } }] } };

  it('searches free text in the named fields, without variants in the answer', async () => {
    const { body } = await call('GET', api(`/products/search?.r=${r({ search: { search: { expression: 'tee', fields: ['name'] } } })}`));
    expect(slugs(body.products)).toEqual(['classic-tee']);
    expect(body.products[0]).not.toHaveProperty('variantsInfo');
    const both = await call('POST', api('/products/search'), { body: { search: { search: { expression: 'silk linen', fields: ['name'], mode: 'OR' } } } });
    expect(slugs(both.body.products)).toEqual(['linen-shirt', 'silk-scarf']);
  });

  it('filters option, modifier, tag, info-section and ribbon lists only with $hasAll or $hasSome (facts §3.1 search spec), naming the field otherwise', async () => {
    for (const op of ['$hasSome', '$hasAll']) {
      const listed = await call('POST', api('/products/search'), { body: { search: { filter: { 'options.name': { [op]: ['Size', 'Color'] } } } } });
      expect(listed.status).toBe(200);
      expect(slugs(listed.body.products)).toContain('classic-tee');
    }
    const listFields = [
      'options.id',
      'options.name',
      'modifiers.id',
      'modifiers.name',
      'tags.publicTags.tagIds',
      'tags.privateTags.tagIds',
      'infoSections.id',
      'additionalRibbons.name',
    ];
    for (const field of listFields) {
      for (const filter of [{ [field]: { $eq: 'x' } }, { [field]: 'x' }, { $and: [{ [field]: { $in: ['x'] } }] }]) {
        const refused = await call('POST', api('/products/search'), { body: { search: { filter } } });
        expect(refused.status, `${field} ${JSON.stringify(filter)}`).toBe(400);
        expect(refused.body.details.validationError.fieldViolations[0].field).toBe(`search.filter.${'$and' in filter ? '$and[0].' : ''}${field}`);
      }
    }
    const counted = await call('POST', api('/products/count'), { body: { filter: { 'options.name': { $eq: 'Size' } } } });
    expect(counted.status).toBe(400);
  });

  it('filters by category with $matchItems, sorts by price and aggregates over every match', async () => {
    saleFilter['allCategoriesInfo.categories'].$matchItems[0]!.id.$in = [demoCollectionId('sale')];
    const search = {
      filter: saleFilter,
      sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
      aggregations: [
        { name: 'minPrice', fieldPath: 'actualPriceRange.minValue.amount', type: 'SCALAR', scalar: { type: 'MIN' } },
        { name: 'bands', fieldPath: 'actualPriceRange.minValue.amount', type: 'RANGE', range: { buckets: [{ from: 0, to: 60 }, { from: 60 }] } },
        { name: 'brands', fieldPath: 'brand.name', type: 'VALUE', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
      ],
      cursorPaging: { limit: 3 },
    };
    const { status, body } = await call('POST', api('/products/search'), { body: { search, fields: ['CURRENCY'] } });
    expect(status).toBe(200);
    expect(slugs(body.products)).toEqual(['throw-blanket', 'summer-dress', 'sunglasses']);
    expect(body.products[0].actualPriceRange.minValue).toEqual({ amount: '50', formattedAmount: '$50.00' });
    expect(body.aggregationData.results).toEqual([
      { name: 'minPrice', type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN', value: 50 } },
      {
        name: 'bands',
        type: 'RANGE',
        fieldPath: 'actualPriceRange.minValue.amount',
        ranges: {
          results: [
            { from: 0, to: 60, count: 1 },
            { from: 60, count: 3 },
          ],
        },
      },
      {
        name: 'brands',
        type: 'VALUE',
        fieldPath: 'brand.name',
        values: {
          results: [
            { value: 'Acme', count: 2 },
            { value: 'Lumen', count: 1 },
          ],
        },
      },
    ]);
    const next = await call('POST', api('/products/search'), { body: { search: { cursorPaging: { cursor: body.pagingMetadata.cursors.next, limit: 3 } } } });
    expect(slugs(next.body.products)).toEqual(['denim-jacket']);
  });

  it('filters on stock status, and counts with the same filters and free text', async () => {
    const outOfStock = { 'inventory.availabilityStatus': { $in: ['OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] } };
    const { body } = await call('POST', api('/products/search'), { body: { search: { filter: outOfStock } } });
    expect(slugs(body.products)).toEqual(['hoodie', 'rain-coat']);
    expect((await call('GET', api('/products/count'))).body).toEqual({ count: 30 });
    expect((await call('POST', api('/products/count'), { body: { filter: outOfStock } })).body).toEqual({ count: 2 });
    const text = await call('GET', api(`/products/count?.r=${r({ search: { expression: 'coat', fields: ['name', 'description'] } })}`));
    expect(text.body).toEqual({ count: 1 });
    const hidden = await call('GET', api('/products/count?returnNonVisibleProducts=true'));
    expect(hidden.status).toBe(403);
    expect((await call('GET', api('/products/count?returnNonVisibleProducts=true'), { auth: env.merchant })).body).toEqual({ count: 30 });
  });

  it('answers the all-products category', async () => {
    const { body } = await call('GET', api('/all-products-category'));
    expect(body).toEqual({ categoryId: demoCollectionId('all-products'), treeReference: { appNamespace: '@wix/stores', treeKey: null } });
  });
});

describe('Catalog V3 read-only variants', () => {
  it('queries the variants of products, with option choices by ids and names', async () => {
    const ids = [demoProductId('classic-tee'), demoProductId('canvas-tote')];
    const { status, body } = await call('POST', api('/products/query-variants'), {
      body: { fields: ['CURRENCY'], query: { filter: { 'productData.productId': { $in: ids } }, cursorPaging: { limit: 100 } } },
    });
    expect(status).toBe(200);
    expect(body.variants).toHaveLength(13);
    const xl = body.variants.find(
      (v: { optionChoices: { optionChoiceNames: { choiceName: string } }[] }) => v.optionChoices[0]?.optionChoiceNames.choiceName === 'XL',
    );
    expect(xl.price.actualPrice).toEqual({ amount: '27', formattedAmount: '$27.00' });
    expect(xl.productData).toMatchObject({ productId: ids[0], name: 'Classic Tee', slug: 'classic-tee', currency: 'USD' });
    const tote = body.variants.at(-1);
    expect(tote).toMatchObject({ optionChoices: [], productData: { slug: 'canvas-tote' }, price: { actualPrice: { amount: '22' } } });
  });

  it('searches variants by product name, filters on stock and pages with cursors', async () => {
    const search = { search: { expression: 'hoodie', fields: ['productData.name'] }, filter: { 'inventoryStatus.inStock': false }, cursorPaging: { limit: 2 } };
    const first = await call('POST', api('/products/search-variants'), { body: { search } });
    expect(first.status).toBe(200);
    expect(first.body.variants).toHaveLength(2);
    const next = await call('POST', api('/products/search-variants'), {
      body: { search: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next, limit: 2 } } },
    });
    const names = [...first.body.variants, ...next.body.variants].map((v: { optionChoices: { optionChoiceNames: { choiceName: string } }[] }) =>
      v.optionChoices.map((c) => c.optionChoiceNames.choiceName).join('/'),
    );
    expect(names.sort()).toEqual(['S/Blue', 'XL/Black', 'XL/Blue']);
    expect(next.body.pagingMetadata.hasNext).toBe(false);
  });
});

describe('Catalog V3 products in the current cart', () => {
  it('adds a V3 variant to the V1 current cart by its variant id, at the variant price', async () => {
    const { body } = await call('GET', api(`/products/slug/classic-tee?slug=classic-tee&fields=VARIANT_OPTION_CHOICE_NAMES`));
    const xlRed = body.product.variantsInfo.variants.find(
      (v: { choices: { optionChoiceNames: { choiceName: string } }[] }) => v.choices.map((c) => c.optionChoiceNames.choiceName).join('/') === 'XL/Red',
    );
    const catalogReference = { catalogItemId: body.product.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', options: { variantId: xlRed.id } };
    const added = await call('POST', `${env.emu.hosts.edge}/ecom/v1/carts/current/add-to-cart`, { body: { lineItems: [{ quantity: 2, catalogReference }] } });
    expect(added.status).toBe(200);
    const [line] = added.body.cart.lineItems;
    expect(line).toMatchObject({ quantity: 2, price: { amount: '27.00' }, catalogReference: { options: { variantId: xlRed.id } } });
  });
});
