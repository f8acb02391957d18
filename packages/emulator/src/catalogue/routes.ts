/**
 * HTTP routes of the catalogue: the platform's public paths (facts section 1.6) for reads
 * (`/stores-reader/v1/...`, `/v2/collections/...`), merchant writes (`/stores/v1/...`, the
 * products-platformized proxy) and the emulator's own images (`/__media/<id>.svg`).
 */
import type { Context, Hono } from 'hono';
import {
  addProductMediaRequestSchema,
  bulkAdjustProductsRequestSchema,
  bulkUpdateProductsRequestSchema,
  choicesMediaRequestSchema,
  collectionProductIdsRequestSchema,
  collectionWriteRequestSchema,
  getProductRequestSchema,
  productOptionsAvailabilityRequestSchema,
  productWriteRequestSchema,
  queryCollectionsRequestSchema,
  queryProductsRequestSchema,
  queryProductVariantsRequestSchema,
  queryStoreVariantsRequestSchema,
  removeProductMediaRequestSchema,
  updateVariantsRequestSchema,
} from '@storefront-kit/stores-catalogue/schemas';
import type { z } from 'zod';
import { PlatformError, type EmulatorContext } from '../context';
import { validate } from '../core/payload';
import { bulkAdjustProducts, bulkUpdateProducts } from './bulk';
import { renderSvg } from './media';
import * as reads from './reads';
import type { CatalogueStore } from './store';
import { productView } from './views';
import * as writes from './writes';

const BOOLEAN_KEYS = ['includeMerchantSpecificData', 'includeVariants', 'includeHiddenProducts'];

/**
 * Flat query-string values as the types the schemas expect: booleans (`'true'`/`'false'`) and the
 * paging numbers (`query.paging.limit=10`, `query.cursorPaging.limit=10`). A `.r` payload is JSON
 * already and passes unchanged.
 */
function coerceBooleans(payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  for (const key of BOOLEAN_KEYS) {
    if (out[key] === 'true') out[key] = true;
    else if (out[key] === 'false') out[key] = false;
  }
  let query = out.query as Record<string, unknown> | undefined;
  for (const kind of ['paging', 'cursorPaging']) {
    const value = query?.[kind];
    if (!value || typeof value !== 'object') continue;
    const paging = { ...value } as Record<string, unknown>;
    for (const key of ['limit', 'offset']) {
      if (typeof paging[key] === 'string' && /^\d+$/.test(paging[key] as string)) paging[key] = Number(paging[key]);
    }
    out.query = query = { ...query, [kind]: paging };
  }
  return out;
}

