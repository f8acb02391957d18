/**
 * The V3 calls' local checks and the wire's zod schemas (`@storefront-kit/wire/catalogue-v3/schemas`, what
 * the emulator validates requests with) judge the same inputs the same way wherever both state a rule:
 * page sizes, cursors, sorts, aggregations, search details, requested fields, names, variants, revisions,
 * bulk sizes. Each input goes through the public call (a recording fetch must see no request when it is
 * bad) and, as the wire payload the call sends, through the schema of its request.
 */
import * as schemas from '@storefront-kit/wire/catalogue-v3/schemas';
import { describe } from 'vitest';
import { json, type Recorded } from '@storefront-kit/test-utils/recording-fetch';
import { itAgrees, type AgreementCase } from '../../test/checks-agree';
import * as v3 from '../v3';

type Any = any;
type Case = AgreementCase;

/** What the emulator validates of a recorded request: the JSON body, the `.r` payload, or the flat query. */
const payload = (r: Recorded): unknown => r.body ?? r.query['.r'] ?? r.query;
const answer = () => json({ product: { id: 'p1' }, products: [], variants: [], count: 0 });
const show = (v: unknown) => String(JSON.stringify(v, (_, x) => (typeof x === 'string' && x.length > 24 ? `${x.slice(0, 8)}…(${x.length})` : x))).slice(0, 90);

const search = (s: Any, fields?: Any): Case => [
  `searchProducts(${show(s)}, ${show(fields)})`,
  (c) => v3.searchProducts(c, s, { fields }),
  schemas.searchProductsV3RequestSchema,
  { search: s, fields },
];
const variantSearch = (s: Any, fields?: Any): Case => [
  `searchVariants(${show(s)}, ${show(fields)})`,
  (c) => v3.searchVariants(c, s, { fields }),
  schemas.searchVariantsRequestSchema,
  { search: s, fields },
];
const get = (fields: Any): Case => [
  `getProduct(p1, ${show(fields)})`,
  (c) => v3.getProduct(c, 'p1', { fields }),
  schemas.getProductV3RequestSchema,
  { productId: 'p1', fields },
];
const count = (filter: Any): Case => [
  `countProducts(${show(filter)})`,
  (c) => v3.countProducts(c, { filter }),
  schemas.countProductsV3RequestSchema,
  { filter },
];
const create = (product: Any): Case => [
  `createProduct(${show(product)})`,
  (c) => v3.createProduct(c, product),
  schemas.productV3WriteRequestSchema,
  { product },
];
const update = (product: Any): Case => [
  `updateProduct(p1, ${show(product)})`,
  (c) => v3.updateProduct(c, 'p1', product),
  schemas.productV3WriteRequestSchema,
  { product: { ...product, id: 'p1' } },
];
const bulkCreate = (products: Any[]): Case => [
  `bulkCreateProducts(${products.length} products)`,
  (c) => v3.bulkCreateProducts(c, products),
  schemas.bulkCreateProductsV3RequestSchema,
  { products },
];
const bulkDelete = (productIds: Any[]): Case => [
  `bulkDeleteProducts(${show(productIds)})`,
  (c) => v3.bulkDeleteProducts(c, productIds),
  schemas.bulkDeleteProductsV3RequestSchema,
  { productIds },
];
const sorted = (n: number): Case => {
  const fields = ['createdDate', 'updatedDate', 'slug', 'visible', 'createdDate', 'slug'].slice(0, n) as v3.ProductSortField[];
  const sort = fields.map((fieldName) => ({ fieldName, order: 'ASC' }));
  return [
    `queryProducts sorted by ${n} fields`,
    (c) =>
      v3
        .queryProducts(c)
        .ascending(...fields)
        .find(),
    schemas.queryProductsV3RequestSchema,
    { query: { filter: {}, cursorPaging: { limit: 50 }, sort } },
  ];
};

const variant = { choices: [], price: { actualPrice: { amount: '5' } } };
const mug = (name: unknown, variants: unknown[] = [variant]) => ({ name, productType: 'PHYSICAL', variantsInfo: { variants } });
const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const sorts = (n: number) => many(n, () => ({ fieldName: 'name', order: 'ASC' }));
const aggregations = (n: number) => many(n, (i) => ({ name: `a${i}`, type: 'SCALAR', fieldPath: 'actualPriceRange.minValue.amount', scalar: { type: 'MIN' } }));

const good: Case[] = [
  search({ cursorPaging: { limit: 100 } }),
  search({ cursorPaging: { limit: 1, cursor: 'c'.repeat(16000) } }),
  search({ sort: sorts(10), aggregations: aggregations(10) }, ['CURRENCY', 'MIN_PRICE_VARIANT']),
  search({ search: { expression: 'e'.repeat(100), fields: many(20, (i) => `f${i}`), mode: 'AND', fuzzy: true } }),
  variantSearch({ cursorPaging: { limit: 1000 } }, ['MERCHANT_DATA']),
  get(['CURRENCY', 'URL']),
  count({ visible: true }),
  create(mug('n'.repeat(80))),
  create(
    mug(
      'Mug',
      many(1000, () => variant),
    ),
  ),
  update({ revision: '3', name: 'Cup' }),
  bulkCreate(many(100, () => mug('Pin'))),
  bulkDelete(many(100, (i) => `p${i}`)),
  sorted(5),
];

const bad: Case[] = [
  search({ cursorPaging: { limit: 0 } }),
  search({ cursorPaging: { limit: 101 } }),
  search({ cursorPaging: { cursor: 'c'.repeat(16001) } }),
  search({ sort: sorts(11) }),
  search({ sort: [{ fieldName: 'name', order: 'UP' }] }),
  search({ aggregations: aggregations(11) }),
  search({ search: { expression: 'e'.repeat(101) } }),
  search({ search: { fields: many(21, (i) => `f${i}`) } }),
  search({ search: { fields: [''] } }),
  search({ search: { mode: 'XOR' } }),
  search({ filter: [] }),
  search({ cursorPaging: { limit: 5 } }, ['PRICE']),
  variantSearch({ cursorPaging: { limit: 1001 } }),
  variantSearch({ sort: sorts(11) }),
  variantSearch({ cursorPaging: { limit: 5 } }, ['URL']),
  get(['MIN_PRICE_VARIANT']),
  count([]),
  create(mug('n'.repeat(81))),
  create(mug('')),
  create(mug('Mug', [])),
  create(
    mug(
      'Mug',
      many(1001, () => variant),
    ),
  ),
  update({ revision: 'r3' }),
  bulkCreate([]),
  bulkCreate(many(101, () => mug('Pin'))),
  bulkDelete([]),
  bulkDelete(['p1', '']),
  bulkDelete(many(101, (i) => `p${i}`)),
  sorted(6),
];

// Rules the schemas leave to the platform, which the SDK states.
const stricter: Case[] = [
  search({ cursorPaging: { cursor: '' } }),
  create(mug('   ')),
  create({ name: 'Mug', productType: 'PHYSICAL' }),
  update({ name: 'Cup' }),
];

describe('V3 local checks and wire schemas agree', () => {
  itAgrees({ good, bad, stricter }, payload, answer);
});
