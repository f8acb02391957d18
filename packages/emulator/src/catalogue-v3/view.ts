/**
 * The Catalog V3 view of the catalogue: each V1 product of the store, as a whole V3 product with every
 * optional part present (what `fields` adds is removed later, by `fields.ts`). Same ids and slugs as
 * the V1 catalogue; options, choices, brands and ribbons get stable ids derived from their names, so
 * one "Size" option is one customization across products, as on the platform.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Collection, MediaItem, Product, ProductVariant } from '@storefront-kit/wire/catalogue';
import type { ConnectedOption, FixedMonetaryAmount, ProductMedia, V3Image, V3Product, V3Variant } from '@storefront-kit/wire/catalogue-v3';
import { utf8Bytes } from '../core/base64';
import { ALL_PRODUCTS_COLLECTION_ID } from '../catalogue/ids';
import { decimalString, formatMoney } from '../catalogue/money';
import { STORE_CURRENCY } from '../catalogue/normalize';
import { variantMedia } from '../catalogue/views';
import { compareAtPrice, handleOf, productPagePath, WEIGHT_UNIT } from './unconfirmed';

/** What a V3 view needs besides the product: the store's base URL, collections (as categories), revisions. */
export interface ViewEnv {
  baseUrl: string;
  collection(id: string): Collection | undefined;
  /** A product's categories in the categories service (direct, and with their ancestors), when it runs; else its collections are. */
  categoriesOf(productId: string): { direct: string[]; all: string[] } | undefined;
  /** The breadcrumbs of a category of the categories service, top-level first, ending with it; undefined when unknown. */
  breadcrumbsOf(categoryId: string): { categoryId: string; categoryName: string; categorySlug: string }[] | undefined;
  revision(productId: string): number;
  /** A compare-at price a V3 write set on a variant. */
  compareAt(productId: string, variantId: string): number | undefined;
  /** The `handle` a V3 create set (else the product's slug). */
  handle(productId: string): string | undefined;
  /** The `visibleInPos` a V3 write set (else true for a physical product, false for a digital one). */
  visibleInPos(productId: string): boolean | undefined;
}

