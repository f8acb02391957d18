/**
 * Control routes of the catalogue as the dashboard shows it: which catalogue the store runs, the category
 * tree (depth first, with item counts), and a category's items named from the catalogue.
 */
import type { ItemReference } from '@storefront-kit/wire/categories';
import type { EmulatorContext } from '../context';
import type { CategoryTree } from './tree';
import { ControlError, type ControlRoutes, guarded, PREFIX } from '../control/kit';

/** A category as the dashboard lists it (`GET /__emulator/categories`). */
interface ControlCategory {
  id: string;
  name: string;
  slug: string;
  /** `null` at the top level. */
  parentId: string | null;
  /** 0 at the top level. */
  depth: number;
  visible: boolean;
  /** Items held directly (the wire's `itemCounter`). */
  itemCount: number;
  /** The app managing it (the stores app for "All Products"): its items follow the catalogue. */
  managingAppId?: string;
}

/** An item of a category (`GET /__emulator/categories/:id/items`), named when the catalogue has it. */
interface ControlCategoryItem extends ItemReference {
  /** Absent when the catalogue has no such product (items are whatever references the merchant sent). */
  product?: { name: string; slug: string; price?: string; visible: boolean };
}

/** The answer of `GET /__emulator/categories/:id/items`: the first {@link CONTROL_ITEMS_LIMIT} items and how many there are. */
export interface ControlCategoryItems {
  items: ControlCategoryItem[];
  total: number;
}

/** The answer of `GET /__emulator/categories`. */
export interface ControlCategories {
  /** Which catalogue the store runs (the `catalog` option). */
  catalog: 'v1' | 'v3';
  categories: ControlCategory[];
}

function listed(tree: CategoryTree): ControlCategory[] {
  return tree.all().map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    parentId: tree.parentOf(category.id),
    depth: tree.ancestors(category.id).length,
    visible: category.visible,
    itemCount: tree.itemCount(category.id),
    ...(category.managingAppId ? { managingAppId: category.managingAppId } : {}),
  }));
}

/** How many items `GET categories/:id/items` answers at most (a generated catalogue's All Products holds every product). */
const CONTROL_ITEMS_LIMIT = 200;

/** The first items of `categoryId` as the platform lists them (newest first), each named from the catalogue. */
function itemsOf(ctx: EmulatorContext, tree: CategoryTree, categoryId: string): ControlCategoryItem[] {
  const store = ctx.services.catalogueStore?.();
  return tree
    .items(categoryId)
    .slice(0, CONTROL_ITEMS_LIMIT)
    .map((item) => {
      const product = item.catalogItemId ? store?.product(item.catalogItemId) : undefined;
      if (!product) return { ...item };
      const price = product.priceData?.formatted?.discountedPrice ?? product.priceData?.formatted?.price;
      return { ...item, product: { name: product.name ?? '', slug: product.slug ?? '', ...(price ? { price } : {}), visible: product.visible !== false } };
    });
}

/** `GET categories`, `GET categories/:id/items` (an empty tree when the categories module is not registered). */
export function registerCategoryControlRoutes({ app, ctx }: ControlRoutes): void {
  const tree = () => ctx.services.categoryTree?.();
  app.get(`${PREFIX}/categories`, (c) => {
    const current = tree();
    return c.json({ catalog: ctx.options.catalog, categories: current ? listed(current) : [] } satisfies ControlCategories);
  });
  app.get(
    `${PREFIX}/categories/:id/items`,
    guarded((c) => {
      const current = tree();
      const id = c.req.param('id') ?? '';
      if (!current?.get(id)) throw new ControlError('No such category', 404);
      return c.json({ items: itemsOf(ctx, current, id), total: current.itemCount(id) } satisfies ControlCategoryItems);
    }),
  );
}
