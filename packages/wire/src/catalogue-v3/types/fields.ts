/**
 * The `fields` value lists of Catalog V3: the optional parts of a product or variant a request asks for.
 * Without `fields`, an answer carries the base entity only (money as `{amount}`, no URL, no description).
 */

/**
 * Every requested field of the product query and search (and of bulk writes): what each adds is in the
 * README of `@storefront-kit/wire`; `CURRENCY` adds `currency` and every `formattedAmount`.
 *
 * @group Constants
 * @example
 * ```ts
 * import { PRODUCT_REQUESTED_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const known = (v: string) => (PRODUCT_REQUESTED_FIELDS as readonly string[]).includes(v);
 * ```
 */
export const PRODUCT_REQUESTED_FIELDS = [
  'URL',
  'CURRENCY',
  'INFO_SECTION',
  'INFO_SECTION_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
  'MERCHANT_DATA',
  'DESCRIPTION',
  'PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO',
  'BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'THUMBNAIL',
  'PRODUCT_CHOICES_MEDIA_REFERENCES',
  'PRODUCT_CHOICES_DISPLAY_IMAGE',
  'MIN_PRICE_VARIANT',
  'DISCOUNT_INFO',
] as const;

/**
 * A requested field of the product query, search and bulk writes.
 *
 * @group Types
 */
export type ProductRequestedField = (typeof PRODUCT_REQUESTED_FIELDS)[number];

/**
 * The requested fields of single-product calls (get, get by slug, create, update): every
 * {@link ProductRequestedField} but `MIN_PRICE_VARIANT`.
 *
 * @group Constants
 * @example
 * ```ts
 * import { SINGLE_PRODUCT_REQUESTED_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const pageFields = SINGLE_PRODUCT_REQUESTED_FIELDS.filter((f) => f !== 'MERCHANT_DATA');
 * ```
 */
export const SINGLE_PRODUCT_REQUESTED_FIELDS = /* @__PURE__ */ PRODUCT_REQUESTED_FIELDS.filter(
  (f): f is Exclude<ProductRequestedField, 'MIN_PRICE_VARIANT'> => f !== 'MIN_PRICE_VARIANT',
);

/**
 * A requested field of a single-product call.
 *
 * @group Types
 */
export type SingleProductRequestedField = Exclude<ProductRequestedField, 'MIN_PRICE_VARIANT'>;

/**
 * Every requested field of the read-only variants query and search.
 *
 * @group Constants
 * @example
 * ```ts
 * import { VARIANT_REQUESTED_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const withCurrency = VARIANT_REQUESTED_FIELDS.filter((f) => f === 'CURRENCY');
 * ```
 */
export const VARIANT_REQUESTED_FIELDS = ['CURRENCY', 'MERCHANT_DATA', 'SUBSCRIPTION_PRICES_INFO', 'WEIGHT_MEASUREMENT_UNIT_INFO'] as const;

/**
 * A requested field of the read-only variants calls.
 *
 * @group Types
 */
export type VariantRequestedField = (typeof VARIANT_REQUESTED_FIELDS)[number];

/**
 * The most `fields` entries a request may carry.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MAX_REQUESTED_FIELDS } from '@storefront-kit/wire/catalogue-v3';
 * const fits = (fields: string[]) => fields.length <= MAX_REQUESTED_FIELDS;
 * ```
 */
export const MAX_REQUESTED_FIELDS = 100;
