/**
 * What `fields` adds: an answer starts from the whole V3 view (`view.ts`) and loses every optional part
 * the request did not ask for. Without `CURRENCY`, money is `{amount}` only and `currency` is absent.
 */
import type { ProductRequestedField, ReadOnlyVariant, V3Product, V3Variant, VariantRequestedField } from '@storefront-kit/wire/catalogue-v3';

type Fields = ReadonlySet<ProductRequestedField | VariantRequestedField>;

/** Deletes every `formattedAmount` (and price-per-unit `description`) below `value`. */
function dropFormatted(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) dropFormatted(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  delete record.formattedAmount;
  if ('settings' in record && 'value' in record) delete record.description;
  for (const child of Object.values(record)) dropFormatted(child);
}

function shapeVariant(v: V3Variant | ReadOnlyVariant, fields: Fields): void {
  if (!fields.has('MERCHANT_DATA')) delete v.revenueDetails;
  if ('choices' in v && !fields.has('VARIANT_OPTION_CHOICE_NAMES')) for (const c of v.choices ?? []) delete c.optionChoiceNames;
  if (!fields.has('SUBSCRIPTION_PRICES_INFO') && 'subscriptionPricesInfo' in v) delete v.subscriptionPricesInfo;
}

/** Removes from `product` (a fresh copy) what `fields` does not ask for; `withVariants: false` drops `variantsInfo` (search). */
export function shapeProduct(product: V3Product, requested: readonly ProductRequestedField[] | undefined, withVariants = true): V3Product {
  const fields: Fields = new Set(requested ?? []);
  const drop = (field: ProductRequestedField, key: keyof V3Product) => {
    if (!fields.has(field)) delete product[key];
  };
  drop('URL', 'url');
  drop('CURRENCY', 'currency');
  drop('DESCRIPTION', 'description');
  drop('PLAIN_DESCRIPTION', 'plainDescription');
  drop('MERCHANT_DATA', 'costRange');
  drop('BREADCRUMBS_INFO', 'breadcrumbsInfo');
  drop('DIRECT_CATEGORIES_INFO', 'directCategoriesInfo');
  drop('ALL_CATEGORIES_INFO', 'allCategoriesInfo');
  for (const section of product.infoSections ?? []) {
    if (!fields.has('INFO_SECTION')) {
      delete section.uniqueName;
      delete section.title;
    }
    if (!fields.has('INFO_SECTION_DESCRIPTION')) delete section.description;
    if (!fields.has('INFO_SECTION_PLAIN_DESCRIPTION')) delete section.plainDescription;
  }
  if (product.media && !fields.has('MEDIA_ITEMS_INFO')) delete product.media.itemsInfo;
  if (product.media && !fields.has('THUMBNAIL')) {
    delete product.media.main?.thumbnail;
    for (const item of product.media.itemsInfo?.items ?? []) delete item.thumbnail;
  }
  if (product.physicalProperties && !fields.has('WEIGHT_MEASUREMENT_UNIT_INFO')) delete product.physicalProperties.weightMeasurementUnitInfo;
  for (const option of product.options ?? []) {
    for (const choice of option.choicesSettings?.choices ?? []) {
      if (!fields.has('PRODUCT_CHOICES_MEDIA_REFERENCES')) delete choice.media;
      if (!fields.has('PRODUCT_CHOICES_DISPLAY_IMAGE')) delete choice.displayImage;
    }
  }
  if (product.variantSummary && !fields.has('MIN_PRICE_VARIANT')) delete product.variantSummary.minPriceVariant;
  if (!withVariants) delete product.variantsInfo;
  for (const v of product.variantsInfo?.variants ?? []) shapeVariant(v, fields);
  if (product.variantSummary?.minPriceVariant) shapeVariant(product.variantSummary.minPriceVariant, fields);
  if (!fields.has('CURRENCY')) dropFormatted(product);
  return product;
}

/**
 * Removes from a read-only variant (a fresh copy) what `fields` does not ask for. Unlike a product's
 * variants, its `physicalProperties.weight` (and its product's weight unit) come with
 * `WEIGHT_MEASUREMENT_UNIT_INFO` only, as the platform's typings of the variants module say.
 */
export function shapeVariantAnswer(variant: ReadOnlyVariant, requested: readonly VariantRequestedField[] | undefined): ReadOnlyVariant {
  const fields: Fields = new Set(requested ?? []);
  shapeVariant(variant, fields);
  if (!fields.has('WEIGHT_MEASUREMENT_UNIT_INFO')) {
    delete variant.physicalProperties?.weight;
    delete variant.productData?.physicalProperties;
  }
  if (!fields.has('CURRENCY')) {
    delete variant.productData?.currency;
    dropFormatted(variant);
  }
  return variant;
}
