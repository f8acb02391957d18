import { getImageUrl } from '@storefront-kit/media';
import type { ConnectedOption, ProductMedia, V3Image, V3Product, V3Variant } from '@storefront-kit/wire/catalogue-v3';
import { moneyOf, priceOf } from './money';
import type { ImageView, OptionView, ProductView, ProductViewOptions, VariantView } from './types';

type Resolve = (image: V3Image | undefined, alt: string) => ImageView | undefined;

/** Images whose URL is a `wix:image://` id become static URLs (on `staticOrigin` when given). */
const resolverOf =
  ({ staticOrigin }: ProductViewOptions, altById: Map<string, string>): Resolve =>
  (image, alt) => {
    const raw = image?.url;
    if (!raw) return undefined;
    const url = raw.startsWith('wix:image:') ? getImageUrl(raw, staticOrigin ? { staticOrigin } : undefined) : raw;
    return { url, alt: image.altText || (image.id && altById.get(image.id)) || alt, width: image.width, height: image.height };
  };

const imageOfMedia = (item: ProductMedia, resolve: Resolve, alt: string) =>
  item.mediaType === 'VIDEO' || item.video ? undefined : resolve(item.image ?? { url: item.url, altText: item.altText }, item.altText || alt);

function variantOf(variant: V3Variant, currency: string, resolve: Resolve, name: string): VariantView {
  const choices: Record<string, string> = {};
  for (const c of variant.choices ?? []) {
    const { optionName, choiceName } = c.optionChoiceNames ?? {};
    if (optionName && choiceName) choices[optionName] = choiceName;
  }
  const { actualPrice, compareAtPrice } = variant.price ?? {};
  const image = resolve(variant.media?.image, `${name} ${Object.values(choices).join(' ')}`.trim());
  return {
    id: variant.id ?? '',
    choices,
    ...priceOf(
      moneyOf(actualPrice?.amount, actualPrice?.formattedAmount, currency),
      moneyOf(compareAtPrice?.amount, compareAtPrice?.formattedAmount, currency),
      currency,
    ),
    inStock: variant.inventoryStatus?.inStock !== false,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(image ? { image } : {}),
  };
}

function optionOf(option: ConnectedOption, variants: readonly VariantView[], resolve: Resolve, name: string, mainUrl: string | undefined): OptionView {
  const optionName = option.name ?? '';
  const swatch = option.optionRenderType === 'SWATCH_CHOICES';
  return {
    name: optionName,
    type: swatch ? 'color' : 'text',
    choices: (option.choicesSettings?.choices ?? [])
      .filter((c) => c.visible !== false)
      .map((c) => {
        const value = c.name ?? c.key ?? '';
        // A choice's image: its own when the answer has one, else, for a swatch, its variants' own image
        // (a variant without one shows the product's main image, which says nothing of the choice).
        const image =
          resolve(c.displayImage ?? c.linkedMedia?.[0]?.image, `${name} ${value}`) ??
          (swatch ? variants.find((v) => v.choices[optionName] === value && v.image && v.image.url !== mainUrl)?.image : undefined);
        return { value, ...(c.colorCode ? { colorCode: c.colorCode } : {}), inStock: c.inStock !== false, ...(image ? { image } : {}) };
      }),
  };
}

/** The view of a V3 product. */
export function fromV3(product: V3Product, options: ProductViewOptions = {}): ProductView {
  const name = product.name ?? '';
  const currency = product.currency ?? '';
  const main = product.media?.main;
  const items = product.media?.itemsInfo?.items ?? (main ? [main] : []);
  const altById = new Map(items.flatMap((m) => (m.image?.id && m.altText ? [[m.image.id, m.altText] as const] : [])));
  const resolve = resolverOf(options, altById);
  const images = items.map((m) => imageOfMedia(m, resolve, name)).filter((i): i is ImageView => !!i);
  const variants = (product.variantsInfo?.variants ?? []).filter((v) => v.visible !== false).map((v) => variantOf(v, currency, resolve, name));
  const { minValue: min, maxValue: max } = product.actualPriceRange ?? {};
  const was = product.compareAtPriceRange?.minValue;
  return {
    id: product.id ?? '',
    name,
    slug: product.slug ?? '',
    description: product.plainDescription ?? '',
    ...priceOf(moneyOf(min?.amount, min?.formattedAmount, currency), moneyOf(was?.amount, was?.formattedAmount, currency), currency),
    hasPriceRange: min?.amount !== undefined && max?.amount !== undefined && Number(min.amount) !== Number(max.amount),
    images,
    options: (product.options ?? []).map((o) => optionOf(o, variants, resolve, name, images[0]?.url)),
    variants,
    ...(product.ribbon?.name ? { ribbon: product.ribbon.name } : {}),
    ...(product.brand?.name ? { brand: product.brand.name } : {}),
    inStock: product.inventory?.availabilityStatus !== 'OUT_OF_STOCK',
    catalogVersion: 'V3_CATALOG',
  };
}
