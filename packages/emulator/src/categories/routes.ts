/**
 * HTTP routes of the categories service at the platform's public paths (`/categories/v1/categories…`,
 * `/categories/v1/bulk/categories…`). Reads take any caller (401 without one); writes a merchant (401/403).
 * The three list reads also take their POST fallback (the same payload as a JSON body). Static paths are
 * registered before `/:categoryId`.
 */
import {
  countCategoriesRequestSchema,
  getCategoryRequestSchema,
  listCategoriesForItemRequestSchema,
  listCategoriesForItemsRequestSchema,
  listItemsInCategoryRequestSchema,
  queryCategoriesRequestSchema,
  searchCategoriesRequestSchema,
} from '@storefront-kit/wire/categories/schemas';
import { listCategoriesForItem, listCategoriesForItems, listItemsInCategory } from './items';
import { countCategories, queryCategories, searchCategories } from './reads';
import { type CategoryRoutes, categoryNotFound, readRequest, requireCategory } from './request';
import { categoryView, STORES_TREE } from './view';
import { registerCategoryWrites } from './write-routes';

const C = '/categories/v1/categories';

function registerListReads({ app, ctx, tree }: CategoryRoutes): void {
  app.get(`${C}/list-trees`, (c) => {
    ctx.requirePrincipal(c);
    return c.json({ trees: [{ ...STORES_TREE }] });
  });
  app.on(['GET', 'POST'], `${C}/list-categories-for-item`, async (c) => {
    const request = await readRequest(ctx, c, listCategoriesForItemRequestSchema);
    return c.json(listCategoriesForItem(tree(), request.item));
  });
  app.on(['GET', 'POST'], `${C}/list-categories-for-items`, async (c) => {
    const request = await readRequest(ctx, c, listCategoriesForItemsRequestSchema);
    return c.json(listCategoriesForItems(tree(), request.items));
  });
  app.on(['GET', 'POST'], `${C}/:categoryId/list-items`, async (c) => {
    const request = await readRequest(ctx, c, listItemsInCategoryRequestSchema);
    return c.json(listItemsInCategory(tree(), c.req.param('categoryId'), request));
  });
  app.get(`${C}/:categoryId/arranged-items`, async (c) => {
    await readRequest(ctx, c, getCategoryRequestSchema);
    const id = c.req.param('categoryId');
    requireCategory(tree(), id);
    return c.json({ items: tree().arranged(id) });
  });
}

function registerSearches({ app, ctx, tree }: CategoryRoutes): void {
  app.post(`${C}/query`, async (c) => c.json(queryCategories(tree(), await readRequest(ctx, c, queryCategoriesRequestSchema))));
  app.post(`${C}/search`, async (c) => c.json(searchCategories(tree(), await readRequest(ctx, c, searchCategoriesRequestSchema))));
  app.post(`${C}/count`, async (c) => c.json(countCategories(tree(), await readRequest(ctx, c, countCategoriesRequestSchema))));
}

function registerSingleReads({ app, ctx, tree }: CategoryRoutes): void {
  app.get(`${C}/slug/:slug`, async (c) => {
    const request = await readRequest(ctx, c, getCategoryRequestSchema);
    const slug = c.req.param('slug');
    const category = tree().bySlug(slug);
    if (!category) throw categoryNotFound(`slug ${slug}`);
    return c.json({ category: categoryView(tree(), category, request.fields) });
  });
  app.get(`${C}/:categoryId`, async (c) => {
    const request = await readRequest(ctx, c, getCategoryRequestSchema);
    return c.json({ category: categoryView(tree(), requireCategory(tree(), c.req.param('categoryId')), request.fields) });
  });
}

/** Registers every categories route. */
export function registerCategoryRoutes(routes: CategoryRoutes): void {
  registerListReads(routes);
  registerSearches(routes);
  registerCategoryWrites(routes);
  registerSingleReads(routes);
}
