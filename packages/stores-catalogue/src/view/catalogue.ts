/**
 * The catalogue facade: the storefront reads a shop needs, on whichever catalogue the store runs. It
 * asks the version once per client and answers views, so a shop never branches on the version itself.
 */
import { isHttpError, invalid, requireInteger, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { getCategoryBySlug, queryCategories } from '@storefront-kit/categories';
import type { V3Filter, V3Sorting } from '@storefront-kit/wire/catalogue-v3';
import { getCatalogVersion, type CatalogVersion } from '../catalog-version';
import { getCollectionBySlug, queryCollections } from '../collections';
import { queryProducts as queryV1, type ProductsQueryBuilder } from '../query-products';
import { countProducts, getProduct as getV3, getProductBySlug as getV3BySlug } from '../v3/product-reads';
import { getProduct as getV1 } from '../get-product';
import { searchProducts as searchV3 } from '../v3/search-products';
import { fromCategory, fromCollection } from './category-view';
import { fromV1 } from './from-v1';
import { fromV3 } from './from-v3';
import type { CategoryView, ProductView, ProductViewOptions } from './types';

/**
 * The orders a product list can take, on either catalogue.
 *
 * @group View
 */
export type ProductSort = 'featured' | 'price-asc' | 'price-desc' | 'name' | 'newest';

/**
 * What {@link Catalogue.listProducts} lists: a category (V1: a collection), an order, a page size and
 * a page (`cursor`, from a previous page's `cursors`), and optionally a free-text `search`.
 *
 * @group View
 */
export interface ProductListQuery {
  /** Only products of this category (a V1 collection id; a V3 category id). */
  categoryId?: string;
  /** @default 'featured' (the store's own order) */
  sort?: ProductSort;
  /** Products a page, 1..100. @default 24 */
  limit?: number;
  /** The page to read: a previous page's `cursors.next` or `cursors.prev`. */
  cursor?: string;
  /** Free text: V3 searches names and descriptions; V1 matches names containing it. */
  search?: string;
}

/**
 * A page of product views.
 *
 * @group View
 */
export interface ProductListPage {
  readonly items: ProductView[];
  /** How many products match (every page of the list), when known. */
  readonly total: number | undefined;
  /** The neighbouring pages, for {@link ProductListQuery.cursor}. */
  readonly cursors: { readonly next?: string; readonly prev?: string };
}

/**
 * The storefront reads on either catalogue, made by {@link catalogueOf}.
 *
 * @group View
 */
export interface Catalogue {
  /** The store's catalogue version: the declared `catalogVersion`, else asked once per client (concurrent callers share one request; a failure is asked again next time). */
  version(options?: CallOptions): Promise<CatalogVersion>;
  /** A page of products: by category, sorted, paged by cursors, optionally searched. */
  listProducts(query?: ProductListQuery, options?: CallOptions): Promise<ProductListPage>;
  /** One product with its variants, or `null` when no visible product has that id. */
  getProduct(id: string, options?: CallOptions): Promise<ProductView | null>;
  /** One product with its variants, or `null` when no visible product has that slug. */
  getProductBySlug(slug: string, options?: CallOptions): Promise<ProductView | null>;
  /** Every collection (V1) or category (V3) of the store, hidden ones included (`visible` says): a page of 100 after another. */
  listCategories(options?: CallOptions): Promise<CategoryView[]>;
  /** One collection (V1) or category (V3), or `null` when none has that slug. */
  getCategoryBySlug(slug: string, options?: CallOptions): Promise<CategoryView | null>;
}

/**
 * Options of {@link catalogueOf}.
 *
 * @group View
 */
export interface CatalogueOptions extends ProductViewOptions {
  /**
   * The catalogue the app knows its store runs: the facade then never asks the version, saving a
   * sequential request before the first read. Omitted, it asks once. A wrong declaration is not fatal:
   * when the store refuses a read as of the other catalogue (428 `CATALOG_VERSION_MISMATCH`, e.g. after
   * the store moved to V3), the facade drops the declaration, asks the version once, and reads again.
   * An asked version the store later refuses is asked again the same way.
   */
  catalogVersion?: 'V1_CATALOG' | 'V3_CATALOG';
}

const DEFAULT_LIMIT = 24;
const V3_LIST_FIELDS = ['CURRENCY'] as const;
const V3_PRODUCT_FIELDS = ['CURRENCY', 'PLAIN_DESCRIPTION', 'MEDIA_ITEMS_INFO', 'VARIANT_OPTION_CHOICE_NAMES'] as const;

const V1_SORTS: Record<ProductSort, (q: ProductsQueryBuilder) => ProductsQueryBuilder> = {
  featured: (q) => q,
  // The price the shopper sees: the sale price (the list price when not on sale).
  'price-asc': (q) => q.ascending('discountedPrice'),
  'price-desc': (q) => q.descending('discountedPrice'),
  name: (q) => q.ascending('name'),
  newest: (q) => q.descending('createdDate'),
};

const V3_SORTS: Record<ProductSort, V3Sorting[] | undefined> = {
  featured: undefined,
  'price-asc': [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
  'price-desc': [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
  name: [{ fieldName: 'name', order: 'ASC' }],
  newest: [{ fieldName: 'createdDate', order: 'DESC' }],
};

/** The platform's refusal of a call of the other catalogue than the store runs. */
const isVersionMismatch = (e: unknown): boolean => isHttpError(e) && e.status === 428 && e.code === 'CATALOG_VERSION_MISMATCH';

/** A missing entity is `null`, not an error; anything else is thrown on. */
const nullWhenNotFound = (e: unknown): null => {
  if (isHttpError(e) && e.status === 404) return null;
  throw e;
};

/** Every item of a query, page after page (a store may hold more categories than a page). */
async function every<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** V1 pages are offsets; the facade hands them out as cursors, so a shop pages both catalogues alike. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,9}$/.test(cursor)) invalid('query.cursor', 'must be a cursor from a previous page of this catalogue');
  return Number(cursor);
}

