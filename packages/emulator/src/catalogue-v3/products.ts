/**
 * Catalog V3 product reads over the shared catalogue store: get by id or slug, query, search, count.
 * Shoppers see visible products only; a merchant sees every product (count: with
 * `returnNonVisibleProducts`). `MERCHANT_DATA` needs a merchant.
 */
import type {
  CountProductsV3Request,
  CountProductsV3Response,
  ProductRequestedField,
  QueryProductsV3Request,
  QueryProductsV3Response,
  SearchProductsV3Request,
  SearchProductsV3Response,
  V3Filter,
  V3Product,
} from '@storefront-kit/wire/catalogue-v3';
import { PlatformError } from '../core/platform-error';
import type { CatalogueStore } from '../catalogue/store';
import { runCursor, runSearch } from './cursor';
import { shapeProduct } from './fields';
import { PRODUCT_QUERY_RULES, PRODUCT_SEARCH_RULES } from './rules';
import { allOf, asksForHidden, checkFilterFields, checkSortFields, searchFilter } from './search';
import { viewEnv } from './state';
import { QUERY_ANSWERS_VARIANTS } from './unconfirmed';
import { v3Product } from './view';

/** Who reads: a merchant (API key) or a shopper. */
export interface V3Reader {
  merchant: boolean;
}

/** The platform's 404 for a product a reader cannot see. */
export function productNotFound(what: string): PlatformError {
  return PlatformError.application(404, 'PRODUCT_NOT_FOUND', `Product with ${what} not found`, 'Product not found');
}

/** `MERCHANT_DATA` asked for by a shopper: 403. */
export function checkMerchantData(reader: V3Reader, fields: readonly string[] | undefined): void {
  if (fields?.includes('MERCHANT_DATA') && !reader.merchant) {
    throw PlatformError.application(403, 'NO_PERMISSION_TO_READ_MERCHANT_DATA', 'MERCHANT_DATA needs the admin read permission', 'Permission denied');
  }
}

/** The platform's 403 for a shopper asking for hidden products. */
function hiddenNotAllowed(): PlatformError {
  return PlatformError.application(403, 'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS', 'Hidden products need the admin read permission', 'Permission denied');
}

/** A shopper's filter on hidden products: 403 (a merchant sees them anyway). */
function checkHiddenFilter(reader: V3Reader, filter: V3Filter | undefined): void {
  if (!reader.merchant && asksForHidden(filter)) throw hiddenNotAllowed();
}

/** Every product the reader may see, as whole V3 views, in catalogue order. */
export function* productViews(store: CatalogueStore, includeHidden: boolean): Generator<V3Product> {
  const env = viewEnv(store);
  for (const product of store.allProducts()) if (includeHidden || product.visible !== false) yield v3Product(product, env);
}

function plainPage(store: CatalogueStore, includeHidden: boolean) {
  const env = viewEnv(store);
  return (offset: number, limit: number) => {
    const page = store.plainPage(includeHidden, offset, limit);
    return { items: page.items.map((p) => v3Product(p, env)), total: page.total };
  };
}

/** One product by id, shaped by `fields`. */
export function getProduct(store: CatalogueStore, reader: V3Reader, id: string, fields: ProductRequestedField[] | undefined): V3Product {
  checkMerchantData(reader, fields);
  const product = store.product(id);
  if (!product || (!reader.merchant && product.visible === false)) throw productNotFound(`id ${id}`);
  return shapeProduct(v3Product(product, viewEnv(store)), fields);
}

/** One product by slug, shaped by `fields`. */
export function getProductBySlug(store: CatalogueStore, reader: V3Reader, slug: string, fields: ProductRequestedField[] | undefined): V3Product {
  const id = store.productIdBySlug(slug);
  if (id === undefined) throw productNotFound(`slug ${slug}`);
  try {
    return getProduct(store, reader, id, fields);
  } catch (error) {
    throw error instanceof PlatformError && error.status === 404 ? productNotFound(`slug ${slug}`) : error;
  }
}

/** The product query: filter and sort on the query's fields, cursor paging. */
export function queryProducts(store: CatalogueStore, reader: V3Reader, request: QueryProductsV3Request): QueryProductsV3Response {
  checkMerchantData(reader, request.fields);
  const query = request.query ?? {};
  checkFilterFields(query.filter, PRODUCT_QUERY_RULES, 'query.filter');
  checkHiddenFilter(reader, query.filter);
  checkSortFields(query.sort, PRODUCT_QUERY_RULES, 'query.sort');
  const run = runCursor(() => productViews(store, reader.merchant), query, {
    scope: 'products-v3-query',
    rules: PRODUCT_QUERY_RULES,
    errorField: 'query.filter',
    plain: plainPage(store, reader.merchant),
  });
  return { products: run.items.map((p) => shapeProduct(p, request.fields, QUERY_ANSWERS_VARIANTS)), pagingMetadata: run.pagingMetadata };
}

/** The product search: free text, filter, sort, aggregations over every match; no `variantsInfo` in answers. */
export function searchProducts(store: CatalogueStore, reader: V3Reader, request: SearchProductsV3Request): SearchProductsV3Response {
  checkMerchantData(reader, request.fields);
  checkHiddenFilter(reader, request.search?.filter);
  const run = runSearch(() => productViews(store, reader.merchant), request.search ?? {}, {
    scope: 'products-v3-search',
    rules: PRODUCT_SEARCH_RULES,
    plain: plainPage(store, reader.merchant),
  });
  const { items, ...rest } = run;
  return { ...rest, products: items.map((p) => shapeProduct(p, request.fields, false)) };
}

/** The product count: filter and free text as the search; hidden products only with `returnNonVisibleProducts` (a merchant). */
export function countProducts(store: CatalogueStore, reader: V3Reader, request: CountProductsV3Request): CountProductsV3Response {
  if (request.returnNonVisibleProducts && !reader.merchant) throw hiddenNotAllowed();
  checkHiddenFilter(reader, request.filter);
  checkFilterFields(request.filter, PRODUCT_SEARCH_RULES, 'filter');
  const filter = allOf(request.filter, searchFilter(request.search, PRODUCT_SEARCH_RULES, 'search'));
  const includeHidden = request.returnNonVisibleProducts === true;
  if (!filter) return { count: store.plainPage(includeHidden, 0, 0).total };
  const run = runCursor(
    () => productViews(store, includeHidden),
    { filter, cursorPaging: { limit: 1 } },
    { scope: 'products-v3-count', rules: PRODUCT_SEARCH_RULES, errorField: 'filter' },
  );
  return { count: run.matches?.length ?? 0 };
}
