/** The catalogue as the cart sees it (`ctx.services.catalogue.resolveItem`). */
import type { Collection, Product, ProductVariant } from '@storefront-kit/wire/catalogue';
import type { CatalogueService, ResolvedCatalogItem } from '../core/services';
import { matchingVariants, normalizeSelection } from './availability';
import { decimalString } from './money';
import type { CatalogueStore } from './store';
import { variantMedia } from './views';

function pickVariant(product: Product, options: Record<string, unknown> | undefined): ProductVariant | undefined {
  const variants = product.variants ?? [];
  const variantId = options?.variantId;
  if (typeof variantId === 'string' && variantId !== '') return variants.find((v) => v.id === variantId);
  const raw = options?.options;
  const hasOptions = (product.productOptions?.length ?? 0) > 0;
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length > 0) {
    const selection: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) selection[k] = String(v);
    let normalized: Record<string, string>;
    try {
      normalized = normalizeSelection(product, selection);
    } catch {
      return undefined;
    }
    if (Object.keys(normalized).length !== (product.productOptions?.length ?? 0)) return undefined;
    const matches = matchingVariants(product, normalized);
    return matches.length === 1 ? matches[0] : undefined;
  }
  return hasOptions ? undefined : variants[0];
}

/** The id of the media item (a choice's or the product's) whose image is at `url`. */
function mediaIdOf(product: Product, url: string): string | undefined {
  const choiceItems = (product.productOptions ?? []).flatMap((option) => (option.choices ?? []).flatMap((choice) => choice.media?.items ?? []));
  return [...choiceItems, ...(product.media?.items ?? [])].find((item) => item.image?.url === url)?.id;
}

/**
 * Resolves a cart line's catalogue reference: `catalogItemId` = product id; `options.variantId`, or
 * `options.options` = a complete choice selection (values or descriptions). Products with options need
 * one of them; invisible products and unknown variants resolve to `undefined`.
 */
export function resolveCatalogItem(
  store: CatalogueStore,
  reference: { catalogItemId: string; options?: Record<string, unknown> },
): ResolvedCatalogItem | undefined {
  const product = store.product(reference.catalogItemId);
  if (!product || product.visible === false) return undefined;
  const variant = pickVariant(product, reference.options);
  if (!variant) return undefined;
  const data = variant.variant ?? {};
  const choices = { ...variant.choices };
  const tracking = product.stock?.trackInventory === true;
  const item: ResolvedCatalogItem = {
    productId: product.id!,
    name: product.name ?? '',
    slug: product.slug ?? '',
    price: decimalString(data.priceData?.discountedPrice ?? data.priceData?.price ?? 0),
    fullPrice: decimalString(data.priceData?.price ?? 0),
    currency: data.priceData?.currency ?? product.priceData?.currency ?? 'USD',
    choices,
    inStock: variant.stock?.inStock === true && data.visible !== false,
    productType: product.productType === 'digital' ? 'digital' : 'physical',
  };
  if ((product.productOptions?.length ?? 0) > 0) item.variantId = variant.id;
  const sku = data.sku ?? product.sku;
  if (sku) item.sku = sku;
  if (product.productType !== 'digital' && data.weight !== undefined) item.weight = data.weight;
  const image = variantMedia(product, choices).image;
  if (image?.url) item.imageUrl = image.url;
  const imageId = image?.url ? mediaIdOf(product, image.url) : undefined;
  if (imageId) item.imageId = imageId;
  if (image?.url && image.width !== undefined && image.height !== undefined) item.imageSize = { width: image.width, height: image.height };
  if (tracking) item.quantityAvailable = variant.stock?.quantity ?? 0;
  return item;
}

/** Every collection with its products' ids, in catalogue order (generated products are read from their summaries). */
function collectionMembers(store: CatalogueStore): { collection: Collection; productIds: string[] }[] {
  const members = new Map(store.allCollections().map((collection) => [collection.id!, { collection, productIds: [] as string[] }]));
  for (const product of store.queryableProducts()) {
    for (const id of product.collectionIds ?? []) members.get(id)?.productIds.push(product.id!);
  }
  return [...members.values()];
}

/** The {@link CatalogueService} over a store (read through `current()` so resets are seen). */
export function catalogueService(current: () => CatalogueStore): CatalogueService {
  return {
    resolveItem: (reference) => resolveCatalogItem(current(), reference),
    collectionMembers: () => collectionMembers(current()),
  };
}
