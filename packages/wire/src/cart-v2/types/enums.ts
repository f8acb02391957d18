/** Enumerations of cart V2 that differ from the V1 cart's: each a value list `as const` and its type. */
import { CHANNEL_TYPES } from '../../cart/types/cart-enums';

/**
 * Whether a cart V2 line can be bought as requested, and why not.
 *
 * @example
 * ```ts
 * import { LINE_ITEM_STATUSES } from '@storefront-kit/wire/cart-v2';
 * const buyable = (status: string) => status === LINE_ITEM_STATUSES[0] || status === LINE_ITEM_STATUSES[1];
 * ```
 *
 * @group Constants
 */
export const LINE_ITEM_STATUSES = ['IN_STOCK', 'PARTIALLY_IN_STOCK', 'OUT_OF_STOCK', 'REMOVED_FROM_CATALOG'] as const;

/**
 * One of {@link LINE_ITEM_STATUSES}.
 *
 * @group Types
 */
export type LineItemStatus = (typeof LINE_ITEM_STATUSES)[number];

/**
 * How strictly `estimate` validates the cart (`validationConfig`).
 *
 * @example
 * ```ts
 * import { VALIDATION_CONFIGS } from '@storefront-kit/wire/cart-v2';
 * const strictest = VALIDATION_CONFIGS.at(-1); // 'CHECKOUT_VALIDATIONS'
 * ```
 *
 * @group Constants
 */
export const VALIDATION_CONFIGS = ['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'] as const;

/**
 * One of {@link VALIDATION_CONFIGS}.
 *
 * @group Types
 */
export type ValidationConfig = (typeof VALIDATION_CONFIGS)[number];

/**
 * What part of the cart a violation is about.
 *
 * @example
 * ```ts
 * import { VIOLATION_SCOPES } from '@storefront-kit/wire/cart-v2';
 * const isScope = (value: string) => (VIOLATION_SCOPES as readonly string[]).includes(value);
 * ```
 *
 * @group Constants
 */
export const VIOLATION_SCOPES = ['GLOBAL', 'LINE_ITEM', 'DISCOUNT', 'DELIVERY', 'TAX', 'MEMBERSHIP', 'GIFT_CARD'] as const;

/**
 * One of {@link VIOLATION_SCOPES}.
 *
 * @group Types
 */
export type ViolationScope = (typeof VIOLATION_SCOPES)[number];

/**
 * The violation codes the platform names for cart V2 (it may send others: read `code` as a string).
 *
 * @example
 * ```ts
 * import { VIOLATION_CODES } from '@storefront-kit/wire/cart-v2';
 * const known = (code: string) => (VIOLATION_CODES as readonly string[]).includes(code);
 * ```
 *
 * @group Constants
 */
export const VIOLATION_CODES = [
  'GENERAL_CODE',
  'CUSTOM_VALIDATION',
  'EMPTY_CART',
  'LINE_ITEMS_OUT_OF_STOCK',
  'MEMBERS_ONLY_ITEM',
  'INVALID_COUPON_CODE',
  'INVALID_COUPON_STATUS',
  'CANNOT_APPLY_COUPON_DISCOUNT_WHEN_PURCHASING_GIFT_CARD',
  'MISSING_DELIVERY_ADDRESS',
  'MISSING_DELIVERY_METHOD',
  'DELIVERY_METHOD_NO_LONGER_AVAILABLE',
  'DELIVERY_METHOD_NOT_APPLIED_TO_ALL_LINE_ITEMS',
  'INVALID_GIFT_CARD_CODE',
  'INVALID_GIFT_CARD_STATUS',
  'CANNOT_PAY_FOR_GIFT_CARD_WITH_GIFT_CARD',
  'SUBTOTAL_BELOW_ORDER_MINIMUM',
  'INVALID_MEMBERSHIP_STATUS',
  'INVALID_POSTAL_CODE',
  'INVALID_SUBDIVISION',
] as const;

/**
 * One of {@link VIOLATION_CODES}, or a code this list does not know yet.
 *
 * @group Types
 */
export type ViolationCode = (typeof VIOLATION_CODES)[number] | (string & {});

/**
 * Where a summary discount comes from.
 *
 * @example
 * ```ts
 * import { DISCOUNT_SOURCE_TYPES } from '@storefront-kit/wire/cart-v2';
 * const fromCoupon = (type: string) => type === DISCOUNT_SOURCE_TYPES[1];
 * ```
 *
 * @group Constants
 */
export const DISCOUNT_SOURCE_TYPES = ['AUTOMATIC_RULE', 'COUPON'] as const;

/**
 * One of {@link DISCOUNT_SOURCE_TYPES}.
 *
 * @group Types
 */
export type DiscountSourceType = (typeof DISCOUNT_SOURCE_TYPES)[number];

/**
 * What a summary discount applies to.
 *
 * @example
 * ```ts
 * import { DISCOUNT_SCOPES } from '@storefront-kit/wire/cart-v2';
 * const onShipping = (scope: string) => scope === 'DELIVERY' && DISCOUNT_SCOPES.includes(scope);
 * ```
 *
 * @group Constants
 */
export const DISCOUNT_SCOPES = ['UNKNOWN_DISCOUNT_SCOPE', 'CART_SUBTOTAL', 'LINE_ITEM', 'DELIVERY'] as const;

/**
 * One of {@link DISCOUNT_SCOPES}.
 *
 * @group Types
 */
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

/**
 * The sales channels of cart V2's `source.channelType`: the V1 cart's, plus two agentic checkouts.
 *
 * @example
 * ```ts
 * import { CHANNEL_TYPES_V2 } from '@storefront-kit/wire/cart-v2';
 * const isChannel = (value: string) => (CHANNEL_TYPES_V2 as readonly string[]).includes(value);
 * ```
 *
 * @group Constants
 */
export const CHANNEL_TYPES_V2 = [...CHANNEL_TYPES, 'PAYPAL_AGENTIC_CHECKOUT', 'STRIPE_AGENTIC_CHECKOUT'] as const;

/**
 * One of {@link CHANNEL_TYPES_V2}.
 *
 * @group Types
 */
export type ChannelTypeV2 = (typeof CHANNEL_TYPES_V2)[number];