async function listV1(client: RequestClient, query: ProductListQuery, limit: number, options: CallOptions): Promise<ProductListPage> {
  let q = queryV1(client);
  if (query.categoryId) q = q.hasSome('collectionIds', [query.categoryId]);
  if (query.search) q = q.contains('name', query.search);
  const offset = offsetOf(query.cursor);
  const page = await V1_SORTS[query.sort ?? 'featured'](q).limit(limit).skip(offset).find(options);
  return {
    items: page.items.map(fromV1),
    total: page.totalCount,
    cursors: { ...(page.hasNext() ? { next: String(offset + limit) } : {}), ...(offset > 0 ? { prev: String(Math.max(0, offset - limit)) } : {}) },
  };
}

async function listV3(client: RequestClient, query: ProductListQuery, limit: number, options: CatalogueOptions & CallOptions): Promise<ProductListPage> {
  const { signal, timeoutMs } = options;
  const filter: V3Filter | undefined = query.categoryId
    ? { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [query.categoryId] } }] } }
    : undefined;
  const search = query.search ? { expression: query.search, fields: ['name', 'description'] } : undefined;
  const sort = V3_SORTS[query.sort ?? 'featured'];
  // A next page is its cursor alone: the cursor carries the filter, search and sort.
  const request = query.cursor ? { cursorPaging: { cursor: query.cursor, limit } } : { search, filter, sort, cursorPaging: { limit } };
  const [answer, counted] = await Promise.all([
    searchV3(client, request, { fields: V3_LIST_FIELDS, signal, timeoutMs }),
    countProducts(client, { filter, search, signal, timeoutMs }),
  ]);
  const { cursors, hasNext } = answer.pagingMetadata ?? {};
  return {
    items: (answer.products ?? []).map((p) => fromV3(p, options)),
    total: counted.count,
    cursors: { ...(hasNext && cursors?.next ? { next: cursors.next } : {}), ...(cursors?.prev ? { prev: cursors.prev } : {}) },
  };
}

/**
 * The store's version for a client's reads: the declared one, else asked once (concurrent callers share
 * the request; a failure is asked again next time). `read` runs a read on it; when the store refuses
 * the read as of the other catalogue, the version the read went by (declared or asked) is dropped, asked
 * again, and the read runs once more.
 */
function versionOf(client: RequestClient, declaredVersion: CatalogueOptions['catalogVersion']) {
  let declared = declaredVersion;
  let asked: Promise<CatalogVersion> | undefined;
  const version = () => {
    if (declared) return Promise.resolve(declared);
    // Sent without any one caller's signal: the answer is shared by every read of this client.
    asked ??= getCatalogVersion(client).then(
      (r) => r.catalogVersion,
      (e: unknown) => {
        asked = undefined;
        throw e;
      },
    );
    return asked;
  };
  async function read<T>(run: (onV3: boolean) => Promise<T>): Promise<T> {
    const trusted = declared;
    const answer = version();
    try {
      return await run((await answer) === 'V3_CATALOG');
    } catch (e) {
      if (!isVersionMismatch(e)) throw e;
      // The store runs the other catalogue: the declaration was wrong, or the store moved since it was
      // asked. Forget what this read went by (unless a concurrent read already did) and ask once more.
      if (trusted) {
        if (declared === trusted) declared = undefined;
      } else if (asked === answer) {
        asked = undefined;
      }
      return run((await version()) === 'V3_CATALOG');
    }
  }
  return { version, read };
}

