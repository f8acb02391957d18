/** The merchant's category routes: create, update, visibility, delete, move, arrangement, bulk calls. */
import {
  bulkItemsToCategoryRequestSchema,
  bulkItemToCategoriesRequestSchema,
  bulkShowCategoriesRequestSchema,
  bulkUpdateCategoriesRequestSchema,
  createCategoryRequestSchema,
  getCategoryRequestSchema,
  moveCategoryRequestSchema,
  setArrangedItemsRequestSchema,
  updateCategoryRequestSchema,
  updateCategoryVisibilityRequestSchema,
} from '@storefront-kit/wire/categories/schemas';
import { bulkItemsToCategory, bulkItemToCategories, bulkSetItemCategories, bulkShowCategories, bulkUpdateCategories } from './bulk';
import { setArrangedItems } from './items';
import { type CategoryRoutes, writeRequest } from './request';
import { categoryView } from './view';
import { createCategory, deleteCategory, moveCategory, setVisibility, updateCategory, type CategoryWriteEnv } from './writes';

const C = '/categories/v1/categories';
const B = '/categories/v1/bulk/categories';

function registerEntityWrites({ app, ctx, tree }: CategoryRoutes, env: () => CategoryWriteEnv): void {
  app.post(C, async (c) => {
    const request = await writeRequest(ctx, c, createCategoryRequestSchema);
    return c.json({ category: categoryView(tree(), createCategory(env(), request.category), request.fields) });
  });
  app.patch(`${C}/visibility`, async (c) => {
    const request = await writeRequest(ctx, c, updateCategoryVisibilityRequestSchema);
    return c.json({ category: categoryView(tree(), setVisibility(env(), request.categoryId, request.visible, request.revision), request.fields) });
  });
  app.patch(`${C}/:categoryId`, async (c) => {
    const request = await writeRequest(ctx, c, updateCategoryRequestSchema);
    return c.json({ category: categoryView(tree(), updateCategory(env(), c.req.param('categoryId'), request.category), request.fields) });
  });
  app.delete(`${C}/:categoryId`, async (c) => {
    await writeRequest(ctx, c, getCategoryRequestSchema);
    deleteCategory(env(), c.req.param('categoryId'));
    return c.json({});
  });
  app.post(`${C}/:categoryId/move`, async (c) => {
    const request = await writeRequest(ctx, c, moveCategoryRequestSchema);
    return c.json(moveCategory(env(), c.req.param('categoryId'), request));
  });
  app.post(`${C}/:categoryId/set-arranged-items`, async (c) => {
    const request = await writeRequest(ctx, c, setArrangedItemsRequestSchema);
    return c.json(setArrangedItems(tree(), c.req.param('categoryId'), request.items ?? []));
  });
}

function registerBulkWrites({ app, ctx }: CategoryRoutes, env: () => CategoryWriteEnv): void {
  app.post(`${B}/update`, async (c) => c.json(bulkUpdateCategories(env(), await writeRequest(ctx, c, bulkUpdateCategoriesRequestSchema))));
  app.post(`${B}/show`, async (c) => {
    const request = await writeRequest(ctx, c, bulkShowCategoriesRequestSchema);
    return c.json(bulkShowCategories(env(), request.categoryIds, request.returnEntity, request.fields));
  });
  for (const [path, add] of [
    ['add-item', true],
    ['remove-item', false],
  ] as const) {
    app.post(`${B}/${path}`, async (c) => {
      const request = await writeRequest(ctx, c, bulkItemToCategoriesRequestSchema);
      return c.json(bulkItemToCategories(env(), request.item, request.categoryIds, add));
    });
  }
  app.post(`${B}/set-item-categories`, async (c) => {
    const request = await writeRequest(ctx, c, bulkItemToCategoriesRequestSchema);
    return c.json(bulkSetItemCategories(env(), request.item, request.categoryIds));
  });
  for (const [path, add] of [
    ['add-items', true],
    ['remove-items', false],
  ] as const) {
    app.post(`${B}/:categoryId/${path}`, async (c) => {
      const request = await writeRequest(ctx, c, bulkItemsToCategoryRequestSchema);
      return c.json(bulkItemsToCategory(env(), c.req.param('categoryId'), request.items, add));
    });
  }
}

/** Registers the merchant's routes (before the `/:categoryId` reads). */
export function registerCategoryWrites(routes: CategoryRoutes): void {
  const env = (): CategoryWriteEnv => ({ tree: routes.tree(), now: routes.ctx.now, newId: routes.ctx.newId });
  registerEntityWrites(routes, env);
  registerBulkWrites(routes, env);
}
