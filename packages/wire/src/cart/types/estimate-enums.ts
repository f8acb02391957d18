/** Enumerations of a totals estimate (discounts, taxes, violations): string-literal unions, each with its value list in a stable order. */

/**
 * Every {@link AppliedDiscountType}.
 *
 * @example
 * ```ts
 * import { APPLIED_DISCOUNT_TYPES } from '@storefront-kit/ecom-cart';
 * import type { AppliedDiscountType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is AppliedDiscountType => (APPLIED_DISCOUNT_TYPES as readonly string[]).includes(value);
 * isValid('GLOBAL'); // true
 * ```
 *
 * @group Constants
 */
export const APPLIED_DISCOUNT_TYPES = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const;

/**
 * What a discount applies to: the whole order, some line items, or shipping.
 *
 * @group Types
 */
export type AppliedDiscountType = (typeof APPLIED_DISCOUNT_TYPES)[number];

/**
 * Every {@link JurisdictionType}.
 *
 * @example
 * ```ts
 * import { JURISDICTION_TYPES } from '@storefront-kit/ecom-cart';
 * import type { JurisdictionType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is JurisdictionType => (JURISDICTION_TYPES as readonly string[]).includes(value);
 * isValid('COUNTRY'); // true
 * ```
 *
 * @group Constants
 */
export const JURISDICTION_TYPES = ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'] as const;

/**
 * Level of a tax jurisdiction.
 *
 * @group Types
 */
export type JurisdictionType = (typeof JURISDICTION_TYPES)[number];

/**
 * Every {@link RateType}.
 *
 * @example
 * ```ts
 * import { RATE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { RateType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is RateType => (RATE_TYPES as readonly string[]).includes(value);
 * isValid('NO_TAX_COLLECTED'); // true
 * ```
 *
 * @group Constants
 */
export const RATE_TYPES = ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'] as const;

/**
 * How the tax rate of an estimate was obtained.
 *
 * @group Types
 */
export type RateType = (typeof RATE_TYPES)[number];

/**
 * Every {@link ManualCalculationReason}.
 *
 * @example
 * ```ts
 * import { MANUAL_CALCULATION_REASONS } from '@storefront-kit/ecom-cart';
 * import type { ManualCalculationReason } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is ManualCalculationReason => (MANUAL_CALCULATION_REASONS as readonly string[]).includes(value);
 * isValid('GLOBAL_SETTING_TO_MANUAL'); // true
 * ```
 *
 * @group Constants
 */
export const MANUAL_CALCULATION_REASONS = ['GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL'] as const;

/**
 * Why a manual tax rate was used.
 *
 * @group Types
 */
export type ManualCalculationReason = (typeof MANUAL_CALCULATION_REASONS)[number];

/**
 * Every {@link FallbackReason}.
 *
 * @example
 * ```ts
 * import { FALLBACK_REASONS } from '@storefront-kit/ecom-cart';
 * import type { FallbackReason } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is FallbackReason => (FALLBACK_REASONS as readonly string[]).includes(value);
 * isValid('AUTO_TAX_FAILED'); // true
 * ```
 *
 * @group Constants
 */
export const FALLBACK_REASONS = ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'] as const;

/**
 * Why the fallback tax rate was used.
 *
 * @group Types
 */
export type FallbackReason = (typeof FALLBACK_REASONS)[number];

/**
 * Every {@link RuleType}.
 *
 * @example
 * ```ts
 * import { RULE_TYPES } from '@storefront-kit/ecom-cart';
 * import type { RuleType } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is RuleType => (RULE_TYPES as readonly string[]).includes(value);
 * isValid('VALIDATION'); // true
 * ```
 *
 * @group Constants
 */
export const RULE_TYPES = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
] as const;

/**
 * The rule a field violation broke (`fieldViolations[].violatedRule`).
 *
 * @group Types
 */
export type RuleType = (typeof RULE_TYPES)[number];

/**
 * Every {@link Severity}.
 *
 * @example
 * ```ts
 * import { SEVERITIES } from '@storefront-kit/ecom-cart';
 * import type { Severity } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is Severity => (SEVERITIES as readonly string[]).includes(value);
 * isValid('WARNING'); // true
 * ```
 *
 * @group Constants
 */
export const SEVERITIES = ['WARNING', 'ERROR'] as const;

/**
 * How serious an estimate violation is: `ERROR` blocks checkout, `WARNING` does not.
 *
 * @group Types
 */
export type Severity = (typeof SEVERITIES)[number];

/**
 * Every {@link OtherTargetName}.
 *
 * @example
 * ```ts
 * import { OTHER_TARGET_NAMES } from '@storefront-kit/ecom-cart';
 * import type { OtherTargetName } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is OtherTargetName => (OTHER_TARGET_NAMES as readonly string[]).includes(value);
 * isValid('OTHER_DEFAULT'); // true
 * ```
 *
 * @group Constants
 */
export const OTHER_TARGET_NAMES = ['OTHER_DEFAULT'] as const;

/**
 * What a violation points at when it is not a line item.
 *
 * @group Types
 */
export type OtherTargetName = (typeof OTHER_TARGET_NAMES)[number];

/**
 * Every {@link LineItemTargetName}.
 *
 * @example
 * ```ts
 * import { LINE_ITEM_TARGET_NAMES } from '@storefront-kit/ecom-cart';
 * import type { LineItemTargetName } from '@storefront-kit/ecom-cart';
 * const isValid = (value: string): value is LineItemTargetName => (LINE_ITEM_TARGET_NAMES as readonly string[]).includes(value);
 * isValid('LINE_ITEM_DEFAULT'); // true
 * ```
 *
 * @group Constants
 */
export const LINE_ITEM_TARGET_NAMES = ['LINE_ITEM_DEFAULT'] as const;

/**
 * Suffix of a line-item violation target.
 *
 * @group Types
 */
export type LineItemTargetName = (typeof LINE_ITEM_TARGET_NAMES)[number];
