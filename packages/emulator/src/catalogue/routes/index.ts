/**
 * HTTP routes of the catalogue: the platform's public paths (the ones the official SDK calls) for reads
 * (`/stores-reader/v1/...`, `/v2/collections/...`), merchant writes (`/stores/v1/...`, the
 * products-platformized proxy), Catalog V3 (`/stores/v3/...`, in `../catalogue-v3/`, with the gate
 * that refuses the catalogue the store does not run) and the emulator's own images
 * (`/__media/<id>.svg`, and `/media/<mediaId>` as on the platform's static host). Each group of routes
 * has its function in this folder; they are registered in this order.
 */
import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { renderSvg } from '../media';
import { registerBulkWrites, registerCollectionMembership, registerCollectionWrites } from './collection-routes';
import type { CatalogueRoutes } from './context';
import { registerMediaWrites, registerProductWrites, registerRemovals, registerVariantWrites } from './product-routes';
import { registerCollectionReads, registerProductReads, registerVariantReads } from './read-routes';
import type { CatalogueStore } from '../store';
import { registerCatalogVersionGate, registerProductV3Reads, registerVariantV3Reads } from '../../catalogue-v3/routes';
import { registerBulkV3Writes, registerProductV3Writes } from '../../catalogue-v3/write-routes';
import { withCategoryTree } from '../../catalogue-v3/state';

/** The answer for a generated image: the SVG of `label` in `hue` (any number; wrapped to 0..359). */
function svgAnswer(c: Context, label: string, hue: string | undefined): Response {
  const degrees = Number(hue ?? '0');
  return c.body(renderSvg(label, Number.isFinite(degrees) ? ((degrees % 360) + 360) % 360 : 0), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
  });
}

/** `GET /__media/<label>.svg?hue=`: the emulator's generated product images. */
function registerMediaFiles(app: Hono): void {
  app.get('/__media/:file', (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.svg')) throw PlatformError.notFound(`media ${file} not found`);
    return svgAnswer(c, c.req.query('label') ?? file.slice(0, -4), c.req.query('hue'));
  });
}

/**
 * `GET /media/<mediaId>` and the scaled paths under it (`/media/<mediaId>/v1/fill/w_300,.../<name>`): the
 * platform's static media paths, so an app that builds image URLs from media ids (`@storefront-kit/media`
 * with `staticOrigin` set to the emulator) gets the emulator's images. The SVG is the same at every size;
 * only media whose image the emulator draws is served (a merchant's own `url` is a 404, never fetched).
 */
function registerStaticMedia({ app, store }: CatalogueRoutes): void {
  const serve = (c: Context): Response => {
    const id = c.req.param('id') ?? '';
    const current = store();
    const url = current.imageUrlOf(id);
    const own = url?.startsWith(`${current.baseUrl}/__media/`) ? new URL(url) : undefined;
    if (!own?.pathname.endsWith('.svg')) throw PlatformError.notFound(`media ${id} not found`);
    return svgAnswer(c, own.searchParams.get('label') ?? id, own.searchParams.get('hue') ?? undefined);
  };
  app.get('/media/:id', serve);
  app.get('/media/:id/*', serve);
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
  // Catalog V3 answers a product's categories from the categories service (when it runs), as the platform does.
  const v3Routes: CatalogueRoutes = { app, ctx, store: () => withCategoryTree(store(), () => ctx.services.categoryTree?.()) };
  registerCatalogVersionGate(app, ctx);
  registerCatalogVersion(routes);
  registerProductV3Reads(v3Routes);
  registerVariantV3Reads(v3Routes);
  registerProductV3Writes(v3Routes);
  registerBulkV3Writes(v3Routes);
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
  registerStaticMedia(routes);
}
