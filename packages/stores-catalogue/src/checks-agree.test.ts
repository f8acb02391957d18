/**
 * The calls' local checks (validate.ts and http-core's) and the exported zod schemas (the `./schemas`
 * subpath, which the emulator validates requests with) judge the same inputs the same way wherever both
 * state a rule: ids, id lists, paging, choices, wire numbers, the "exactly one" rules of bulk calls,
 * media sources. Each input goes through the public call (a recording fetch must see no request when it
 * is bad) and, as the wire payload the call sends, through the schema of its request.
 */
import { MAX_ID_LENGTH } from '@storefront-kit/http-core';
import { describe } from 'vitest';
import { json, type Recorded } from '@storefront-kit/test-utils/recording-fetch';
import { itAgrees, type AgreementCase } from '../test/checks-agree';
import * as sdk from './index';
import * as schemas from './schemas';

// An answer every call accepts: the calls answering one entity need it in the envelope.
const withEntities = () => json({ product: {}, collection: {}, variant: {} });
type Case = AgreementCase;

const longest = 'x'.repeat(MAX_ID_LENGTH);
const tooLong = 'x'.repeat(MAX_ID_LENGTH + 1);

/** What the emulator validates of a recorded request: the JSON body, the `.r` payload, or the id of a GET by id. */
const payload = (r: Recorded): unknown => r.body ?? r.query['.r'] ?? { id: r.query.id };

const getProduct = (id: unknown): Case => [
  `getProduct(${JSON.stringify(id)})`,
  (c) => sdk.getProduct(c, id as string),
  schemas.getProductRequestSchema,
  { id },
];
const addToCollection = (productIds: unknown[]): Case => [
  `addProductsToCollection(${JSON.stringify(productIds)})`,
  (c) => sdk.addProductsToCollection(c, 'c1', productIds as string[]),
  schemas.collectionProductIdsRequestSchema,
  { id: 'c1', productIds },
];
const variantsQuery = (options: Record<string, unknown>): Case => [
  `queryProductVariants(${JSON.stringify(options)})`,
  (c) => sdk.queryProductVariants(c, 'p1', options),
  schemas.queryProductVariantsRequestSchema,
  { id: 'p1', ...options },
];
const storeVariants = (query: Record<string, unknown>): Case => [
  `queryStoreVariants(${JSON.stringify(query)})`,
  (c) => sdk.queryStoreVariants(c, query),
  schemas.queryStoreVariantsRequestSchema,
  { query },
];
const bulkSet = (ids: unknown[], set: Record<string, unknown>): Case => [
  `bulkUpdateProductsProperty(${JSON.stringify(ids)}, ${JSON.stringify(set)})`,
  (c) => sdk.bulkUpdateProductsProperty(c, ids as string[], set),
  schemas.bulkUpdateProductsRequestSchema,
  { ids, set },
];
const bulkAdjust = (adjust: Record<string, unknown>): Case => [
  `bulkAdjustProductProperty(${JSON.stringify(adjust)})`,
  (c) => sdk.bulkAdjustProductProperty(c, adjust, ['p1']),
  schemas.bulkAdjustProductsRequestSchema,
  { adjust, ids: ['p1'] },
];
const variantUpdate = (entry: Record<string, unknown>, wire = entry): Case => [
  `updateProductVariants([${JSON.stringify(entry)}])`,
  (c) => sdk.updateProductVariants(c, 'p1', [entry]),
  schemas.updateVariantsRequestSchema,
  { id: 'p1', variants: [wire] },
];
const addMedia = (media: unknown[]): Case => [
  `addProductMedia(${JSON.stringify(media)})`,
  (c) => sdk.addProductMedia(c, 'p1', media as never),
  schemas.addProductMediaRequestSchema,
  { id: 'p1', media },
];
const choicesMedia = (media: unknown[]): Case => [
  `addProductMediaToChoices(${JSON.stringify(media)})`,
  (c) => sdk.addProductMediaToChoices(c, 'p1', media as never),
  schemas.choicesMediaRequestSchema,
  { id: 'p1', media },
];
const availability = (options: Record<string, unknown>): Case => [
  `getProductOptionsAvailability(${JSON.stringify(options)})`,
  (c) => sdk.getProductOptionsAvailability(c, 'p1', options as never),
  schemas.productOptionsAvailabilityRequestSchema,
  { id: 'p1', options },
];

