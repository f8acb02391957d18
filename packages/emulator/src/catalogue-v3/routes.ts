/**
 * HTTP routes of Catalog V3 (`/stores/v3/...`), served when the store runs `catalog: 'v3'`, and the
 * gate between the two catalogues: on a V3 store the V1 catalogue's paths answer the version-mismatch
 * error of `unconfirmed.ts`, and on a V1 store the V3 paths do (`GET /stores/v3/provision/version`
 * answers on both).
 */
import type { Context, Hono } from 'hono';
import {
  countProductsV3RequestSchema,
  getProductV3RequestSchema,
  queryProductsV3RequestSchema,
  queryVariantsRequestSchema,
  searchProductsV3RequestSchema,
  searchVariantsRequestSchema,
} from '@storefront-kit/wire/catalogue-v3/schemas';
import type { EmulatorContext } from '../context';
import { validate } from '../http/payload';
import { ALL_PRODUCTS_COLLECTION_ID } from '../catalogue/ids';
import { queryRequest, type CatalogueRoutes } from '../catalogue/routes/context';
import * as products from './products';
import { catalogVersionMismatch } from './unconfirmed';
import * as variants from './variants';

/** The V1 catalogue's path prefixes (reads, writes, collections, the platformized proxies). */
const V1_PATHS = ['/stores-reader/*', '/stores/v1/*', '/v2/collections/*', '/v2/products-platformized/*'];
const VERSION_PATH = '/stores/v3/provision/version';

/** Refuses the other catalogue's paths (registered before every catalogue route). */
export function registerCatalogVersionGate(app: Hono, ctx: EmulatorContext): void {
  const refuse = (c: Context) => {
    throw catalogVersionMismatch(ctx.options.catalog, c.req.method, c.req.path);
  };
  if (ctx.options.catalog === 'v3') {
    for (const path of V1_PATHS) app.use(path, refuse);
    return;
  }
  app.use('/stores/v3/*', async (c, next) => (c.req.path === VERSION_PATH ? next() : refuse(c)));
}

function readerOf(ctx: EmulatorContext, c: Context): products.V3Reader {
  return { merchant: ctx.requirePrincipal(c).kind === 'merchant' };
}

/** `returnNonVisibleProducts=true` of a flat query string, as a boolean. */
function countPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const flag = payload.returnNonVisibleProducts;
  return flag === 'true' || flag === 'false' ? { ...payload, returnNonVisibleProducts: flag === 'true' } : payload;
}

/** Product reads: query, search, count (GET with `.r` or POST), by slug, by id, the all-products category. */
export function registerProductV3Reads({ app, ctx, store }: CatalogueRoutes): void {
  const query = async (c: Context) => {
    const who = readerOf(ctx, c);
    return c.json(products.queryProducts(store(), who, await queryRequest(ctx, c, queryProductsV3RequestSchema)));
  };
  const search = async (c: Context) => {
    const who = readerOf(ctx, c);
    return c.json(products.searchProducts(store(), who, await queryRequest(ctx, c, searchProductsV3RequestSchema)));
  };
  const count = async (c: Context) => {
    const who = readerOf(ctx, c);
    const request =
      c.req.method === 'GET' ? validate(countProductsV3RequestSchema, countPayload(ctx.queryPayload(c))) : await ctx.parseBody(c, countProductsV3RequestSchema);
    return c.json(products.countProducts(store(), who, request));
  };
  const handlers: [string, (c: Context) => Promise<Response>][] = [
    ['query', query],
    ['search', search],
    ['count', count],
  ];
  for (const [path, handler] of handlers) {
    app.get(`/stores/v3/products/${path}`, handler);
    app.post(`/stores/v3/products/${path}`, handler);
  }
  app.get('/stores/v3/all-products-category', (c) => {
    readerOf(ctx, c);
    return c.json({ categoryId: ALL_PRODUCTS_COLLECTION_ID, treeReference: { appNamespace: '@wix/stores', treeKey: null } });
  });
  // The slug is also repeated as a query parameter, which survives a slug with a `/` in it.
  app.get('/stores/v3/products/slug/*', (c) => {
    const who = readerOf(ctx, c);
    const payload = ctx.queryPayload(c);
    const slug = typeof payload.slug === 'string' ? payload.slug : decodeURIComponent(c.req.path.slice('/stores/v3/products/slug/'.length));
    const { fields } = validate(getProductV3RequestSchema, payload);
    return c.json({ product: products.getProductBySlug(store(), who, slug, fields) });
  });
  app.get('/stores/v3/products/:productId', (c) => {
    const who = readerOf(ctx, c);
    const { fields } = validate(getProductV3RequestSchema, ctx.queryPayload(c));
    return c.json({ product: products.getProduct(store(), who, c.req.param('productId'), fields) });
  });
}

/** Read-only variants: query and search (POST, although they only read). */
export function registerVariantV3Reads({ app, ctx, store }: CatalogueRoutes): void {
  app.post('/stores/v3/products/query-variants', async (c) => {
    const who = readerOf(ctx, c);
    return c.json(variants.queryVariants(store(), who, await ctx.parseBody(c, queryVariantsRequestSchema)));
  });
  app.post('/stores/v3/products/search-variants', async (c) => {
    const who = readerOf(ctx, c);
    return c.json(variants.searchVariants(store(), who, await ctx.parseBody(c, searchVariantsRequestSchema)));
  });
}
