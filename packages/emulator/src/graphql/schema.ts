/**
 * The emulator's GraphQL schema (a documented subset, see `docs/graphql.md`): root fields `products`,
 * `product`, `collections`, `collection` over the catalogue store, with `Product`, `Collection`,
 * `ProductOption`, `Choice`, `Variant`, `Image`, `ProductPage` and `CollectionPage` types.
 */
import type { Collection, Product } from '@storefront-kit/stores-catalogue';
import { compileFilter, runQuery } from '../catalogue/query';
import { PRODUCT_FIELD_ALIASES } from '../catalogue/reads';
import type { CatalogueStore } from '../catalogue/store';
import { collectionView } from '../catalogue/views';

/** What resolvers see. */
export interface ResolverContext {
  store: CatalogueStore;
  /** Whether the caller may see hidden products and collections. */
  merchant: boolean;
  /** Memoised product counts per collection. */
  counts(): Map<string, number>;
}

/** A field: its argument names and types, its result type, and how to resolve it. */
export interface FieldDefinition {
  /** A scalar name (`ID`, `String`, `Int`, `Float`, `Boolean`, `JSON`) or an object type name; `[T]` for lists. */
  type: string;
  args?: Record<string, string>;
  resolve(parent: any, args: Record<string, unknown>, context: ResolverContext): unknown;
}

/** The scalar type names. */
export const SCALARS = new Set(['ID', 'String', 'Int', 'Float', 'Boolean', 'JSON']);

/** Maximum page size of the list fields. */
export const MAX_PAGE = 100;
/** Default page size of the list fields. */
export const DEFAULT_PAGE = 20;

const field = (type: string, resolve: FieldDefinition['resolve'], args?: Record<string, string>): FieldDefinition => ({ type, resolve, ...(args ? { args } : {}) });
const prop = (type: string, key: string): FieldDefinition => field(type, (p) => p[key] ?? null);

function page(args: Record<string, unknown>): { limit: number; offset: number } {
  const limit = args.limit === undefined || args.limit === null ? DEFAULT_PAGE : Number(args.limit);
  const offset = args.offset === undefined || args.offset === null ? 0 : Number(args.offset);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) throw new Error(`limit must be an integer between 0 and ${MAX_PAGE}`);
  if (!Number.isInteger(offset) || offset < 0) throw new Error('offset must be a non-negative integer');
  return { limit, offset };
}

const SORTS: Record<string, { fieldName: string; order: 'ASC' | 'DESC' }> = {
  NAME_ASC: { fieldName: 'name', order: 'ASC' },
  NAME_DESC: { fieldName: 'name', order: 'DESC' },
  PRICE_ASC: { fieldName: 'price', order: 'ASC' },
  PRICE_DESC: { fieldName: 'price', order: 'DESC' },
  CREATED_ASC: { fieldName: 'createdDate', order: 'ASC' },
  CREATED_DESC: { fieldName: 'createdDate', order: 'DESC' },
};

/** Root `products` (and `Collection.products`). */
function products(context: ResolverContext, args: Record<string, unknown>, collectionId?: string) {
  const { limit, offset } = page(args);
  const and: Record<string, unknown>[] = [];
  const inCollection = collectionId ?? (args.collectionId as string | undefined);
  if (inCollection) and.push({ collectionIds: inCollection });
  if (typeof args.search === 'string' && args.search !== '') and.push({ name: { $contains: args.search } });
  if (args.inStock !== undefined && args.inStock !== null) and.push({ 'stock.inStock': args.inStock });
  if (args.filter !== undefined && args.filter !== null) {
    if (typeof args.filter !== 'object' || Array.isArray(args.filter)) throw new Error('filter must be an object');
    // Checked on its own first, so that errors name the caller's paths (`filter.price.$like`).
    compileFilter(args.filter as Record<string, unknown>, { aliases: PRODUCT_FIELD_ALIASES, errorField: 'filter' });
    and.push(args.filter as Record<string, unknown>);
  }
  let sort: { fieldName: string; order: 'ASC' | 'DESC' }[] | undefined;
  if (args.sort !== undefined && args.sort !== null) {
    const s = SORTS[String(args.sort)];
    if (!s) throw new Error(`sort must be one of ${Object.keys(SORTS).join(', ')}`);
    sort = [s];
  }
  const visible = function* () {
    for (const p of context.store.queryableProducts()) if (context.merchant || p.visible !== false) yield p;
  };
  const result = runQuery(visible(), { filter: and.length > 0 ? { $and: and } : {}, ...(sort ? { sort } : {}), paging: { limit, offset } }, { aliases: PRODUCT_FIELD_ALIASES, errorField: 'filter' });
  return { items: result.items.map((p) => context.store.product(p.id!)!), total: result.metadata.total, offset, limit };
}

function collectionsVisible(context: ResolverContext): Collection[] {
  return context.store.allCollections().filter((c) => context.merchant || c.visible !== false);
}

function imageUrl(media: Product['media']): string | null {
  return media?.mainMedia?.image?.url ?? media?.items?.find((m) => m.image?.url)?.image?.url ?? null;
}

