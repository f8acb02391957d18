/**
 * Option availability (`productOptionsAvailability`): given a (partial) selection of choices, which
 * variant it resolves to, whether that can be bought, and per-choice `inStock`/`visible` given the other
 * selected options.
 */
import type { Media, Product, ProductOption, ProductOptionsAvailabilityResponse, ProductVariant } from '@storefront-kit/wire/catalogue';
import { PlatformError } from '../core/platform-error';

/** Normalises a selection to choice descriptions (a choice may be named by its value, e.g. a colour's hex code). */
export function normalizeSelection(product: Product, selection: Record<string, string>, field = 'options'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, picked] of Object.entries(selection)) {
    const option = product.productOptions?.find((o) => o.name === name);
    if (!option) {
      throw PlatformError.validation([{ field: `${field}.${name}`, description: `product has no option named ${name}`, violatedRule: 'VALIDATION' }]);
    }
    const choice = option.choices?.find((c) => c.description === picked || c.value === picked);
    out[name] = choice?.description ?? picked;
  }
  return out;
}

/** Variants having every selected choice. */
export function matchingVariants(product: Product, selection: Record<string, string>): ProductVariant[] {
  return (product.variants ?? []).filter((v) => Object.entries(selection).every(([name, value]) => v.choices?.[name] === value));
}

function choiceMedia(product: Product, selection: Record<string, string>): Media {
  const items = [];
  for (const option of product.productOptions ?? []) {
    const picked = selection[option.name ?? ''];
    const choice = option.choices?.find((c) => c.description === picked);
    items.push(...(choice?.media?.items ?? []));
  }
  if (items.length === 0) return structuredClone(product.media ?? { items: [] });
  return structuredClone({ mainMedia: items[0], items });
}

/** Computes the availability answer for a selection (option name -> choice value or description). */
export function optionsAvailability(product: Product, rawSelection: Record<string, string>): ProductOptionsAvailabilityResponse {
  const selection = normalizeSelection(product, rawSelection);
  const options = product.productOptions ?? [];
  const productOptions: ProductOption[] = options.map((option) => {
    const name = option.name ?? '';
    const others = Object.fromEntries(Object.entries(selection).filter(([k]) => k !== name));
    return {
      ...structuredClone(option),
      choices: (option.choices ?? []).map((choice) => {
        const candidates = matchingVariants(product, { ...others, [name]: choice.description ?? '' });
        return {
          ...structuredClone(choice),
          inStock: candidates.some((v) => v.stock?.inStock === true),
          visible: candidates.some((v) => v.variant?.visible !== false),
        };
      }),
    };
  });
  const complete = options.every((o) => selection[o.name ?? ''] !== undefined);
  const matches = complete ? matchingVariants(product, selection) : [];
  const answer: ProductOptionsAvailabilityResponse = {
    productOptions,
    media: choiceMedia(product, selection),
    availableForPurchase: false,
  };
  if (matches.length === 1) {
    const v = matches[0]!;
    const inStock = v.stock?.inStock === true;
    answer.selectedVariant = {
      id: v.id,
      choices: { ...v.choices },
      price: structuredClone(v.variant?.priceData),
      convertedPriceData: structuredClone(v.variant?.convertedPriceData),
      ...(v.variant?.weight !== undefined ? { weight: v.variant.weight } : {}),
      sku: v.variant?.sku ?? product.sku,
      visible: v.variant?.visible !== false,
      inStock,
      stock: structuredClone(v.stock),
      media: answer.media,
    };
    answer.availableForPurchase = inStock && v.variant?.visible !== false && product.visible !== false;
  }
  return answer;
}
