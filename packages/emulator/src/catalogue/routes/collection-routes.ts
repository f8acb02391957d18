/** The merchant's collection writes (`/stores/v1/collections...`) and bulk product writes (`/stores/v1/bulk/...`). */
import {
  bulkAdjustProductsRequestSchema,
  bulkUpdateProductsRequestSchema,
  collectionProductIdsRequestSchema,
  collectionWriteRequestSchema,
} from '@storefront-kit/wire/catalogue/schemas';
import { bulkAdjustProducts, bulkUpdateProducts } from '../bulk';
import * as reads from '../reads';
import * as writes from '../writes';
import { type CatalogueRoutes, writeEnv } from './context';

/** Create, update and delete a collection; the created or updated one is answered as a merchant reads it. */
export function registerCollectionWrites(routes: CatalogueRoutes): void {
  const { app, ctx, store } = routes;
  app.post('/stores/v1/collections', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, collectionWriteRequestSchema);
    const created = writes.createCollection(e, body.collection);
    return c.json({ collection: reads.getCollection(store(), { merchant: true, now: ctx.now() }, created.id!) });
  });
  app.patch('/stores/v1/collections/:id', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, collectionWriteRequestSchema);
    const updated = writes.updateCollection(e, c.req.param('id'), body.collection);
    return c.json({ collection: reads.getCollection(store(), { merchant: true, now: ctx.now() }, updated.id!) });
  });
  app.delete('/stores/v1/collections/:id', (c) => {
    writes.deleteCollection(writeEnv(routes, c), c.req.param('id'));
    return c.json({});
  });
}

/** Adding products to a collection and removing them. */
export function registerCollectionMembership(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  app.post('/stores/v1/collections/:id/productIds', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, collectionProductIdsRequestSchema);
    writes.addProductsToCollection(e, c.req.param('id'), body.productIds);
    return c.json({});
  });
  app.post('/stores/v1/collections/:id/productIds/delete', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, collectionProductIdsRequestSchema);
    writes.removeProductsFromCollection(e, c.req.param('id'), body.productIds);
    return c.json({});
  });
}

/** Bulk update and bulk adjust of products. */
export function registerBulkWrites(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  app.post('/stores/v1/bulk/products/update', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, bulkUpdateProductsRequestSchema);
    return c.json(bulkUpdateProducts(e, body.ids, body.set));
  });
  app.post('/stores/v1/bulk/products/adjust-properties', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, bulkAdjustProductsRequestSchema);
    return c.json(bulkAdjustProducts(e, body.ids, body.adjust));
  });
}
