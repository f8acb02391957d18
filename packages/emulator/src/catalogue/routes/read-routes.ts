/**
 * The catalogue's read routes (`/stores-reader/v1/...`, `/v2/collections/...`, and the
 * products-platformized `getProduct` fallbacks): any caller, merchants also see hidden items.
 */
import type { Context } from 'hono';
import {
  getProductRequestSchema,
  productOptionsAvailabilityRequestSchema,
  queryCollectionsRequestSchema,
  queryProductsRequestSchema,
  queryProductVariantsRequestSchema,
  queryStoreVariantsRequestSchema,
} from '@storefront-kit/wire/catalogue/schemas';
import { validate } from '../../http/payload';
import * as reads from '../reads';
import { type CatalogueRoutes, coerceBooleans, merchantDataAllowed, queryRequest, readerOf } from './context';

/** Product query, product by id (and its platformized twins), options availability, a product's variants. */
export function registerProductReads({ app, ctx, store }: CatalogueRoutes): void {
  const queryProducts = async (c: Context) => {
    const who = readerOf(ctx, c);
    const request = await queryRequest(ctx, c, queryProductsRequestSchema);
    merchantDataAllowed(ctx, c, request.includeMerchantSpecificData);
    return c.json(reads.queryProducts(store(), who, request));
  };
  app.get('/stores-reader/v1/products/query-platformized', queryProducts);
  app.post('/stores-reader/v1/products/query-platformized', queryProducts);

  const getProduct = (c: Context) => {
    const who = readerOf(ctx, c);
    const request = validate(getProductRequestSchema, { ...coerceBooleans(ctx.queryPayload(c)), id: c.req.param('id') });
    const merchantData = merchantDataAllowed(ctx, c, request.includeMerchantSpecificData);
    return c.json({ product: reads.getProduct(store(), who, request.id, merchantData) });
  };
  app.get('/stores-reader/v1/products/:id', getProduct);
  // The products-platformized reader route (the SDK's getProduct fallback) and its write-proxy twins.
  app.get('/stores-reader/v1/products-platformized/:id', getProduct);
  app.get('/stores/v1/products-platformized/:id', getProduct);
  app.get('/v2/products-platformized/:id', getProduct);

  app.post('/stores-reader/v1/products/:id/productOptionsAvailability', async (c) => {
    const who = readerOf(ctx, c);
    const body = await ctx.parseBody(c, productOptionsAvailabilityRequestSchema);
    return c.json(reads.productOptionsAvailability(store(), who, c.req.param('id'), body.options ?? {}));
  });

  app.post('/stores-reader/v1/products/:id/variants/query', async (c) => {
    const who = readerOf(ctx, c);
    const body = await ctx.parseBody(c, queryProductVariantsRequestSchema);
    merchantDataAllowed(ctx, c, body.includeMerchantSpecificData);
    return c.json(reads.queryProductVariants(store(), who, c.req.param('id'), body));
  });
}

/** Variants across products: query and by id. */
export function registerVariantReads({ app, ctx, store }: CatalogueRoutes): void {
  app.post('/stores-reader/v1/variants/query', async (c) => {
    const who = readerOf(ctx, c);
    const body = await ctx.parseBody(c, queryStoreVariantsRequestSchema);
    return c.json(reads.queryStoreVariants(store(), who, body.query));
  });
  app.get('/stores-reader/v1/variants/:id', (c) => c.json({ variant: reads.getStoreVariant(store(), readerOf(ctx, c), c.req.param('id')) }));
}

/** Collections: by slug (v1 and v2), query, by id. */
export function registerCollectionReads({ app, ctx, store }: CatalogueRoutes): void {
  app.get('/stores-reader/v1/collections/slug/:slug', (c) => c.json({ collection: reads.getCollectionBySlug(store(), readerOf(ctx, c), c.req.param('slug')) }));

  const queryCollections = async (c: Context) => {
    const who = readerOf(ctx, c);
    const request = await queryRequest(ctx, c, queryCollectionsRequestSchema);
    return c.json(reads.queryCollections(store(), who, request.query));
  };
  app.get('/v2/collections/query', queryCollections);
  app.post('/v2/collections/query', queryCollections);
  app.get('/v2/collections/slug/:slug', (c) => c.json({ collection: reads.getCollectionBySlug(store(), readerOf(ctx, c), c.req.param('slug')) }));
  app.get('/v2/collections/:id', (c) => c.json({ collection: reads.getCollection(store(), readerOf(ctx, c), c.req.param('id')) }));
}
