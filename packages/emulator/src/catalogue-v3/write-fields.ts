/**
 * A Catalog V3 product write onto the shared catalogue's product model: name, slug, descriptions,
 * visibility, brand, ribbon, media, free-text modifiers, and options with their variants (prices,
 * compare-at prices, costs, SKUs, weights, stock). Fields left out are left as they are.
 */
import type { MediaItem, Product, ProductOption, ProductVariant } from '@storefront-kit/wire/catalogue';
import type { ConnectedOption, V3ProductWrite, V3VariantWrite } from '@storefront-kit/wire/catalogue-v3';
import { PlatformError } from '../core/platform-error';
import { DEFAULT_VARIANT_ID } from '../catalogue/ids';
import { imageItem, MEDIA_SIZE } from '../catalogue/media';
import { slugify } from '../catalogue/normalize';
import type { WriteEnv } from '../catalogue/writes';
import { invalid, uniqueProductSlug } from '../catalogue/writes/env';
import { stableId } from './view';

/** What a write changes beside the product: the compare-at prices of its variants. */
export interface WriteOutcome {
  compareAt: Map<string, number>;
}

const applicationError = (code: string, description: string) => PlatformError.application(400, code, description, description);

function applyMedia(env: WriteEnv, product: Product, items: NonNullable<NonNullable<V3ProductWrite['media']>['itemsInfo']>['items']): void {
  product.media = {
    items: (items ?? []).map((item, i): MediaItem => {
      const label = item.altText ?? item.displayName ?? `${product.name ?? 'Product'} ${i + 1}`;
      if (item.url)
        return {
          id: env.newId(),
          mediaType: 'image',
          title: label,
          image: { url: item.url, width: MEDIA_SIZE, height: MEDIA_SIZE },
          thumbnail: { url: item.url, width: 50, height: 50 },
        };
      return imageItem(env.store.baseUrl, item.id ?? env.newId(), label);
    }),
  };
}

function v1Options(options: ConnectedOption[]): ProductOption[] {
  return options.map((option, i) => {
    if (!option.name) throw applicationError('PRODUCT_OPTION_NAME_AND_TYPE_REQUIRED', `options[${i}] needs a name`);
    const swatch = option.optionRenderType === 'SWATCH_CHOICES';
    return {
      name: option.name,
      optionType: swatch ? 'color' : 'drop_down',
      choices: (option.choicesSettings?.choices ?? []).map((choice, k) => {
        if (!choice.name) throw applicationError('PRODUCT_OPTION_CHOICE_NAME_AND_TYPE_REQUIRED', `options[${i}].choicesSettings.choices[${k}] needs a name`);
        return {
          value: swatch && choice.colorCode ? choice.colorCode : choice.name,
          description: choice.name,
          inStock: true,
          visible: true,
          media: { items: [] },
        };
      }),
    };
  });
}

