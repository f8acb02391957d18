/** The filter, sort and search fields of each Catalog V3 query and search, from the wire's lists. */
import {
  PRODUCT_QUERY_FILTER_ONLY_FIELDS,
  PRODUCT_QUERY_SORT_FIELDS,
  PRODUCT_SEARCH_FILTER_ONLY_FIELDS,
  PRODUCT_SEARCH_SORT_FIELDS,
  PRODUCT_SEARCHABLE_FIELDS,
  VARIANT_QUERY_FIELDS,
  VARIANT_SEARCH_FILTER_ONLY_FIELDS,
  VARIANT_SEARCH_SORT_FIELDS,
  VARIANT_SEARCHABLE_FIELDS,
} from '@storefront-kit/wire/catalogue-v3';
import type { FieldRules } from './search';

/** Wire names the emulator's product view holds elsewhere. */
const PRODUCT_ALIASES: Record<string, string> = {
  description: 'plainDescription',
  'directCategoryIdsInfo.categoryIds': 'directCategoriesInfo.categories.id',
  'minVariantPriceInfo.sku': 'variantSummary.minPriceVariant.sku',
};

/** `/stores/v3/products/query`: `options.id` takes only `$hasAll`/`$hasSome` (the query spec's `V3ProductQuerySpec`). */
export const PRODUCT_QUERY_RULES: FieldRules = {
  name: 'products query',
  filterable: new Set(PRODUCT_QUERY_FILTER_ONLY_FIELDS),
  sortable: new Set(PRODUCT_QUERY_SORT_FIELDS),
  searchable: [],
  aliases: PRODUCT_ALIASES,
  listOperatorsOnly: new Set(['options.id']),
};

/** Product search fields that take only `$hasAll`/`$hasSome`: the lists under these (the search spec's `V3ProductSearchSpec`, facts §3.1). */
const LIST_FIELD_PARENTS = ['options.', 'modifiers.', 'tags.', 'infoSections.', 'additionalRibbons.'];
const PRODUCT_SEARCH_LIST_FIELDS = PRODUCT_SEARCH_FILTER_ONLY_FIELDS.filter((field) => LIST_FIELD_PARENTS.some((parent) => field.startsWith(parent)));

/** `/stores/v3/products/search` and `/count`: option, modifier, tag, info-section and ribbon lists take only `$hasAll`/`$hasSome`. */
export const PRODUCT_SEARCH_RULES: FieldRules = {
  name: 'products search',
  filterable: new Set(PRODUCT_SEARCH_FILTER_ONLY_FIELDS),
  sortable: new Set(PRODUCT_SEARCH_SORT_FIELDS),
  searchable: PRODUCT_SEARCHABLE_FIELDS,
  aliases: PRODUCT_ALIASES,
  listOperatorsOnly: new Set(PRODUCT_SEARCH_LIST_FIELDS),
};

/** `/stores/v3/products/query-variants`. */
export const VARIANT_QUERY_RULES: FieldRules = {
  name: 'variants query',
  filterable: new Set(VARIANT_QUERY_FIELDS),
  sortable: new Set(VARIANT_QUERY_FIELDS),
  searchable: [],
  aliases: {},
};

/** `/stores/v3/products/search-variants`. */
export const VARIANT_SEARCH_RULES: FieldRules = {
  name: 'variants search',
  filterable: new Set(VARIANT_SEARCH_FILTER_ONLY_FIELDS),
  sortable: new Set(VARIANT_SEARCH_SORT_FIELDS),
  searchable: VARIANT_SEARCHABLE_FIELDS,
  aliases: {},
};
