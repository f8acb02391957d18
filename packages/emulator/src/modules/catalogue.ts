/**
 * The catalogue module: products, collections and variants (reads, merchant writes, bulk calls,
 * events), the `/__media` images, and `ctx.services.catalogue` for the cart. State is seeded from
 * `options.seed` (`'demo'`, `'empty'` or `{ products: N }`) and re-seeded on reset.
 */
import type { EmulatorModule } from '../context';
import { catalogueService } from '../catalogue/resolve';
import { registerCatalogueRoutes } from '../catalogue/routes';
import { CatalogueStore } from '../catalogue/store';
import { catalogueStores } from '../catalogue/registry';

/** Registers the catalogue on an emulator. */
export const catalogueModule: EmulatorModule = (app, ctx) => {
  let store = new CatalogueStore(ctx.url, ctx.options.seed);
  catalogueStores.set(ctx, () => store);
  ctx.onReset(() => {
    store = new CatalogueStore(ctx.url, ctx.options.seed);
  });
  ctx.services.catalogue = catalogueService(() => store);
  registerCatalogueRoutes(app, ctx, () => store);
};
