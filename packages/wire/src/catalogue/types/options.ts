/** Product options (Size, Color) and their choices. */
import type { Media } from './media';

/**
 * Every {@link OptionType} value.
 *
 * @group Constants
 */
export const OPTION_TYPES = ['drop_down', 'color'] as const;

/**
 * How a product option is shown: a drop-down list or colour swatches.
 *
 * @group Types
 * @example
 * ```ts
 * import type { OptionType } from '@storefront-kit/stores-catalogue';
 * const swatches = (t: OptionType | undefined) => t === 'color';
 * ```
 */
export type OptionType = (typeof OPTION_TYPES)[number];

/**
 * One choice of a product option.
 *
 * @group Types
 */
export interface Choice {
  value?: string;
  /** Display text (for colours: the colour name; `value` then holds the hex code or name). */
  description?: string;
  media?: Media;
  /** Whether any variant with this choice is in stock. */
  inStock?: boolean;
  /** Whether any variant with this choice is visible. */
  visible?: boolean;
}

/**
 * A product option (e.g. Size, Color).
 *
 * @group Types
 * @example
 * ```ts
 * import type { ProductOption } from '@storefront-kit/stores-catalogue';
 * const buyable = (o: ProductOption) => (o.choices ?? []).filter((c) => c.inStock !== false && c.visible !== false);
 * ```
 */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}