/** Every object type and its fields. */
export const TYPES: Record<string, Record<string, FieldDefinition>> = {
  Query: {
    products: field('ProductPage', (_p, args, ctx) => products(ctx, args), {
      limit: 'Int', offset: 'Int', collectionId: 'ID', search: 'String', inStock: 'Boolean', sort: 'ProductSort', filter: 'JSON',
    }),
    product: field(
      'Product',
      (_p, args, ctx) => {
        let found: Product | undefined;
        if (typeof args.id === 'string') found = ctx.store.product(args.id);
        else if (typeof args.slug === 'string') {
          for (const p of ctx.store.allProducts()) if (p.slug === args.slug) { found = p; break; }
        } else throw new Error('product needs an id or a slug');
        return found && (ctx.merchant || found.visible !== false) ? found : null;
      },
      { id: 'ID', slug: 'String' },
    ),
    collections: field(
      'CollectionPage',
      (_p, args, ctx) => {
        const { limit, offset } = page(args);
        const all = collectionsVisible(ctx);
        return { items: all.slice(offset, offset + limit), total: all.length, offset, limit };
      },
      { limit: 'Int', offset: 'Int' },
    ),
    collection: field(
      'Collection',
      (_p, args, ctx) => {
        const all = collectionsVisible(ctx);
        if (typeof args.id === 'string') return all.find((c) => c.id === args.id) ?? null;
        if (typeof args.slug === 'string') return all.find((c) => c.slug === args.slug) ?? null;
        throw new Error('collection needs an id or a slug');
      },
      { id: 'ID', slug: 'String' },
    ),
  },
  ProductPage: { items: prop('[Product]', 'items'), total: prop('Int', 'total'), offset: prop('Int', 'offset'), limit: prop('Int', 'limit') },
  CollectionPage: { items: prop('[Collection]', 'items'), total: prop('Int', 'total'), offset: prop('Int', 'offset'), limit: prop('Int', 'limit') },
  Product: {
    id: prop('ID', 'id'),
    name: prop('String', 'name'),
    slug: prop('String', 'slug'),
    description: prop('String', 'description'),
    visible: prop('Boolean', 'visible'),
    productType: prop('String', 'productType'),
    sku: prop('String', 'sku'),
    brand: prop('String', 'brand'),
    ribbon: prop('String', 'ribbon'),
    numericId: prop('String', 'numericId'),
    weight: prop('Float', 'weight'),
    createdDate: prop('String', 'createdDate'),
    lastUpdated: prop('String', 'lastUpdated'),
    collectionIds: prop('[ID]', 'collectionIds'),
    price: field('Float', (p: Product) => p.priceData?.price ?? null),
    discountedPrice: field('Float', (p: Product) => p.priceData?.discountedPrice ?? null),
    currency: field('String', (p: Product) => p.priceData?.currency ?? null),
    formattedPrice: field('String', (p: Product) => p.priceData?.formatted?.price ?? null),
    formattedDiscountedPrice: field('String', (p: Product) => p.priceData?.formatted?.discountedPrice ?? null),
    inStock: field('Boolean', (p: Product) => p.stock?.inStock ?? null),
    inventoryStatus: field('String', (p: Product) => p.stock?.inventoryStatus ?? null),
    quantity: field('Int', (p: Product) => p.stock?.quantity ?? null),
    imageUrl: field('String', (p: Product) => imageUrl(p.media)),
    images: field('[Image]', (p: Product) => (p.media?.items ?? []).filter((m) => m.image)),
    options: field('[ProductOption]', (p: Product) => p.productOptions ?? []),
    variants: field('[Variant]', (p: Product) => p.variants ?? []),
    collections: field('[Collection]', (p: Product, _a, ctx) => (p.collectionIds ?? []).map((id) => ctx.store.collection(id)).filter((c) => c && (ctx.merchant || c.visible !== false))),
  },
  Image: {
    id: prop('ID', 'id'),
    title: prop('String', 'title'),
    url: field('String', (m) => m.image?.url ?? null),
    width: field('Int', (m) => m.image?.width ?? null),
    height: field('Int', (m) => m.image?.height ?? null),
  },
  ProductOption: { name: prop('String', 'name'), optionType: prop('String', 'optionType'), choices: prop('[Choice]', 'choices') },
  Choice: { value: prop('String', 'value'), description: prop('String', 'description'), inStock: prop('Boolean', 'inStock'), visible: prop('Boolean', 'visible') },
  Variant: {
    id: prop('ID', 'id'),
    choices: prop('JSON', 'choices'),
    price: field('Float', (v) => v.variant?.priceData?.price ?? null),
    discountedPrice: field('Float', (v) => v.variant?.priceData?.discountedPrice ?? null),
    sku: field('String', (v) => v.variant?.sku ?? null),
    weight: field('Float', (v) => v.variant?.weight ?? null),
    visible: field('Boolean', (v) => v.variant?.visible ?? null),
    inStock: field('Boolean', (v) => v.stock?.inStock ?? null),
    quantity: field('Int', (v) => v.stock?.quantity ?? null),
  },
  Collection: {
    id: prop('ID', 'id'),
    name: prop('String', 'name'),
    slug: prop('String', 'slug'),
    description: prop('String', 'description'),
    visible: prop('Boolean', 'visible'),
    imageUrl: field('String', (c: Collection) => imageUrl(c.media)),
    numberOfProducts: field('Int', (c: Collection, _a, ctx) => collectionView(c, ctx.counts()).numberOfProducts ?? 0),
    products: field('ProductPage', (c: Collection, args, ctx) => products(ctx, args, c.id), { limit: 'Int', offset: 'Int', search: 'String', inStock: 'Boolean', sort: 'ProductSort', filter: 'JSON' }),
  },
};

/** Enum types of arguments and their values. */
export const ENUMS: Record<string, string[]> = { ProductSort: Object.keys(SORTS) };