function createCatalogue(client: RequestClient, settings: CatalogueOptions): Catalogue {
  const { version, read } = versionOf(client, settings.catalogVersion);

  return {
    version,
    async listProducts(query = {}, options = {}) {
      // Checked before the version is asked: a bad query sends nothing.
      const limit = requireInteger(query.limit ?? DEFAULT_LIMIT, 'query.limit', 1, 100);
      if (query.cursor !== undefined && !query.cursor) invalid('query.cursor', 'must be a cursor from a previous page');
      // Own keys only: a sort from an address such as `toString` must not find an inherited member.
      if (query.sort !== undefined && !Object.hasOwn(V1_SORTS, query.sort)) invalid('query.sort', `must be one of ${Object.keys(V1_SORTS).join(', ')}`);
      return read((onV3) => (onV3 ? listV3(client, query, limit, { ...settings, ...options }) : listV1(client, query, limit, options)));
    },
    getProduct(id, options = {}) {
      return read((onV3) =>
        onV3
          ? getV3(client, id, { ...options, fields: V3_PRODUCT_FIELDS }).then((p) => fromV3(p, settings), nullWhenNotFound)
          : getV1(client, id, options).then((r) => fromV1(r.product), nullWhenNotFound),
      );
    },
    getProductBySlug(slug, options = {}) {
      return read(async (onV3) => {
        if (onV3) return getV3BySlug(client, slug, { ...options, fields: V3_PRODUCT_FIELDS }).then((r) => fromV3(r.product, settings), nullWhenNotFound);
        const { items } = await queryV1(client, { includeVariants: true }).eq('slug', slug).limit(1).find(options);
        return items[0] ? fromV1(items[0]) : null;
      });
    },
    listCategories(options = {}) {
      return read(async (onV3) =>
        onV3
          ? (await every(queryCategories(client).limit(100).iterate(options))).map(fromCategory)
          : (await every(queryCollections(client).limit(100).iterate(options))).map(fromCollection),
      );
    },
    getCategoryBySlug(slug, options = {}) {
      return read((onV3) =>
        onV3
          ? getCategoryBySlug(client, slug, options).then((r) => fromCategory(r.category), nullWhenNotFound)
          : getCollectionBySlug(client, slug, options).then((r) => fromCollection(r.collection), nullWhenNotFound),
      );
    },
  };
}

const catalogues = new WeakMap<RequestClient, Catalogue>();

/**
 * The client's catalogue facade: products, product by slug, categories and search on a V1 or a V3
 * store, answered as views ({@link toProductView}). The first read asks the store's version
 * (`getCatalogVersion`) once for the client; every later read, from any caller, reuses the answer.
 * The same facade is returned for the same client (the first call's `options` stay).
 *
 * @param client - a client from `createClient`
 * @param options - `staticOrigin`: where V3's `wix:image://` ids are served from
 * @returns the client's {@link Catalogue}
 * @throws {ValidationError} from a read: a bad slug, limit, cursor or sort, before any request
 * @throws {HttpError} from a read: what the platform answers (a missing product or category is `null`, not an error)
 *
 * @group View
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { catalogueOf } from '@storefront-kit/stores-catalogue/view';
 * const catalogue = catalogueOf(createClient());
 * const shelf = await catalogue.listProducts({ sort: 'price-asc', limit: 12 });
 * const more = shelf.cursors.next ? await catalogue.listProducts({ sort: 'price-asc', limit: 12, cursor: shelf.cursors.next }) : undefined;
 * const found = await catalogue.listProducts({ search: 'tee' });
 * const tee = await catalogue.getProductBySlug('classic-tee');
 * console.log(shelf.items.map((p) => p.price.formatted), more?.items.length, found.total, tee?.variants.length);
 * // A shop built for a V3 store reads products at once, without asking the version first:
 * const known = catalogueOf(createClient(), { catalogVersion: 'V3_CATALOG' });
 * console.log((await known.listProducts()).items.length);
 * ```
 */
export function catalogueOf(client: RequestClient, options: CatalogueOptions = {}): Catalogue {
  let catalogue = catalogues.get(client);
  if (!catalogue) {
    catalogue = createCatalogue(client, options);
    catalogues.set(client, catalogue);
  }
  return catalogue;
}
