/**
 * HTTP routes of the catalogue: the platform's public paths (the ones the official SDK calls) for reads
 * (`/stores-reader/v1/...`, `/v2/collections/...`), merchant writes (`/stores/v1/...`, the
 * products-platformized proxy), Catalog V3 (`/stores/v3/...`, in `../catalogue-v3/`, with the gate
 * that refuses the catalogue the store does not run) and the emulator's own images
 * (`/__media/<id>.svg`). Each group of routes has its function under `./routes/`; they are registered
 * in this order.
 */
import type { Hono } from 'hono';
import { PlatformError, type EmulatorContext } from '../context';
import { renderSvg } from './media';
import { registerBulkWrites, registerCollectionMembership, registerCollectionWrites } from './routes/collection-routes';
import type { CatalogueRoutes } from './routes/context';
import { registerMediaWrites, registerProductWrites, registerRemovals, registerVariantWrites } from './routes/product-routes';
import { registerCollectionReads, registerProductReads, registerVariantReads } from './routes/read-routes';
import type { CatalogueStore } from './store';
import { registerCatalogVersionGate, registerProductV3Reads, registerVariantV3Reads } from '../catalogue-v3/routes';
import { registerBulkV3Writes, registerProductV3Writes } from '../catalogue-v3/write-routes';

/** `GET /__media/<label>.svg?hue=`: the emulator's generated product images. */
function registerMediaFiles(app: Hono): void {
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

/**
 * `GET /stores/v3/provision/version`: which catalogue the store runs (`catalog` option). Any caller; the
 * platform asks integrations to call it at the start of each flow.
 */
function registerCatalogVersion({ app, ctx }: CatalogueRoutes): void {
  app.get('/stores/v3/provision/version', (c) => c.json({ catalogVersion: ctx.options.catalog === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG' }));
}

/** Registers every catalogue route; `store()` answers the current store (it changes on reset). */
export function registerCatalogueRoutes(app: Hono, ctx: EmulatorContext, store: () => CatalogueStore): void {
  const routes: CatalogueRoutes = { app, ctx, store };
  registerCatalogVersionGate(app, ctx);
  registerCatalogVersion(routes);
  registerProductV3Reads(routes);
  registerVariantV3Reads(routes);
  registerProductV3Writes(routes);
  registerBulkV3Writes(routes);
  registerProductReads(routes);
  registerVariantReads(routes);
  registerCollectionReads(routes);
  registerProductWrites(routes);
  registerVariantWrites(routes);
  registerMediaWrites(routes);
  registerRemovals(routes);
  registerCollectionWrites(routes);
  registerCollectionMembership(routes);
  registerBulkWrites(routes);
  registerMediaFiles(app);
}
