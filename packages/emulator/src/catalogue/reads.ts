/**
 * Catalogue read operations (the product spec's catalogue reads) as functions of the store and the
 * caller's rights; the routes in `read-routes.ts` decode requests and call them.
 */
import type {
  Collection,
  Product,
  ProductOptionsAvailabilityResponse,
  QueryCollectionsResponse,
  QueryProductsRequest,
  QueryProductsResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsResponse,
  Query,
  StoreVariant,
} from '@storefront-kit/wire/catalogue';
import { PlatformError } from '../core/platform-error';
import { matchingVariants, normalizeSelection, optionsAvailability } from './availability';
import { openPage } from './paging';
import { runQuery } from './query';
import type { CatalogueStore } from './store';
import { collectionView, productView, storeVariants, variantView } from './views';
import { collectionNotFound, productNotFound } from './writes';

/** Field aliases of the products query. */
export const PRODUCT_FIELD_ALIASES: Record<string, string> = {
  _id: 'id',
  price: 'priceData.price',
  discountedPrice: 'priceData.discountedPrice',
  inStock: 'stock.inStock',
  inventoryStatus: 'stock.inventoryStatus',
  quantityInStock: 'stock.quantity',
  _createdDate: 'createdDate',
};

/** Field aliases of the store variants query. */
const VARIANT_FIELD_ALIASES: Record<string, string> = {
  _id: 'id',
  price: 'variant.priceData.price',
  discountedPrice: 'variant.priceData.discountedPrice',
  inStock: 'stock.inStock',
  visible: 'variant.visible',
  weight: 'variant.weight',
};

/** Who reads, and when. */
export interface Reader {
  /** A merchant (API key): may see invisible products and collections. */
  merchant: boolean;
  /** The emulator clock at the read (epoch ms); media URLs expire a day later. */
  now: number;
}

function visibleTo(reader: Reader, product: Product): boolean {
  return reader.merchant || product.visible !== false;
}

/** One product; invisible products are not found for shoppers. */
export function getProduct(store: CatalogueStore, reader: Reader, id: string, merchantData: boolean): Product {
  const product = store.product(id);
  if (!product || !visibleTo(reader, product)) throw productNotFound(id);
  return productView(product, { merchantData });
}

/** The products query. */
export function queryProducts(store: CatalogueStore, reader: Reader, request: QueryProductsRequest): QueryProductsResponse {
  const merchantData = request.includeMerchantSpecificData === true;
  const hidden = reader.merchant && request.includeHiddenProducts !== false;
  const view = (p: Product) => productView(p, { merchantData, variants: request.includeVariants === true });
  const query = request.query;
  const page = openPage(query, 'products');
  if (!page.sort?.length && (!page.filter || Object.keys(page.filter).length === 0)) {
    const plain = store.plainPage(hidden, page.offset, page.limit);
    return { products: plain.items.map(view), metadata: page.metadata(plain.items.length, plain.total) };
  }
  const source = function* () {
    for (const p of store.queryableProducts()) if (hidden || p.visible !== false) yield p;
  };
  const result = runQuery(source(), query, { aliases: PRODUCT_FIELD_ALIASES, scope: 'products' });
  return { products: result.items.map((p) => view(store.product(p.id!)!)), metadata: result.metadata };
}

/** Option availability of a product for a selection. */
export function productOptionsAvailability(
  store: CatalogueStore,
  reader: Reader,
  id: string,
  options: Record<string, string>,
): ProductOptionsAvailabilityResponse {
  const product = store.product(id);
  if (!product || !visibleTo(reader, product)) throw productNotFound(id);
  return optionsAvailability(product, options);
}

/** A product's variants filtered by choices and/or ids, paged. */
export function queryProductVariants(store: CatalogueStore, reader: Reader, id: string, request: QueryProductVariantsRequest): QueryProductVariantsResponse {
  const product = store.product(id);
  if (!product || !visibleTo(reader, product)) throw productNotFound(id);
  let variants = product.variants ?? [];
  if (request.choices && Object.keys(request.choices).length > 0) {
    const wanted = new Set(matchingVariants(product, normalizeSelection(product, request.choices, 'choices')));
    variants = variants.filter((v) => wanted.has(v));
  }
  if (request.variantIds && request.variantIds.length > 0) {
    const ids = new Set(request.variantIds);
    variants = variants.filter((v) => ids.has(v.id ?? ''));
  }
  const offset = request.paging?.offset ?? 0;
  const limit = request.paging?.limit ?? 100;
  const page = variants.slice(offset, offset + limit).map((v) => variantView(v, request.includeMerchantSpecificData === true));
  return { variants: page, metadata: { items: page.length, offset }, totalResults: variants.length };
}

function* allStoreVariants(store: CatalogueStore, reader: Reader): Generator<StoreVariant> {
  for (const p of store.allProducts()) if (visibleTo(reader, p)) yield* storeVariants(p, false, reader.now);
}

/** The store variants query (over every variant of every visible product). */
export function queryStoreVariants(store: CatalogueStore, reader: Reader, query: Query | undefined): QueryStoreVariantsResponse {
  const result = runQuery(allStoreVariants(store, reader), query, { aliases: VARIANT_FIELD_ALIASES, scope: 'variants' });
  return { variants: result.items, metadata: result.metadata };
}

/** One store variant by `<productId>-<variantId>`. */
export function getStoreVariant(store: CatalogueStore, reader: Reader, id: string): StoreVariant {
  for (let i = id.indexOf('-'); i > 0; i = id.indexOf('-', i + 1)) {
    const product = store.product(id.slice(0, i));
    if (!product || !visibleTo(reader, product)) continue;
    const found = storeVariants(product, false, reader.now).find((v) => v.id === id);
    if (found) return found;
  }
  throw PlatformError.notFound(`Variant with id ${id} not found`, 'VARIANT_NOT_FOUND');
}

function visibleCollection(reader: Reader, c: Collection | undefined): c is Collection {
  return c !== undefined && (reader.merchant || c.visible !== false);
}

/** One collection by id. */
export function getCollection(store: CatalogueStore, reader: Reader, id: string): Collection {
  const c = store.collection(id);
  if (!visibleCollection(reader, c)) throw collectionNotFound(id);
  return collectionView(c, store.productCounts());
}

/** One collection by slug. */
export function getCollectionBySlug(store: CatalogueStore, reader: Reader, slug: string): Collection {
  const c = store.collectionBySlug(slug);
  if (!visibleCollection(reader, c)) throw PlatformError.notFound(`Collection with slug ${slug} not found`, 'COLLECTION_NOT_FOUND');
  return collectionView(c, store.productCounts());
}

/** The collections query. */
export function queryCollections(store: CatalogueStore, reader: Reader, query: Query | undefined): QueryCollectionsResponse {
  const counts = store.productCounts();
  const all = store
    .allCollections()
    .filter((c) => visibleCollection(reader, c))
    .map((c) => collectionView(c, counts));
  const result = runQuery(all, query, { scope: 'collections' });
  return { collections: result.items, metadata: result.metadata };
}