/** Registers every catalogue route; `store()` answers the current store (it changes on reset). */
export function registerCatalogueRoutes(app: Hono, ctx: EmulatorContext, store: () => CatalogueStore): void {
  const reader = (c: Context): reads.Reader => ({ merchant: ctx.requirePrincipal(c).kind === 'merchant', now: ctx.now() });
  /** Decodes a GET (`.r` or flat params) or POST-fallback body of a query endpoint. */
  const queryRequest = async <T>(c: Context, schema: z.ZodType<T>): Promise<T> =>
    c.req.method === 'GET' ? validate(schema, coerceBooleans(ctx.queryPayload(c))) : ctx.parseBody(c, schema);
  const merchantDataAllowed = (c: Context, wanted: boolean | undefined): boolean => {
    if (wanted) ctx.requireMerchant(c);
    return wanted === true;
  };

  // ---- reads ------------------------------------------------------------------------------
  const queryProducts = async (c: Context) => {
    const who = reader(c);
    const request = await queryRequest(c, queryProductsRequestSchema);
    merchantDataAllowed(c, request.includeMerchantSpecificData);
    return c.json(reads.queryProducts(store(), who, request));
  };
  app.get('/stores-reader/v1/products/query-platformized', queryProducts);
  app.post('/stores-reader/v1/products/query-platformized', queryProducts);

  const getProduct = (c: Context) => {
    const who = reader(c);
    const request = validate(getProductRequestSchema, { ...coerceBooleans(ctx.queryPayload(c)), id: c.req.param('id') });
    const merchantData = merchantDataAllowed(c, request.includeMerchantSpecificData);
    return c.json({ product: reads.getProduct(store(), who, request.id, merchantData) });
  };
  app.get('/stores-reader/v1/products/:id', getProduct);
  // The products-platformized reader route (the SDK's getProduct fallback) and its write-proxy twins.
  app.get('/stores-reader/v1/products-platformized/:id', getProduct);
  app.get('/stores/v1/products-platformized/:id', getProduct);
  app.get('/v2/products-platformized/:id', getProduct);

  app.post('/stores-reader/v1/products/:id/productOptionsAvailability', async (c) => {
    const who = reader(c);
    const body = await ctx.parseBody(c, productOptionsAvailabilityRequestSchema);
    return c.json(reads.productOptionsAvailability(store(), who, c.req.param('id'), body.options ?? {}));
  });

  app.post('/stores-reader/v1/products/:id/variants/query', async (c) => {
    const who = reader(c);
    const body = await ctx.parseBody(c, queryProductVariantsRequestSchema);
    merchantDataAllowed(c, body.includeMerchantSpecificData);
    return c.json(reads.queryProductVariants(store(), who, c.req.param('id'), body));
  });

  app.post('/stores-reader/v1/variants/query', async (c) => {
    const who = reader(c);
    const body = await ctx.parseBody(c, queryStoreVariantsRequestSchema);
    return c.json(reads.queryStoreVariants(store(), who, body.query));
  });
  app.get('/stores-reader/v1/variants/:id', (c) => c.json({ variant: reads.getStoreVariant(store(), reader(c), c.req.param('id')) }));

  app.get('/stores-reader/v1/collections/slug/:slug', (c) =>
    c.json({ collection: reads.getCollectionBySlug(store(), reader(c), c.req.param('slug')) }),
  );

  const queryCollections = async (c: Context) => {
    const who = reader(c);
    const request = await queryRequest(c, queryCollectionsRequestSchema);
    return c.json(reads.queryCollections(store(), who, request.query));
  };
  app.get('/v2/collections/query', queryCollections);
  app.post('/v2/collections/query', queryCollections);
  app.get('/v2/collections/slug/:slug', (c) => c.json({ collection: reads.getCollectionBySlug(store(), reader(c), c.req.param('slug')) }));
  app.get('/v2/collections/:id', (c) => c.json({ collection: reads.getCollection(store(), reader(c), c.req.param('id')) }));

  // ---- writes (merchant only) -------------------------------------------------------------
  const env = (c: Context): writes.WriteEnv => {
    const principal = ctx.requireMerchant(c);
    return { store: store(), now: ctx.now, newId: ctx.newId, emit: (event) => ctx.emit({ ...event, principal }) };
  };
  const merchantProduct = (p: Parameters<typeof productView>[0]) => productView(p, { merchantData: true });

  const createProduct = async (c: Context) => {
    const e = env(c);
    const body = await ctx.parseBody(c, productWriteRequestSchema);
    return c.json({ product: merchantProduct(writes.createProduct(e, body.product)) });
  };
  const updateProduct = async (c: Context) => {
    const e = env(c);
    const body = await ctx.parseBody(c, productWriteRequestSchema);
    return c.json({ product: merchantProduct(writes.updateProduct(e, c.req.param('id')!, body.product)) });
  };
  const deleteProduct = (c: Context) => {
    writes.deleteProduct(env(c), c.req.param('id')!);
    return c.json({});
  };
  for (const base of ['/stores/v1/products', '/v2/products-platformized', '/stores/v1/products-platformized']) {
    app.post(base, createProduct);
    app.patch(`${base}/:id`, updateProduct);
    app.delete(`${base}/:id`, deleteProduct);
  }

  app.patch('/stores/v1/products/:id/variants', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, updateVariantsRequestSchema);
    const variants = writes.updateVariants(e, c.req.param('id'), body.variants);
    return c.json({ variants });
  });
  app.post('/stores/v1/products/:id/variants/resetToDefault', (c) => {
    writes.resetVariants(env(c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/products/:id/media', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, addProductMediaRequestSchema);
    writes.addProductMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
  app.post('/stores/v1/products/:id/media/delete', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, removeProductMediaRequestSchema);
    writes.removeProductMedia(e, c.req.param('id'), body.mediaIds);
    return c.json({});
  });
  app.patch('/stores/v1/products/:id/choices/media', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, choicesMediaRequestSchema);
    writes.addChoicesMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
  app.post('/stores/v1/products/:id/choices/media/delete', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, choicesMediaRequestSchema);
    writes.removeChoicesMedia(e, c.req.param('id'), body.media);
    return c.json({});
  });
  app.delete('/stores/v1/products/:id/options', (c) => {
    writes.deleteProductOptions(env(c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/products/:id/remove-brand', (c) => {
    writes.removeBrand(env(c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/products/:id/remove-ribbon', (c) => {
    writes.removeRibbon(env(c), c.req.param('id'));
    return c.json({});
  });

  app.post('/stores/v1/collections', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, collectionWriteRequestSchema);
    const created = writes.createCollection(e, body.collection);
    return c.json({ collection: reads.getCollection(store(), { merchant: true, now: ctx.now() }, created.id!) });
  });
  app.patch('/stores/v1/collections/:id', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, collectionWriteRequestSchema);
    const updated = writes.updateCollection(e, c.req.param('id'), body.collection);
    return c.json({ collection: reads.getCollection(store(), { merchant: true, now: ctx.now() }, updated.id!) });
  });
  app.delete('/stores/v1/collections/:id', (c) => {
    writes.deleteCollection(env(c), c.req.param('id'));
    return c.json({});
  });
  app.post('/stores/v1/collections/:id/productIds', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, collectionProductIdsRequestSchema);
    writes.addProductsToCollection(e, c.req.param('id'), body.productIds);
    return c.json({});
  });
  app.post('/stores/v1/collections/:id/productIds/delete', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, collectionProductIdsRequestSchema);
    writes.removeProductsFromCollection(e, c.req.param('id'), body.productIds);
    return c.json({});
  });

  app.post('/stores/v1/bulk/products/update', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, bulkUpdateProductsRequestSchema);
    return c.json(bulkUpdateProducts(e, body.ids, body.set));
  });
  app.post('/stores/v1/bulk/products/adjust-properties', async (c) => {
    const e = env(c);
    const body = await ctx.parseBody(c, bulkAdjustProductsRequestSchema);
    return c.json(bulkAdjustProducts(e, body.ids, body.adjust));
  });

  // ---- the emulator's own images ----------------------------------------------------------
  app.get('/__media/:file', (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.svg')) throw PlatformError.notFound(`media ${file} not found`);
    const label = c.req.query('label') ?? file.slice(0, -4);
    const hue = Number(c.req.query('hue') ?? '0');
    return c.body(renderSvg(label, Number.isFinite(hue) ? ((hue % 360) + 360) % 360 : 0), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
  });
}
