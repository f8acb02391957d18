/** What readers see: products without merchant data unless asked for, collections with counts, store variants. */
import type { Collection, MediaItem, Product, ProductVariant, StoreVariant, VariantMedia } from '@storefront-kit/wire/catalogue';

/** Options of {@link productView}. */
export interface ProductViewOptions {
  /** Keep cost and profit data (merchants with `includeMerchantSpecificData`). */
  merchantData: boolean;
  /** Keep `variants` (false for queries without `includeVariants`). */
  variants?: boolean;
}

/** A copy of a product for an answer. */
export function productView(product: Product, options: ProductViewOptions): Product {
  const copy = structuredClone(product);
  if (options.variants === false) delete copy.variants;
  if (!options.merchantData) {
    delete copy.costAndProfitData;
    delete copy.costRange;
    for (const v of copy.variants ?? []) delete v.variant?.costAndProfitData;
  }
  return copy;
}

/** A copy of a product variant for an answer. */
export function variantView(variant: ProductVariant, merchantData: boolean): ProductVariant {
  const copy = structuredClone(variant);
  if (!merchantData) delete copy.variant?.costAndProfitData;
  return copy;
}

/** A collection with its `numberOfProducts`. */
export function collectionView(collection: Collection, counts: Map<string, number>): Collection {
  return { ...structuredClone(collection), numberOfProducts: counts.get(collection.id!) ?? 0 };
}

/** How long the media URLs in an answer stay valid (the platform's media URLs expire; these say when). */
const MEDIA_URL_TTL_MS = 24 * 60 * 60 * 1000;

/** The `urlExpirationDate` of media URLs handed out at `now` (epoch ms): ISO-8601, {@link MEDIA_URL_TTL_MS} later. */
export function urlExpirationDate(now: number): string {
  return new Date(now + MEDIA_URL_TTL_MS).toISOString();
}

function imageOf(item: MediaItem | undefined): VariantMedia['image'] {
  return item?.image ? { ...item.image } : undefined;
}

/**
 * The media of a variant: the first image of its choices' media, else the product's main image, plus the
 * product's video; the image and the video carry `expires` as their `urlExpirationDate` when given.
 */
export function variantMedia(product: Product, choices: Record<string, string>, expires?: string): VariantMedia {
  let image: VariantMedia['image'];
  for (const option of product.productOptions ?? []) {
    const choice = option.choices?.find((c) => c.description === choices[option.name ?? '']);
    const item = choice?.media?.items?.find((m) => m.mediaType === 'image');
    if (item) {
      image = imageOf(item);
      break;
    }
  }
  image ??= imageOf(product.media?.items?.find((m) => m.mediaType === 'image'));
  const expiry = expires ? { urlExpirationDate: expires } : {};
  const media: VariantMedia = {};
  if (image) media.image = { ...image, ...expiry };
  const video = product.media?.items?.find((m) => m.mediaType === 'video');
  if (video?.video) {
    media.video = {
      id: video.id,
      resolutions: (video.video.files ?? []).map((f) => ({ ...f })),
      posters: video.thumbnail ? [{ ...video.thumbnail }] : [],
      ...expiry,
    };
  }
  return media;
}

/** The `<productId>-<variantId>` id of a store variant. */
function storeVariantId(productId: string, variantId: string): string {
  return `${productId}-${variantId}`;
}

/** The store variants of a product, as answered at `now` (epoch ms: the media URLs' expiry counts from it). */
export function storeVariants(product: Product, merchantData: boolean, now: number): StoreVariant[] {
  const expires = urlExpirationDate(now);
  return (product.variants ?? []).map((v) => {
    const choices = v.choices ?? {};
    const names = Object.values(choices);
    const variant = variantView(v, merchantData);
    return {
      id: storeVariantId(product.id!, v.id!),
      variantId: v.id,
      productId: product.id,
      variantName: names.length > 0 ? names.join(' / ') : (product.name ?? ''),
      productName: product.name,
      managedVariant: product.manageVariants ?? false,
      sku: v.variant?.sku ?? product.sku,
      choices: { ...choices },
      collectionIds: [...(product.collectionIds ?? [])],
      variant: variant.variant,
      stock: variant.stock,
      media: variantMedia(product, choices, expires),
    };
  });
}
