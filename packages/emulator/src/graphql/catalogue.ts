/**
 * Resolvers of the catalogue part of the schema (`products`, `product`, `collections`, `collection` and
 * their types) over the catalogue store; fields not listed here are read as properties of the entity.
 */
import type { Collection, Product } from '@storefront-kit/wire/catalogue';
import { compileFilter, runQuery } from '../catalogue/query';
import { PRODUCT_FIELD_ALIASES } from '../catalogue/reads';
import type { CatalogueStore } from '../catalogue/store';
import { collectionView } from '../catalogue/views';
import type { GraphQLContext, Resolvers } from './types';

/** Maximum page size of the list fields (a larger `limit` is a field error). */
export const MAX_PAGE = 100;

type Args = Record<string, unknown>;

function page(args: Args): { limit: number; offset: number } {
  const limit = (args.limit ?? 20) as number;
  const offset = (args.offset ?? 0) as number;
  if (limit < 0 || limit > MAX_PAGE) throw new Error(`limit must be an integer between 0 and ${MAX_PAGE}`);
  if (offset < 0) throw new Error('offset must be a non-negative integer');
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

/** The catalogue store, or a field error when the catalogue module is not registered. */
export function catalogue(context: GraphQLContext): CatalogueStore {
  const store = context.catalogue();
  if (!store) throw new Error('the catalogue is not available');
  return store;
}

/** Whether the caller may see this product or collection (shoppers see visible ones only). */
export const canSee = (context: GraphQLContext, entity: { visible?: boolean | undefined }): boolean => context.merchant || entity.visible !== false;

/** Root `products` (and `Collection.products`). */
function products(context: GraphQLContext, args: Args, collectionId?: string) {
  const store = catalogue(context);
  const { limit, offset } = page(args);
  const and: Args[] = [];
  const inCollection = collectionId ?? (args.collectionId as string | undefined);
  if (inCollection) and.push({ collectionIds: inCollection });
  if (typeof args.search === 'string' && args.search !== '') and.push({ name: { $contains: args.search } });
  if (args.inStock !== undefined && args.inStock !== null) and.push({ 'stock.inStock': args.inStock });
  if (args.filter !== undefined && args.filter !== null) {
    if (typeof args.filter !== 'object' || Array.isArray(args.filter)) throw new Error('filter must be an object');
    // Checked on its own first, so that errors name the caller's paths (`filter.price.$like`).
    compileFilter(args.filter as Args, { aliases: PRODUCT_FIELD_ALIASES, errorField: 'filter' });
    and.push(args.filter as Args);
  }
  const sort = args.sort ? [SORTS[args.sort as string]!] : undefined;
  const visible = function* () {
    for (const p of store.queryableProducts()) if (canSee(context, p)) yield p;
  };
  const result = runQuery(
    visible(),
    { filter: and.length > 0 ? { $and: and } : {}, ...(sort ? { sort } : {}), paging: { limit, offset } },
    { aliases: PRODUCT_FIELD_ALIASES, errorField: 'filter' },
  );
  return { items: result.items.map((p) => store.product(p.id!)!), total: result.metadata.total, offset, limit };
}

const visibleCollections = (context: GraphQLContext): Collection[] =>
  catalogue(context)
    .allCollections()
    .filter((c) => canSee(context, c));

function imageUrl(media: Product['media']): string | null {
  return media?.mainMedia?.image?.url ?? media?.items?.find((m) => m.image?.url)?.image?.url ?? null;
}

/** The entity `args.id` names (looked up with `byId`), else the one with `args.slug`. */
function lookup<T extends { slug?: string | undefined }>(what: string, args: Args, byId: (id: string) => T | undefined, all: () => Iterable<T>): T | null {
  if (typeof args.id === 'string') return byId(args.id) ?? null;
  if (typeof args.slug !== 'string') throw new Error(`${what} needs an id or a slug`);
  for (const entity of all()) if (entity.slug === args.slug) return entity;
  return null;
}

/** The catalogue resolvers, by type and field. */
export const catalogueResolvers: Resolvers = {
  Query: {
    products: (_p, args, context) => products(context, args),
    product: (_p, args, context) => {
      const store = catalogue(context);
      const found = lookup(
        'product',
        args,
        (id) => store.product(id),
        () => store.allProducts(),
      );
      return found && canSee(context, found) ? found : null;
    },
    collections: (_p, args, context) => {
      const { limit, offset } = page(args);
      const all = visibleCollections(context);
      return { items: all.slice(offset, offset + limit), total: all.length, offset, limit };
    },
    collection: (_p, args, context) => {
      const all = visibleCollections(context);
      return lookup(
        'collection',
        args,
        (id) => all.find((c) => c.id === id),
        () => all,
      );
    },
  },
  Product: {
    collectionIds: (p: Product) => p.collectionIds ?? [],
    price: (p: Product) => p.priceData?.price,
    discountedPrice: (p: Product) => p.priceData?.discountedPrice,
    currency: (p: Product) => p.priceData?.currency,
    formattedPrice: (p: Product) => p.priceData?.formatted?.price,
    formattedDiscountedPrice: (p: Product) => p.priceData?.formatted?.discountedPrice,
    inStock: (p: Product) => p.stock?.inStock,
    inventoryStatus: (p: Product) => p.stock?.inventoryStatus,
    quantity: (p: Product) => p.stock?.quantity,
    imageUrl: (p: Product) => imageUrl(p.media),
    images: (p: Product) => (p.media?.items ?? []).filter((m) => m.image),
    options: (p: Product) => p.productOptions ?? [],
    variants: (p: Product) => p.variants ?? [],
    collections: (p: Product, _a, context) => (p.collectionIds ?? []).map((id) => catalogue(context).collection(id)).filter((c) => c && canSee(context, c)),
  },
  Image: {
    url: (m) => m.image?.url,
    width: (m) => m.image?.width,
    height: (m) => m.image?.height,
  },
  ProductOption: { choices: (o) => o.choices ?? [] },
  Variant: {
    price: (v) => v.variant?.priceData?.price,
    discountedPrice: (v) => v.variant?.priceData?.discountedPrice,
    sku: (v) => v.variant?.sku,
    weight: (v) => v.variant?.weight,
    visible: (v) => v.variant?.visible,
    inStock: (v) => v.stock?.inStock,
    quantity: (v) => v.stock?.quantity,
  },
  Collection: {
    imageUrl: (c: Collection) => imageUrl(c.media),
    numberOfProducts: (c: Collection, _a, context) => collectionView(c, context.counts()).numberOfProducts ?? 0,
    products: (c: Collection, args, context) => products(context, args, c.id),
  },
};
