/**
 * The catalogue's state: products (in catalogue order) and collections. Demo and written products are
 * kept as objects; products of a generated catalogue are kept as their index and built on read, so a
 * 10,000-product catalogue costs one small map entry each until a write touches a product.
 */
import type { Collection, MediaItem, Product } from '@storefront-kit/wire/catalogue';
import type { ResolvedEmulatorOptions } from '../core/options';
import { generatedCollectionIds, generatedSlug, generatedSummary, generateProduct } from './generator';
import { ALL_PRODUCTS_COLLECTION_ID, productId } from './ids';
import { demoCollections, demoProducts } from './seed';

/** The `seed` option of the emulator. */
export type SeedOption = ResolvedEmulatorOptions['seed'];

/** The catalogue's mutable state. */
export class CatalogueStore {
  private readonly products = new Map<string, Product | number>();
  private readonly collections = new Map<string, Collection>();
  private numericCounter = 1000;
  /** Summaries of generated products (small; built on first query). */
  private readonly summaries = new Map<number, Partial<Product>>();

  constructor(
    readonly baseUrl: string,
    seed: SeedOption,
  ) {
    for (const c of demoCollections(baseUrl)) {
      if (seed === 'empty' && c.id !== ALL_PRODUCTS_COLLECTION_ID) continue;
      this.collections.set(c.id!, c);
    }
    if (seed === 'demo') {
      for (const p of demoProducts(baseUrl)) this.products.set(p.id!, p);
      this.numericCounter += this.products.size;
    } else if (typeof seed === 'object' && seed.products !== undefined) {
      const count = Math.max(0, Math.floor(seed.products));
      for (let n = 1; n <= count; n++) this.products.set(productId(n), n);
      this.numericCounter += count;
    }
  }

  /** Number of products. */
  get productCount(): number {
    return this.products.size;
  }

  /** A product (do not mutate: use {@link mutableProduct} for writes). */
  product(id: string): Product | undefined {
    const entry = this.products.get(id);
    if (entry === undefined) return undefined;
    return typeof entry === 'number' ? generateProduct(entry, this.baseUrl) : entry;
  }

  /** A product that may be changed in place (a generated product is materialised first). */
  mutableProduct(id: string): Product | undefined {
    const entry = this.products.get(id);
    if (typeof entry !== 'number') return entry;
    const product = generateProduct(entry, this.baseUrl);
    this.products.set(id, product);
    return product;
  }

  /** Every product, in catalogue order (generated ones built one at a time). */
  *allProducts(): Generator<Product> {
    for (const entry of this.products.values()) {
      yield typeof entry === 'number' ? generateProduct(entry, this.baseUrl) : entry;
    }
  }

  /**
   * Every product for filtering and sorting, in catalogue order. A generated product is a cached summary
   * of its queryable fields that builds the whole product only when a filter reads another field.
   * The items may be proxies: answer with {@link product}(item.id), not the items themselves.
   */
  *queryableProducts(): Generator<Product> {
    for (const entry of this.products.values()) {
      if (typeof entry !== 'number') {
        yield entry;
        continue;
      }
      let summary = this.summaries.get(entry);
      if (!summary) {
        summary = generatedSummary(entry);
        this.summaries.set(entry, summary);
      }
      yield this.lazyProduct(entry, summary);
    }
  }

  /**
   * A page of products in catalogue order without filter or sort (the common "browse" query): counts
   * without building generated products (they are always visible) and builds only the page.
   */
  plainPage(includeHidden: boolean, offset: number, limit: number): { items: Product[]; total: number } {
    const items: Product[] = [];
    let total = 0;
    for (const [id, entry] of this.products) {
      if (!includeHidden && typeof entry !== 'number' && entry.visible === false) continue;
      if (total >= offset && total < offset + limit) items.push(this.product(id)!);
      total += 1;
    }
    return { items, total };
  }

  private lazyProduct(n: number, summary: Partial<Product>): Product {
    let full: Product | undefined;
    const baseUrl = this.baseUrl;
    return new Proxy(summary, {
      get(target, key) {
        if (key in target) return target[key as keyof Product];
        full ??= generateProduct(n, baseUrl);
        return full[key as keyof Product];
      },
    }) as Product;
  }

  /** Adds or replaces a product (a replaced product keeps its position). */
  putProduct(product: Product): void {
    this.products.set(product.id!, product);
  }

  /** Removes a product; false when it did not exist. */
  deleteProduct(id: string): boolean {
    return this.products.delete(id);
  }

  /** The next ascending numeric id (int64 as a string). */
  nextNumericId(): string {
    this.numericCounter += 1;
    return String(this.numericCounter);
  }

  /** The id of the product with this slug, other than `exceptId` (generated products are not built). */
  productIdBySlug(slug: string, exceptId?: string): string | undefined {
    for (const [id, entry] of this.products) {
      if (id === exceptId) continue;
      const s = typeof entry === 'number' ? generatedSlug(entry) : entry.slug;
      if (s === slug) return id;
    }
    return undefined;
  }

  /** Whether a product other than `exceptId` has this slug. */
  productSlugTaken(slug: string, exceptId?: string): boolean {
    return this.productIdBySlug(slug, exceptId) !== undefined;
  }

  /** The collection ids of a product, without building generated products. */
  private collectionIdsOfEntry(entry: Product | number): string[] {
    return typeof entry === 'number' ? generatedCollectionIds(entry) : (entry.collectionIds ?? []);
  }

  /** Number of products in each collection. */
  productCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const entry of this.products.values()) {
      for (const id of this.collectionIdsOfEntry(entry)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * The image URL of a media item by its id (products' and choices' media, collections' main media).
   * A seeded id (`m<product number>_<k>`) names its product, so a 10,000-product seed is not walked.
   */
  imageUrlOf(mediaId: string): string | undefined {
    const seeded = /^m(\d{6})_\d+$/.exec(mediaId);
    const products = seeded ? [this.product(productId(Number(seeded[1])))] : [...this.products.values()].filter((p): p is Product => typeof p !== 'number');
    const items = products.flatMap((p): MediaItem[] => [
      ...(p?.media?.items ?? []),
      ...(p?.productOptions ?? []).flatMap((o) => (o.choices ?? []).flatMap((c) => c.media?.items ?? [])),
    ]);
    for (const c of this.collections.values()) if (c.media?.mainMedia) items.push(c.media.mainMedia);
    return items.find((item) => item.id === mediaId)?.image?.url;
  }

  /** A collection as stored (no `numberOfProducts`). */
  collection(id: string): Collection | undefined {
    return this.collections.get(id);
  }

  /** A collection by slug. */
  collectionBySlug(slug: string): Collection | undefined {
    for (const c of this.collections.values()) if (c.slug === slug) return c;
    return undefined;
  }

  /** Every collection, in order. */
  allCollections(): Collection[] {
    return [...this.collections.values()];
  }

  /** Adds or replaces a collection. */
  putCollection(collection: Collection): void {
    this.collections.set(collection.id!, collection);
  }

  /** Removes a collection and its id from every product. */
  deleteCollection(id: string): boolean {
    if (!this.collections.delete(id)) return false;
    for (const [pid, entry] of this.products) {
      if (!this.collectionIdsOfEntry(entry).includes(id)) continue;
      const product = this.mutableProduct(pid)!;
      product.collectionIds = (product.collectionIds ?? []).filter((c) => c !== id);
    }
    return true;
  }
}
