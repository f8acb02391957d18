/**
 * The catalogue module: products, collections and variants (reads, merchant writes, bulk calls,
 * events), the `/__media` images, and `ctx.services.catalogue` for the cart. State is seeded from
 * `options.seed` (`'demo'`, `'empty'` or `{ products: N }`) on first use, and again on first use after a reset.
 */
import type { EmulatorModule } from '../context';
import { catalogueService } from './resolve';
import { registerCatalogueRoutes } from './routes';
import { CatalogueStore } from './store';

/** Registers the catalogue on an emulator. */
export const catalogueModule: EmulatorModule = (app, ctx) => {
  // Seeded on first use (not at start, nor at every reset): startup and `reset()` stay O(1) whatever
  // the seed, and an emulator that never serves the catalogue never builds it.
  let store: CatalogueStore | undefined;
  const current = (): CatalogueStore => (store ??= new CatalogueStore(ctx.url, ctx.options.seed));
  ctx.services.catalogueStore = current;
  ctx.onReset(() => {
    store = undefined;
  });
  ctx.services.catalogue = catalogueService(current);
  registerCatalogueRoutes(app, ctx, current);
};
