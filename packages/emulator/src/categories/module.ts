/**
 * The categories module: the store's category tree (`/categories/v1/...`), served whatever the `catalog`
 * option. The tree is seeded from the catalogue's collections on first use, and again on first use
 * after a reset.
 */
import type { EmulatorModule } from '../context';
import { registerCategoryRoutes } from './routes';
import { seedTree } from './seed';
import type { CategoryTree } from './tree';

/** Registers the categories service on an emulator (after the catalogue, whose collections it reads). */
export const categoriesModule: EmulatorModule = (app, ctx) => {
  let tree: CategoryTree | undefined;
  ctx.onReset(() => {
    tree = undefined;
  });
  const current = (): CategoryTree => (tree ??= seedTree(ctx.services.catalogue, ctx.now()));
  ctx.services.categoryTree = current; // the control API shows it
  registerCategoryRoutes({ app, ctx, tree: current });
};
