import type { Product } from '@storefront-kit/wire/catalogue';
import type { Choice, MediaItem, ProductOption, ProductVariant } from '@storefront-kit/wire/catalogue';
import { moneyOf, priceOf } from './money';
import type { ImageView, OptionView, PriceView, ProductView, VariantView } from './types';

const imageOf = (item: MediaItem | undefined, fallbackAlt: string): ImageView | undefined => {
  const image = item?.mediaType === undefined || item.mediaType === 'image' ? item?.image : undefined;
  if (!image?.url) return undefined;
  return { url: image.url, alt: image.altText || item?.title || fallbackAlt, width: image.width, height: image.height };
};

const pricesOf = (
  data: { price?: number; discountedPrice?: number; currency?: string; formatted?: { price?: string; discountedPrice?: string } } | undefined,
  currency: string,
): PriceView =>
  priceOf(moneyOf(data?.discountedPrice, data?.formatted?.discountedPrice, currency), moneyOf(data?.price, data?.formatted?.price, currency), currency);

/** A V1 choice is named by its `description` (colours keep their code in `value`). */
const choiceName = (choice: Choice) => choice.description || choice.value || '';

function optionOf(option: ProductOption, name: string): OptionView {
  const color = option.optionType === 'color';
  return {
    name: option.name ?? '',
    type: color ? 'color' : 'text',
    choices: (option.choices ?? [])
      .filter((c) => c.visible !== false)
      .map((c) => {
        const image = imageOf(c.media?.mainMedia ?? c.media?.items?.[0], `${name} ${choiceName(c)}`);
        return { value: choiceName(c), ...(color && c.value ? { colorCode: c.value } : {}), inStock: c.inStock !== false, ...(image ? { image } : {}) };
      }),
  };
}

function variantOf(variant: ProductVariant, currency: string): VariantView {
  const stock = variant.stock;
  return {
    id: variant.id ?? '',
    choices: { ...variant.choices },
    ...pricesOf(variant.variant?.priceData, currency),
    inStock: stock?.inStock !== false,
    ...(stock?.trackQuantity && stock.quantity !== undefined ? { quantity: stock.quantity } : {}),
    ...(variant.variant?.sku ? { sku: variant.variant.sku } : {}),
  };
}

/** The view of a V1 product. */
export function fromV1(product: Product): ProductView {
  const name = product.name ?? '';
  const currency = product.priceData?.currency ?? '';
  const media = product.media;
  const items = media?.mainMedia && !media.items?.some((m) => m.id === media.mainMedia?.id) ? [media.mainMedia, ...(media.items ?? [])] : (media?.items ?? []);
  const range = product.priceRange;
  const ribbon = product.ribbon || product.ribbons?.[0]?.text;
  return {
    id: product.id ?? '',
    name,
    slug: product.slug ?? '',
    description: product.description ?? '',
    ...pricesOf(product.priceData, currency),
    hasPriceRange: range?.minValue !== undefined && range.maxValue !== undefined && range.minValue !== range.maxValue,
    images: items.map((m) => imageOf(m, name)).filter((i): i is ImageView => !!i),
    options: (product.productOptions ?? []).map((o) => optionOf(o, name)),
    variants: (product.variants ?? []).filter((v) => v.variant?.visible !== false).map((v) => variantOf(v, currency)),
    ...(ribbon ? { ribbon } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    inStock: product.stock?.inStock !== false && product.stock?.inventoryStatus !== 'OUT_OF_STOCK',
    catalogVersion: 'V1_CATALOG',
  };
}
