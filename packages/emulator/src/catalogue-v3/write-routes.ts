/**
 * HTTP routes of the Catalog V3 merchant writes (the API key's): `/stores/v3/products`,
 * `/stores/v3/products-with-inventory`, `/stores/v3/bulk/products/*` and
 * `/stores/v3/bulk/products-with-inventory/*`. Single writes answer the product shaped by `fields`.
 */
import type { Context } from 'hono';
import {
  bulkCreateProductsV3RequestSchema,
  bulkDeleteProductsV3RequestSchema,
  bulkUpdateProductsV3RequestSchema,
  productV3WriteRequestSchema,
} from '@storefront-kit/wire/catalogue-v3/schemas';
import type { ProductRequestedField, ProductV3WriteRequest, V3Product, V3ProductWrite } from '@storefront-kit/wire/catalogue-v3';
import type { WriteEnv } from '../catalogue/writes';
import { writeEnv, type CatalogueRoutes } from '../catalogue/routes/context';
import { shapeProduct } from './fields';
import { RETURN_ENTITY_BY_DEFAULT } from './unconfirmed';
import { bulkResults, createV3Product, deleteV3Product, inventoryResults, updateV3Product } from './writes';

/** The fields a bulk update's `fieldMask` (comma-joined top-level names) keeps, with `id` and `revision`. */
function masked(product: V3ProductWrite, fieldMask: string | undefined): V3ProductWrite {
  if (!fieldMask) return product;
  const keep = new Set(['id', 'revision', ...fieldMask.split(',').map((f) => f.trim().split('.')[0]!)]);
  return Object.fromEntries(Object.entries(product).filter(([key]) => keep.has(key))) as V3ProductWrite;
}

/** Create, update, delete and their with-inventory twins. */
export function registerProductV3Writes(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  type Write = (env: WriteEnv, c: Context, request: ProductV3WriteRequest) => V3Product;
  const single = (withInventory: boolean, write: Write) => async (c: Context) => {
    const env = writeEnv(routes, c);
    const request = await ctx.parseBody(c, productV3WriteRequestSchema);
    const product = write(env, c, request);
    const answer = shapeProduct(structuredClone(product), request.fields);
    if (!withInventory) return c.json({ product: answer });
    const returnEntity = request.returnEntity ?? RETURN_ENTITY_BY_DEFAULT.single;
    return c.json({ ...(returnEntity ? { product: answer } : {}), inventoryResults: inventoryResults(product, env.store.product(product.id!)) });
  };
  for (const [base, withInventory] of [
    ['/stores/v3/products', false],
    ['/stores/v3/products-with-inventory', true],
  ] as const) {
    app.post(
      base,
      single(withInventory, (env, _c, request) => createV3Product(env, request.product)),
    );
    app.patch(
      `${base}/:productId`,
      single(withInventory, (env, c, request) => updateV3Product(env, c.req.param('productId')!, request.product)),
    );
  }
  app.delete('/stores/v3/products/:productId', (c) => {
    deleteV3Product(writeEnv(routes, c), c.req.param('productId'));
    return c.json({});
  });
}

/** Bulk create, update and delete (`returnEntity` off unless asked), and the with-inventory bulk twins. */
export function registerBulkV3Writes(routes: CatalogueRoutes): void {
  const { app, ctx } = routes;
  for (const [base, withInventory] of [
    ['/stores/v3/bulk/products', false],
    ['/stores/v3/bulk/products-with-inventory', true],
  ] as const) {
    /** Runs the bulk writes; with inventory, also answers the stock of every variant written. */
    const run = <T>(
      c: Context,
      env: WriteEnv,
      items: T[],
      write: (item: T) => V3Product,
      request: { returnEntity?: boolean; fields?: ProductRequestedField[] },
    ) => {
      const written: V3Product[] = [];
      const result = bulkResults(
        items,
        (item) => written[written.push(write(item)) - 1]!,
        request.returnEntity ?? RETURN_ENTITY_BY_DEFAULT.bulk,
        request.fields,
      );
      if (!withInventory) return c.json(result);
      const inventory = written.flatMap((p) => inventoryResults(p, env.store.product(p.id!)).results ?? []);
      const bulkActionMetadata = { totalSuccesses: inventory.length, totalFailures: 0, undetailedFailures: 0 };
      return c.json({
        productResults: result,
        inventoryResults: { results: inventory.map((r, originalIndex) => ({ ...r, itemMetadata: { ...r.itemMetadata, originalIndex } })), bulkActionMetadata },
      });
    };
    app.post(`${base}/create`, async (c) => {
      const env = writeEnv(routes, c);
      const request = await ctx.parseBody(c, bulkCreateProductsV3RequestSchema);
      return run(c, env, request.products, (p) => createV3Product(env, p), request);
    });
    app.post(`${base}/update`, async (c) => {
      const env = writeEnv(routes, c);
      const request = await ctx.parseBody(c, bulkUpdateProductsV3RequestSchema);
      return run(c, env, request.products, ({ product, fieldMask }) => updateV3Product(env, product.id ?? '', masked(product, fieldMask)), request);
    });
  }
  app.post('/stores/v3/bulk/products/delete', async (c) => {
    const env = writeEnv(routes, c);
    const { productIds } = await ctx.parseBody(c, bulkDeleteProductsV3RequestSchema);
    return c.json(bulkResults(productIds, (id) => (deleteV3Product(env, id), id), false, undefined));
  });
}