/** The choices of variant `index` by option name, one per option (ids resolve as the V3 view derives them). */
function choicesOf(variant: V3VariantWrite, options: ProductOption[], index: number): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const [k, choice] of (variant.choices ?? []).entries()) {
    const at = `variantsInfo.variants[${index}].choices[${k}]`;
    const { optionChoiceNames: names, optionChoiceIds: ids } = choice;
    const option = options.find((o) =>
      names?.optionName
        ? o.name === names.optionName
        : stableId('option', o.name ?? '', o.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES') === ids?.optionId,
    );
    if (!option) throw invalid(at, 'names no option of the product');
    const optionId = stableId('option', option.name ?? '', option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES');
    const found = option.choices?.find((c) =>
      names?.choiceName ? c.description === names.choiceName : stableId('choice', optionId, c.description ?? '') === ids?.choiceId,
    );
    if (!found) throw invalid(at, `names no choice of option ${option.name}`);
    choices[option.name!] = found.description!;
  }
  const missing = options.find((o) => !(o.name! in choices));
  if (missing) throw applicationError('MISSING_VARIANT_OPTION_CHOICE', `variantsInfo.variants[${index}] has no choice of option ${missing.name}`);
  return choices;
}

const amount = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

/** Options and variants together: variants keep their id when their choices stay. */
function applyVariants(env: WriteEnv, product: Product, input: V3ProductWrite, outcome: WriteOutcome): void {
  const options = input.options ? v1Options(input.options) : (product.productOptions ?? []);
  const inputs = input.variantsInfo?.variants ?? [];
  if (inputs.length === 0) throw applicationError('VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT', 'a product needs at least one variant');
  const seen = new Set<string>();
  const tracked = inputs.some((v) => v.inventoryItem?.quantity !== undefined);
  const before = product.variants ?? [];
  product.variants = inputs.map((v, index): ProductVariant => {
    const choices = choicesOf(v, options, index);
    const key = JSON.stringify(Object.entries(choices).sort());
    if (seen.has(key)) throw applicationError('DUPLICATE_VARIANT_OPTION_CHOICE', `variantsInfo.variants[${index}] repeats the choices of another variant`);
    seen.add(key);
    const kept = before.find((old) => JSON.stringify(Object.entries(old.choices ?? {}).sort()) === key);
    const id = kept?.id ?? v.id ?? (options.length === 0 ? DEFAULT_VARIANT_ID : env.newId());
    const actual = amount(v.price?.actualPrice?.amount) ?? kept?.variant?.priceData?.price ?? 0;
    const compareAt = amount(v.price?.compareAtPrice?.amount);
    if (compareAt !== undefined && compareAt < actual) {
      throw applicationError('COMPARE_AT_PRICE_LOWER_THAN_ACTUAL_PRICE', `variantsInfo.variants[${index}]: compareAtPrice is lower than actualPrice`);
    }
    if (compareAt !== undefined) outcome.compareAt.set(id, compareAt);
    const cost = amount(v.revenueDetails?.cost?.amount) ?? kept?.variant?.costAndProfitData?.itemCost;
    const weight = v.physicalProperties?.weight ?? kept?.variant?.weight;
    const quantity = v.inventoryItem?.quantity;
    return {
      id,
      choices,
      variant: {
        priceData: { price: actual },
        ...(cost !== undefined ? { costAndProfitData: { itemCost: cost } } : {}),
        ...(weight !== undefined && weight !== null ? { weight } : {}),
        ...((v.sku ?? kept?.variant?.sku) ? { sku: (v.sku ?? kept?.variant?.sku)! } : {}),
        visible: v.visible ?? kept?.variant?.visible ?? true,
      },
      stock: tracked ? { quantity: quantity ?? 0 } : { inStock: v.inventoryItem?.inStock ?? kept?.stock?.inStock ?? true },
    };
  });
  product.productOptions = options;
  product.manageVariants = options.length > 0;
  product.stock = { ...product.stock, trackInventory: tracked };
  product.priceData = { ...product.priceData, price: product.variants[0]!.variant!.priceData!.price! };
  product.discount = { type: 'NONE', value: 0 };
}

/** A brand or ribbon by name, or by the id the V3 view gave a name (404 for an id no product's name has). */
function named(value: { id?: string | null; name?: string | null } | undefined, kind: 'brand' | 'ribbon', env: WriteEnv): string | undefined {
  if (!value || (!value.id && !value.name)) return undefined;
  if (value.name) return value.name;
  for (const p of env.store.allProducts()) if (p[kind] && stableId(kind, p[kind]!) === value.id) return p[kind];
  throw PlatformError.notFound(`${kind} ${value.id} not found`, `${kind.toUpperCase()}_NOT_FOUND`);
}

/** Applies `input` to `product` (a draft of a product being created or updated); answers what else changed. */
export function applyV3Write(env: WriteEnv, product: Product, input: V3ProductWrite, mode: 'create' | 'update'): WriteOutcome {
  const outcome: WriteOutcome = { compareAt: new Map() };
  if (input.name !== undefined && input.name !== null) {
    if (!input.name.trim()) throw applicationError('ONLY_SPACES_STRING_ERROR', 'product.name must not be blank');
    product.name = input.name;
  }
  if (input.slug) {
    const slug = slugify(input.slug);
    if (env.store.productSlugTaken(slug, product.id))
      throw PlatformError.application(409, 'DUPLICATE_SLUG_ERROR', `Another product has the slug ${slug}`, 'Duplicate slug');
    product.slug = slug;
  } else if (!product.slug) {
    product.slug = uniqueProductSlug(env, slugify(product.name ?? 'product'));
  }
  if (input.plainDescription !== undefined && input.plainDescription !== null) product.description = input.plainDescription;
  if (input.visible !== undefined && input.visible !== null) product.visible = input.visible;
  if (mode === 'update' && input.brand?.name && !input.brand.id) throw applicationError('BRAND_MISSING_ID', 'an update names a brand by its id');
  if (input.brand !== undefined) setOrDelete(product, 'brand', named(input.brand, 'brand', env));
  if (input.ribbon !== undefined) setOrDelete(product, 'ribbon', named(input.ribbon, 'ribbon', env));
  if (input.media?.itemsInfo?.items) applyMedia(env, product, input.media.itemsInfo.items);
  if (input.modifiers) {
    product.customTextFields = input.modifiers.map((m, i) => {
      if (m.modifierRenderType !== 'FREE_TEXT') throw invalid(`product.modifiers[${i}].modifierRenderType`, 'the emulator keeps FREE_TEXT modifiers only');
      return { title: m.name ?? m.freeTextSettings?.title ?? '', maxLength: m.freeTextSettings?.maxCharCount ?? 500, mandatory: m.mandatory ?? false };
    });
  }
  if (input.options && !input.variantsInfo?.variants)
    throw applicationError('MISSING_OPTIONS_ON_UPDATE_VARIANTS', 'options and variantsInfo.variants are sent together');
  if (input.variantsInfo?.variants) {
    if (mode === 'update' && !input.options && (product.productOptions?.length ?? 0) > 0) {
      throw applicationError('MISSING_OPTIONS_ON_UPDATE_VARIANTS', 'options and variantsInfo.variants are sent together');
    }
    applyVariants(env, product, input, outcome);
  }
  return outcome;
}

function setOrDelete(product: Product, key: 'brand' | 'ribbon', value: string | undefined): void {
  if (value === undefined) delete product[key];
  else product[key] = value;
}