const good: Case[] = [
  getProduct('p1'),
  getProduct(longest),
  addToCollection(['p1', longest]),
  variantsQuery({ variantIds: ['v1'], choices: { Size: 'M' }, paging: { limit: 1, offset: 0 } }),
  variantsQuery({ paging: { limit: 100, offset: 500 } }),
  storeVariants({ paging: { limit: 5 } }),
  storeVariants({ cursorPaging: { limit: 5, cursor: 'next-page' } }),
  bulkSet(['p1', 'p2'], { price: 1 }),
  bulkAdjust({ price: { amount: -1 } }),
  bulkAdjust({ weight: { percentage: 10 } }),
  variantUpdate({ choices: { Size: 'M' }, price: 3 }),
  variantUpdate({ variantIds: ['v1'], price: NaN, weight: Infinity }, { variantIds: ['v1'], price: 'NaN', weight: 'Infinity' }),
  addMedia([{ url: 'https://x.test/a.jpg' }, { mediaId: 'm1' }]),
  choicesMedia([{ option: 'Color', choice: 'Red', mediaIds: ['m1'] }]),
  availability({ Size: 'M' }),
];

const bad: Case[] = [
  getProduct(''),
  getProduct('  '),
  getProduct(tooLong),
  getProduct('a\u0001b'),
  getProduct(42),
  addToCollection([]),
  addToCollection(['p1', ' ']),
  addToCollection([tooLong]),
  addToCollection([3]),
  variantsQuery({ variantIds: [] }),
  variantsQuery({ variantIds: [''] }),
  variantsQuery({ choices: { Size: 3 } }),
  variantsQuery({ paging: { limit: 0 } }),
  variantsQuery({ paging: { limit: 101 } }),
  variantsQuery({ paging: { limit: 2.5 } }),
  variantsQuery({ paging: { limit: '10' } }),
  variantsQuery({ paging: { offset: -1 } }),
  storeVariants({ paging: { limit: 0 } }),
  storeVariants({ cursorPaging: { limit: 0 } }),
  storeVariants({ cursorPaging: { cursor: '' } }),
  storeVariants({ paging: { limit: 5 }, cursorPaging: { limit: 5 } }),
  bulkSet([], { price: 1 }),
  bulkSet([''], { price: 1 }),
  bulkSet(['p1'], {}),
  bulkSet(['p1'], { price: 1, cost: 1 }),
  bulkSet(['p1'], { price: '1' }),
  bulkAdjust({ price: { amount: 1, percentage: 1 } }),
  bulkAdjust({ price: {} }),
  bulkAdjust({ price: { amount: '1' } }),
  bulkAdjust({ price: { amount: 1 }, cost: { amount: 1 } }),
  variantUpdate({ variantIds: ['v1'], price: '3' }),
  variantUpdate({ variantIds: [], price: 3 }),
  variantUpdate({ choices: { Size: 3 }, price: 3 }),
  addMedia([]),
  addMedia([{}]),
  choicesMedia([]),
  choicesMedia([{ option: '', choice: 'Red', mediaIds: ['m1'] }]),
  choicesMedia([{ option: 'Color', choice: 'Red', mediaIds: [''] }]),
  availability({ Size: 3 }),
];

/**
 * Rules only the SDK checks, on purpose: the schema serves both create and update (so it cannot require
 * a name or a price), amounts are judged by the platform's handlers (the emulator answers 400 for a
 * negative price, a per-item failure in bulk calls), an empty `mediaIds` means "all of the choice's
 * media" on the wire and is refused as ambiguous, and free text must hold no control characters.
 */
const stricter: Case[] = [
  [
    'createProduct without a name',
    (c) => sdk.createProduct(c, { priceData: { price: 1 } }),
    schemas.productWriteRequestSchema,
    { product: { priceData: { price: 1 } } },
  ],
  [
    'createProduct with a negative price',
    (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: -1 } }),
    schemas.productWriteRequestSchema,
    { product: { name: 'Mug', priceData: { price: -1 } } },
  ],
  [
    'createProduct with a control character',
    (c) => sdk.createProduct(c, { name: 'M\u0007', priceData: { price: 1 } }),
    schemas.productWriteRequestSchema,
    { product: { name: 'M\u0007', priceData: { price: 1 } } },
  ],
  variantUpdate({ price: 3 }),
  variantUpdate({ variantIds: ['v1'], weight: -1 }),
  bulkSet(['p1'], { price: -1 }),
  [
    'removeProductMediaFromChoices with an empty mediaIds',
    (c) => sdk.removeProductMediaFromChoices(c, 'p1', [{ option: 'Color', choice: 'Red', mediaIds: [] }]),
    schemas.choicesMediaRequestSchema,
    { id: 'p1', media: [{ option: 'Color', choice: 'Red', mediaIds: [] }] },
  ],
];

describe('local checks and schemas agree', () => {
  itAgrees({ good, bad, stricter }, payload, withEntities);
});
