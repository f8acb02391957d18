/** The category entity, its tree and item references, and the platform's fixed values for the stores tree. */
import type { SeoData } from '../../catalogue/types/product';

/**
 * The app namespace of the store's category tree: the only tree the platform serves today.
 *
 * @group Constants
 */
export const STORES_APP_NAMESPACE = '@wix/stores';

/**
 * The app id that every store product's {@link ItemReference} names (`appId`).
 *
 * @group Constants
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * Extra fields a category read can ask for (`fields`): the ancestors, the plain description, the rich one.
 *
 * @group Constants
 */
export const CATEGORY_FIELDS = ['BREADCRUMBS_INFO', 'DESCRIPTION', 'RICH_CONTENT_DESCRIPTION'] as const;
/**
 * One of {@link CATEGORY_FIELDS}.
 *
 * @group Types
 */
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/**
 * Which category tree a call is about. The store's tree is `{ appNamespace: '@wix/stores' }` (`treeKey`
 * left out or `null`).
 *
 * @group Types
 * @example
 * ```ts
 * import type { TreeReference } from '@storefront-kit/wire/categories';
 * const storesTree: TreeReference = { appNamespace: '@wix/stores' };
 * ```
 */
export interface TreeReference {
  appNamespace: string;
  treeKey?: string | null;
}

/**
 * An item of a category: a store product is `{ catalogItemId: <product id>, appId: STORES_APP_ID }`.
 *
 * @group Types
 * @example
 * ```ts
 * import { STORES_APP_ID, type ItemReference } from '@storefront-kit/wire/categories';
 * const productItem = (productId: string): ItemReference => ({ catalogItemId: productId, appId: STORES_APP_ID });
 * ```
 */
export interface ItemReference {
  catalogItemId: string;
  appId: string;
}

/**
 * One ancestor of a category, in `breadcrumbsInfo.breadcrumbs` (top-level ancestor first).
 *
 * @group Types
 */
export interface Breadcrumb {
  categoryId?: string;
  categoryName?: string;
  categorySlug?: string;
}

/**
 * Where a category sits: its parent's id and its position among its siblings (none for a top-level category).
 *
 * @group Types
 */
export interface ParentCategory {
  id?: string | null;
  index?: number | null;
}

/**
 * A category image as it travels: a media id or a URL, with its pixel size.
 *
 * @group Types
 */
export interface CategoryImage {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string;
  filename?: string;
}

/**
 * A category of a tree (wire shape: `id`, ISO date strings). `revision` is an int64 as a string and grows
 * by one at each change; an update must send the current one. `description` is returned with the
 * `DESCRIPTION` field, `breadcrumbsInfo` with `BREADCRUMBS_INFO`, `richContentDescription` with
 * `RICH_CONTENT_DESCRIPTION`. `itemCounter` counts the category's direct items only.
 *
 * @group Types
 * @example
 * ```ts
 * import type { Category } from '@storefront-kit/wire/categories';
 * const menuEntry = (c: Category) => ({ href: `/category/${c.slug}`, label: `${c.name} (${c.itemCounter ?? 0})` });
 * ```
 */
export interface Category {
  id?: string | null;
  revision?: string | null;
  createdDate?: string | null;
  updatedDate?: string | null;
  /** 1..80 characters. */
  name?: string | null;
  image?: CategoryImage;
  itemCounter?: number;
  /** Plain text, 1..600 characters. */
  description?: string | null;
  /** Default `true`; changed only by the visibility call; hiding a category hides its subcategories. */
  visible?: boolean | null;
  breadcrumbsInfo?: { breadcrumbs?: Breadcrumb[] };
  parentCategory?: ParentCategory;
  /** 1..300 characters; made from the name when left out. */
  slug?: string | null;
  seoData?: SeoData;
  /** A rich-content document, kept as sent. */
  richContentDescription?: Record<string, unknown>;
  treeReference?: TreeReference;
  managingAppId?: string | null;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}
