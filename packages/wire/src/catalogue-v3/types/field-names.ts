/**
 * The field names Catalog V3 queries and searches accept in filters and sorts, as they travel on the
 * wire (`id`, `createdDate`: the official SDK renames `_id` and `_createdDate` before sending).
 */

/**
 * Product query: fields that filter but do not sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_QUERY_FILTER_ONLY_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const filterable = (f: string) => (PRODUCT_QUERY_FILTER_ONLY_FIELDS as readonly string[]).includes(f);
 * ```
 */
export const PRODUCT_QUERY_FILTER_ONLY_FIELDS = ['id', 'handle', 'options.id'] as const;

/**
 * Product query: fields that filter and sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_QUERY_SORT_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const sortable = (f: string) => (PRODUCT_QUERY_SORT_FIELDS as readonly string[]).includes(f);
 * ```
 */
export const PRODUCT_QUERY_SORT_FIELDS = ['createdDate', 'updatedDate', 'slug', 'visible'] as const;

/**
 * A field the product query sorts by.
 *
 * @group Types
 */
export type ProductQuerySortField = (typeof PRODUCT_QUERY_SORT_FIELDS)[number];

/**
 * Product search: fields that filter (every operator, or `$matchItems`/`$hasSome`/`$hasAll` on lists) but do not sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_SEARCH_FILTER_ONLY_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const filterable = (f: string) => (PRODUCT_SEARCH_FILTER_ONLY_FIELDS as readonly string[]).includes(f);
 * ```
 */
export const PRODUCT_SEARCH_FILTER_ONLY_FIELDS = [
  'id',
  'brand.id',
  'brand.name',
  'handle',
  'importId',
  'inventory.availabilityStatus',
  'inventory.preorderAvailability',
  'inventory.preorderStatus',
  'physicalProperties.deliveryProfileId',
  'physicalProperties.fulfillerId',
  'productType',
  'ribbon.id',
  'ribbon.name',
  'slug',
  'subscriptionDetails.allowOneTimePurchases',
  'taxGroupId',
  'visible',
  'visibleInPos',
  'allCategoriesInfo.categories',
  'directCategoriesInfo.categories',
  'variantsInfo.variants',
  'additionalRibbons.id',
  'additionalRibbons.name',
  'infoSections.id',
  'infoSections.uniqueName',
  'modifiers.id',
  'modifiers.name',
  'modifiers.choicesSettings.choices.choiceId',
  'modifiers.choicesSettings.choices.name',
  'options.id',
  'options.name',
  'options.choicesSettings.choices.choiceId',
  'options.choicesSettings.choices.name',
  'tags.privateTags.tagIds',
  'tags.publicTags.tagIds',
] as const;

/**
 * Product search: fields that filter and sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_SEARCH_SORT_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const sortable = (f: string) => (PRODUCT_SEARCH_SORT_FIELDS as readonly string[]).includes(f);
 * ```
 */
export const PRODUCT_SEARCH_SORT_FIELDS = [
  'createdDate',
  'updatedDate',
  'actualPriceRange.minValue.amount',
  'actualPriceRange.maxValue.amount',
  'compareAtPriceRange.minValue.amount',
  'compareAtPriceRange.maxValue.amount',
  'minVariantPriceInfo.sku',
  'name',
  'physicalProperties.shippingWeightRange.minValue',
  'physicalProperties.shippingWeightRange.maxValue',
] as const;

/**
 * A field the product search sorts by.
 *
 * @group Types
 */
export type ProductSearchSortField = (typeof PRODUCT_SEARCH_SORT_FIELDS)[number];

/**
 * Product search: the fields a free-text `search.fields` may name.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_SEARCHABLE_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const search = { expression: 'tee', fields: PRODUCT_SEARCHABLE_FIELDS.filter((f) => f === 'name' || f === 'description') };
 * ```
 */
export const PRODUCT_SEARCHABLE_FIELDS = [
  'description',
  'directCategoryIdsInfo.categoryIds',
  'minVariantPriceInfo.sku',
  'name',
  'physicalProperties.deliveryProfileId',
  'physicalProperties.shippingGroupId',
  'variantsInfo.variants.barcode',
  'variantsInfo.variants.sku',
] as const;

/**
 * A field a product free-text search reads.
 *
 * @group Types
 */
export type ProductSearchableField = (typeof PRODUCT_SEARCHABLE_FIELDS)[number];

/**
 * Read-only variants query: its fields (every operator, sortable).
 *
 * @group Constants
 * @example
 * ```ts
 * import { VARIANT_QUERY_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const byProduct = { [VARIANT_QUERY_FIELDS[1]]: { $in: ['p1', 'p2'] } };
 * ```
 */
export const VARIANT_QUERY_FIELDS = ['id', 'productData.productId', 'variantId'] as const;

/**
 * Read-only variants search: list fields that filter (`$hasSome`, `$hasAll`) but do not sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { VARIANT_SEARCH_FILTER_ONLY_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const withChoice = (choiceId: string) => ({ [VARIANT_SEARCH_FILTER_ONLY_FIELDS[0]]: { $hasSome: [choiceId] } });
 * ```
 */
export const VARIANT_SEARCH_FILTER_ONLY_FIELDS = ['optionChoices.optionChoiceIds.choiceId', 'optionChoices.optionChoiceIds.optionId'] as const;

/**
 * Read-only variants search: fields that filter and sort.
 *
 * @group Constants
 * @example
 * ```ts
 * import { VARIANT_SEARCH_SORT_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const sortable = (f: string) => (VARIANT_SEARCH_SORT_FIELDS as readonly string[]).includes(f);
 * ```
 */
export const VARIANT_SEARCH_SORT_FIELDS = [
  'barcode',
  'inventoryStatus.inStock',
  'inventoryStatus.preorderEnabled',
  'price.actualPrice.amount',
  'price.compareAtPrice.amount',
  'productData.updatedDate',
  'productData.brand.id',
  'productData.handle',
  'productData.name',
  'productData.physicalProperties.fulfillerId',
  'productData.productId',
  'productData.productType',
  'productData.slug',
  'productData.visible',
  'productData.visibleInPos',
  'sku',
  'variantId',
  'visible',
] as const;

/**
 * Read-only variants search: the fields a free-text `search.fields` may name.
 *
 * @group Constants
 * @example
 * ```ts
 * import { VARIANT_SEARCHABLE_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const search = { expression: 'tee', fields: [...VARIANT_SEARCHABLE_FIELDS] };
 * ```
 */
export const VARIANT_SEARCHABLE_FIELDS = ['productData.name', 'sku'] as const;
