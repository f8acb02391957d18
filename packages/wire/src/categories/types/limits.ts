/** The platform's limits of the categories service (typings of the official module). */

/**
 * Largest `cursorPaging.limit` of a categories query or search.
 *
 * @group Constants
 */
export const MAX_CATEGORY_QUERY_LIMIT = 1000;

/**
 * Largest `cursorPaging.limit` of a page of a category's items, and its default.
 *
 * @group Constants
 */
export const MAX_CATEGORY_ITEMS_LIMIT = 100;

/**
 * Most entries of one bulk call, of `list-categories-for-items` and of a category's arranged items.
 *
 * @group Constants
 */
export const MAX_CATEGORY_BULK_SIZE = 100;

/**
 * Most items one `add-items` call adds to a category.
 *
 * @group Constants
 */
export const MAX_ITEMS_ADDED_AT_ONCE = 1000;

/**
 * Longest category name, description and slug.
 *
 * @group Constants
 */
export const CATEGORY_TEXT_LIMITS = { name: 80, description: 600, slug: 300 } as const;

/**
 * Most ancestors a category may have (the length of its breadcrumbs).
 *
 * @group Constants
 */
export const MAX_CATEGORY_ANCESTORS = 5;
