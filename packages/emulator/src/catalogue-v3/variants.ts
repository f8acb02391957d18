/**
 * Catalog V3 read-only variants: every variant of every product the reader may see, as
 * `ReadOnlyVariant`s (`optionChoices` with ids and names, `productData` of its product), queried or
 * searched with cursor paging. Shoppers see visible variants of visible products only.
 */
import type {
  QueryVariantsRequest,
  QueryVariantsResponse,
  ReadOnlyVariant,
  SearchVariantsRequest,
  SearchVariantsResponse,
  V3Product,
  V3Sorting,
} from '@storefront-kit/wire/catalogue-v3';
import type { CatalogueStore } from '../catalogue/store';
import { runCursor, runSearch } from './cursor';
import { shapeVariantAnswer } from './fields';
import { checkMerchantData, productViews, type V3Reader } from './products';
import { VARIANT_QUERY_RULES, VARIANT_SEARCH_RULES } from './rules';
import { checkFilterFields, checkSortFields } from './search';

/** The platform's order of a variants search without `sort`. */
const DEFAULT_SEARCH_SORT: V3Sorting[] = [
  { fieldName: 'productData.updatedDate', order: 'DESC' },
  { fieldName: 'productData.productId', order: 'ASC' },
  { fieldName: 'variantId', order: 'ASC' },
];

/** The read-only variants of one product view. */
function readOnlyVariants(product: V3Product): ReadOnlyVariant[] {
  const productData = {
    productId: product.id ?? '',
    name: product.name ?? '',
    ...(product.productType ? { productType: product.productType } : {}),
    slug: product.slug ?? '',
    visible: product.visible !== false,
    visibleInPos: product.visibleInPos !== false,
    ...(product.mainCategoryId ? { mainCategoryId: product.mainCategoryId } : {}),
    ...(product.currency ? { currency: product.currency } : {}),
    revision: product.revision ?? '1',
    handle: product.handle ?? '',
    updatedDate: product.updatedDate ?? '',
    ...(product.brand ? { brand: { ...product.brand } } : {}),
    ...(product.physicalProperties?.weightMeasurementUnitInfo
      ? { physicalProperties: { weightMeasurementUnitInfo: { ...product.physicalProperties.weightMeasurementUnitInfo } } }
      : {}),
  };
  return (product.variantsInfo?.variants ?? []).map(({ choices, subscriptionPricesInfo: _ignored, ...variant }) => ({
    ...structuredClone(variant),
    id: `${product.id}-${variant.id}`,
    variantId: variant.id ?? '',
    visible: variant.visible !== false,
    optionChoices: structuredClone(choices ?? []),
    productData: { ...productData },
  }));
}

function* variantViews(store: CatalogueStore, reader: V3Reader): Generator<ReadOnlyVariant> {
  for (const product of productViews(store, reader.merchant)) {
    for (const variant of readOnlyVariants(product)) if (reader.merchant || variant.visible) yield variant;
  }
}

/** The variants query (`productData.productId`, `variantId`, `id`). */
export function queryVariants(store: CatalogueStore, reader: V3Reader, request: QueryVariantsRequest): QueryVariantsResponse {
  checkMerchantData(reader, request.fields);
  const query = request.query ?? {};
  checkFilterFields(query.filter, VARIANT_QUERY_RULES, 'query.filter');
  checkSortFields(query.sort, VARIANT_QUERY_RULES, 'query.sort');
  const run = runCursor(() => variantViews(store, reader), query, { scope: 'variants-v3-query', rules: VARIANT_QUERY_RULES, errorField: 'query.filter' });
  return { variants: run.items.map((v) => shapeVariantAnswer(v, request.fields)), pagingMetadata: run.pagingMetadata };
}

/** The variants search: free text on `productData.name` and `sku`, filter, sort, aggregations. */
export function searchVariants(store: CatalogueStore, reader: V3Reader, request: SearchVariantsRequest): SearchVariantsResponse {
  checkMerchantData(reader, request.fields);
  const { items, ...rest } = runSearch(() => variantViews(store, reader), request.search ?? {}, {
    scope: 'variants-v3-search',
    rules: VARIANT_SEARCH_RULES,
    defaultSort: DEFAULT_SEARCH_SORT,
  });
  return { ...rest, variants: items.map((v) => shapeVariantAnswer(v, request.fields)) };
}