/** A GUID-shaped id stable for `parts` (the same name gives the same id in every product). */
export function stableId(...parts: string[]): string {
  const hex = bytesToHex(sha256(utf8Bytes(parts.join('\u0000')))).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A money value with its formatted text (removed without `CURRENCY`). */
function money(amount: number): FixedMonetaryAmount {
  return { amount: decimalString(amount), formattedAmount: formatMoney(amount, STORE_CURRENCY) };
}

function image(item: MediaItem | undefined, label?: string): V3Image | undefined {
  if (!item?.image) return undefined;
  const { url, width, height } = item.image;
  return { id: item.id, url, width, height, altText: label ?? item.title ?? null };
}

function productMedia(item: MediaItem): ProductMedia {
  const thumbnail = item.thumbnail
    ? { url: item.thumbnail.url, width: item.thumbnail.width, height: item.thumbnail.height, altText: item.title ?? null }
    : undefined;
  if (item.mediaType === 'video') {
    const poster = { id: item.video?.stillFrameMediaId, url: item.thumbnail?.url, width: 1280, height: 720 };
    return {
      id: item.id,
      video: { id: item.id, posters: [poster], resolutions: (item.video?.files ?? []).map((f) => ({ ...f })) },
      altText: item.title ?? null,
      mediaType: 'VIDEO',
      ...(thumbnail ? { thumbnail } : {}),
    };
  }
  return { id: item.id, image: image(item), altText: item.title ?? null, mediaType: 'IMAGE', ...(thumbnail ? { thumbnail } : {}) };
}

function options(product: Product): ConnectedOption[] {
  return (product.productOptions ?? []).map((option) => {
    const name = option.name ?? '';
    const swatch = option.optionType === 'color';
    const id = stableId('option', name, swatch ? 'SWATCH_CHOICES' : 'TEXT_CHOICES');
    return {
      id,
      name,
      optionRenderType: swatch ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      key: name,
      choicesSettings: {
        choices: (option.choices ?? []).map((choice) => {
          const choiceName = choice.description ?? choice.value ?? '';
          const media = choice.media?.items ?? [];
          return {
            choiceId: stableId('choice', id, choiceName),
            key: choiceName,
            name: choiceName,
            choiceType: swatch ? 'ONE_COLOR' : 'CHOICE_TEXT',
            ...(swatch && choice.value ? { colorCode: choice.value } : {}),
            inStock: choice.inStock ?? true,
            visible: choice.visible ?? true,
            media: { items: media.map((m) => ({ mediaId: m.id })) },
            ...(media[0] ? { displayImage: image(media[0]) } : {}),
          };
        }),
      },
    };
  });
}

function variant(product: Product, v: ProductVariant, connected: ConnectedOption[], env: ViewEnv): V3Variant {
  const physical = product.productType !== 'digital';
  const data = v.variant ?? {};
  const before = data.priceData?.price ?? 0;
  const actual = data.priceData?.discountedPrice ?? before;
  const compareAt = compareAtPrice(env.compareAt(product.id ?? '', v.id ?? '') ?? before, actual);
  const choices = Object.entries(v.choices ?? {}).map(([optionName, choiceName]) => {
    const option = connected.find((o) => o.name === optionName);
    const choice = option?.choicesSettings?.choices?.find((c) => c.name === choiceName);
    return {
      optionChoiceIds: { optionId: option?.id ?? '', choiceId: choice?.choiceId ?? '' },
      optionChoiceNames: { optionName, choiceName, renderType: option?.optionRenderType ?? 'TEXT_CHOICES' },
    };
  });
  const cost = data.costAndProfitData;
  const media = variantMedia(product, v.choices ?? {});
  const ppu = product.pricePerUnitData;
  const perUnit = data.priceData?.pricePerUnit;
  return {
    id: v.id,
    visible: data.visible ?? true,
    sku: data.sku ?? null,
    choices,
    price: { actualPrice: money(actual), ...(compareAt !== undefined ? { compareAtPrice: money(compareAt) } : {}) },
    ...(cost?.itemCost !== undefined
      ? { revenueDetails: { cost: money(cost.itemCost), profit: money(cost.profit ?? 0), profitMargin: cost.profitMargin ?? 0 } }
      : {}),
    ...(media.image ? { media: { image: { ...media.image, id: product.media?.items?.find((m) => m.image?.url === media.image?.url)?.id } } } : {}),
    inventoryStatus: { inStock: v.stock?.inStock ?? false, preorderEnabled: false },
    ...(physical
      ? {
          physicalProperties: {
            weight: data.weight ?? null,
            ...(ppu && perUnit !== undefined
              ? {
                  pricePerUnit: {
                    settings: { quantity: ppu.totalQuantity, measurementUnit: ppu.totalMeasurementUnit },
                    value: decimalString(perUnit),
                    description: `${formatMoney(perUnit, STORE_CURRENCY)} / ${ppu.baseQuantity}${ppu.baseMeasurementUnit}`,
                  },
                }
              : {}),
          },
        }
      : { digitalProperties: { digitalFile: { id: stableId('file', product.id ?? ''), fileName: `${product.slug}.pdf`, fileType: 'SECURE_DOCUMENT' } } }),
  };
}

function range(values: number[]): { minValue: FixedMonetaryAmount; maxValue: FixedMonetaryAmount } | undefined {
  return values.length === 0 ? undefined : { minValue: money(Math.min(...values)), maxValue: money(Math.max(...values)) };
}

const amountOf = (m: FixedMonetaryAmount | undefined): number => Number(m?.amount ?? 0);

function modifiers(product: Product): V3Product['modifiers'] {
  return (product.customTextFields ?? []).map((field) => {
    const title = field.title ?? '';
    return {
      id: stableId('modifier', title),
      name: title,
      modifierRenderType: 'FREE_TEXT',
      key: title,
      mandatory: field.mandatory ?? false,
      freeTextSettings: { minCharCount: 0, maxCharCount: field.maxLength ?? 500, defaultAddedPrice: '0', title, key: title },
    };
  });
}

function infoSections(product: Product): V3Product['infoSections'] {
  return (product.additionalInfoSections ?? []).map((section) => ({
    id: stableId('info-section', section.title ?? ''),
    uniqueName: section.title ?? '',
    title: section.title ?? '',
    plainDescription: section.description ?? '',
    description: richText(section.description ?? ''),
  }));
}

function physicalProperties(product: Product): V3Product['physicalProperties'] {
  const ppu = product.pricePerUnitData;
  return {
    shippingWeightRange: { minValue: product.weightRange?.minValue ?? 0, maxValue: product.weightRange?.maxValue ?? 0 },
    ...(ppu ? { pricePerUnit: { quantity: ppu.baseQuantity, measurementUnit: ppu.baseMeasurementUnit } } : {}),
    weightMeasurementUnitInfo: { weightMeasurementUnit: WEIGHT_UNIT },
  };
}

/** The whole V3 view of a V1 product. */
export function v3Product(product: Product, env: ViewEnv): V3Product {
  const physical = product.productType !== 'digital';
  const connected = options(product);
  const variants = (product.variants ?? []).map((v) => variant(product, v, connected, env));
  const media = (product.media?.items ?? []).map(productMedia);
  const inTree = env.categoriesOf(product.id ?? '');
  const categoryIds = inTree?.direct ?? product.collectionIds ?? [];
  const mainCategoryId = categoryIds.find((id) => id !== ALL_PRODUCTS_COLLECTION_ID) ?? categoryIds[0];
  const main = mainCategoryId ? env.collection(mainCategoryId) : undefined;
  const breadcrumbs = mainCategoryId ? env.breadcrumbsOf(mainCategoryId) : undefined;
  const categoryList = (ids: string[]) => ({ categories: ids.map((id) => ({ id, index: null })) });
  const slug = product.slug ?? '';
  const path = productPagePath(slug);
  const visibleVariants = variants.filter((v) => v.visible !== false);
  const cheapest = [...visibleVariants].sort((a, b) => amountOf(a.price?.actualPrice) - amountOf(b.price?.actualPrice))[0];
  const costs = variants
    .map((v) => v.revenueDetails?.cost)
    .filter((c) => c !== undefined)
    .map(amountOf);
  return {
    id: product.id,
    revision: String(env.revision(product.id ?? '')),
    createdDate: product.createdDate,
    updatedDate: product.lastUpdated ?? product.createdDate,
    name: product.name,
    slug,
    url: { relativePath: path, url: `${env.baseUrl}${path}` },
    description: richText(product.description ?? ''),
    plainDescription: product.description ?? '',
    visible: product.visible !== false,
    visibleInPos: env.visibleInPos(product.id ?? '') ?? physical,
    media: { ...(media[0] ? { main: media[0] } : {}), itemsInfo: { items: media } },
    ...(product.seoData ? { seoData: structuredClone(product.seoData) } : {}),
    options: connected,
    modifiers: modifiers(product),
    ...(product.brand ? { brand: { id: stableId('brand', product.brand), name: product.brand } } : {}),
    infoSections: infoSections(product),
    ...(product.ribbon ? { ribbon: { id: stableId('ribbon', product.ribbon), name: product.ribbon } } : {}),
    directCategoriesInfo: categoryList(categoryIds),
    allCategoriesInfo: categoryList(inTree?.all ?? categoryIds),
    ...(mainCategoryId ? { mainCategoryId } : {}),
    ...(costs.length > 0 ? { costRange: { minValue: money(Math.min(...costs)), maxValue: money(Math.max(...costs)) } } : {}),
    inventory: { availabilityStatus: product.stock?.inventoryStatus ?? 'IN_STOCK', preorderStatus: 'DISABLED', preorderAvailability: 'NO_VARIANTS' },
    productType: physical ? 'PHYSICAL' : 'DIGITAL',
    handle: env.handle(product.id ?? '') ?? handleOf(slug),
    currency: STORE_CURRENCY,
    breadcrumbsInfo: { breadcrumbs: breadcrumbs ?? (main ? [{ categoryId: main.id, categoryName: main.name, categorySlug: main.slug }] : []) },
    actualPriceRange: range(visibleVariants.map((v) => amountOf(v.price?.actualPrice))),
    compareAtPriceRange: range(visibleVariants.map((v) => amountOf(v.price?.compareAtPrice ?? v.price?.actualPrice))),
    variantsInfo: { variants },
    variantSummary: { variantCount: variants.length, ...(cheapest ? { minPriceVariant: cheapest } : {}) },
    ...(physical ? { physicalProperties: physicalProperties(product) } : {}),
  };
}

/** A rich-content document of one paragraph holding the text of `html`. */
function richText(html: string): unknown {
  const text = html.replace(/<[^>]*>/g, '').trim();
  return { nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: [] } }], paragraphData: {} }] };
}
