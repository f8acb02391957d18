/**
 * The merchant's product writes (`/stores/v1/products...` and the products-platformized proxy):
 * create, update, delete, variants, media, choice media, options, brand and ribbon.
 */
import type { Context } from 'hono';
import {
  addProductMediaRequestSchema,
  choicesMediaRequestSchema,
  productWriteRequestSchema,
  removeProductMediaRequestSchema,
  updateVariantsRequestSchema,
} from '@storefront-kit/wire/catalogue/schemas';
import { productView } from '../views';
import * as writes from '../writes';
import { type CatalogueRoutes, writeEnv } from './context';

const merchantProduct = (p: Parameters<typeof productView>[0]) => productView(p, { merchantData: true });

/** Create, update and delete, on each of the three product bases. */
export function registerProductWrites(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  const createProduct = async (c: Context) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, productWriteRequestSchema);
    return c.json({ product: merchantProduct(writes.createProduct(e, body.product)) });
  };
  const updateProduct = async (c: Context) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, productWriteRequestSchema);
    return c.json({ product: merchantProduct(writes.updateProduct(e, c.req.param('id')!, body.product)) });
  };
  const deleteProduct = (c: Context) => {
    writes.deleteProduct(writeEnv(routes, c), c.req.param('id')!);
    return c.json({});
  };
  for (const base of ['/stores/v1/products', '/v2/products-platformized', '/stores/v1/products-platformized']) {
    app.post(base, createProduct);
    app.patch(`${base}/:id`, updateProduct);
    app.delete(`${base}/:id`, deleteProduct);
  }
}

/** Variants: per-variant overrides and reset. */
export function registerVariantWrites(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  app.patch('/stores/v1/products/:id/variants', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, updateVariantsRequestSchema);
    const variants = writes.updateVariants(e, c.req.param('id'), body.variants);
    return c.json({ variants });
  });
  app.post('/stores/v1/products/:id/variants/resetToDefault', (c) => {
    writes.resetVariants(writeEnv(routes, c), c.req.param('id'));
    return c.json({});
  });
}

/** Media of the product and of its choices. */
export function registerMediaWrites(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  app.post('/stores/v1/products/:id/media', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, addProductMediaRequestSchema);
    writes.addProductMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
  app.post('/stores/v1/products/:id/media/delete', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, removeProductMediaRequestSchema);
    writes.removeProductMedia(e, c.req.param('id'), body.mediaIds);
    return c.json({});
  });
  app.patch('/stores/v1/products/:id/choices/media', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, choicesMediaRequestSchema);
    writes.addChoicesMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
  app.post('/stores/v1/products/:id/choices/media/delete', async (c) => {
    const e = writeEnv(routes, c);
    const body = await ctx.parseBody(c, choicesMediaRequestSchema);
    writes.removeChoicesMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
}

/** Removals without a body: the options, the brand, the ribbon. */
export function registerRemovals(routes: CatalogueRoutes): void {
  const { app } = routes;
  app.delete('/stores/v1/products/:id/options', (c) => {
    writes.deleteProductOptions(writeEnv(routes, c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/products/:id/remove-brand', (c) => {
    writes.removeBrand(writeEnv(routes, c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/products/:id/remove-ribbon', (c) => {
    writes.removeRibbon(writeEnv(routes, c), c.req.param('id'));
    return c.json({});
  });
}
