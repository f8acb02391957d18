/** Options (they make variants) and modifiers (they do not) of Catalog V3 products. */
import type { ProductMedia, V3Image } from './media';

/**
 * Every option render type.
 *
 * @group Constants
 * @example
 * ```ts
 * import { OPTION_RENDER_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const swatches = (t: string) => t === OPTION_RENDER_TYPES[1];
 * ```
 */
export const OPTION_RENDER_TYPES = ['TEXT_CHOICES', 'SWATCH_CHOICES'] as const;

/**
 * How an option's choices are shown: text or colour swatches.
 *
 * @group Types
 */
export type OptionRenderType = (typeof OPTION_RENDER_TYPES)[number];

/**
 * Every modifier render type.
 *
 * @group Constants
 * @example
 * ```ts
 * import { MODIFIER_RENDER_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const takesText = (t: string) => t === MODIFIER_RENDER_TYPES[0];
 * ```
 */
export const MODIFIER_RENDER_TYPES = ['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES'] as const;

/**
 * How a modifier is shown: a free-text field or choices.
 *
 * @group Types
 */
export type ModifierRenderType = (typeof MODIFIER_RENDER_TYPES)[number];

/**
 * Every choice type.
 *
 * @group Constants
 * @example
 * ```ts
 * import { CHOICE_TYPES } from '@storefront-kit/wire/catalogue-v3';
 * const isColour = (t: string) => t === CHOICE_TYPES[1];
 * ```
 */
export const CHOICE_TYPES = ['CHOICE_TEXT', 'ONE_COLOR'] as const;

/**
 * A choice's type: text, or one colour (`colorCode`).
 *
 * @group Types
 */
export type ChoiceType = (typeof CHOICE_TYPES)[number];

/**
 * One choice of an option. `inStock` and `visible` are computed from the variants that carry it.
 *
 * @group Types
 */
export interface ConnectedOptionChoice {
  choiceId?: string | null;
  key?: string;
  name?: string | null;
  choiceType?: ChoiceType;
  colorCode?: string;
  inStock?: boolean;
  visible?: boolean;
  /** Deprecated by the platform: the product media shown for this choice. */
  linkedMedia?: ProductMedia[];
  /** With `PRODUCT_CHOICES_MEDIA_REFERENCES`. */
  media?: { items?: { mediaId?: string; url?: string }[] };
  /** With `PRODUCT_CHOICES_DISPLAY_IMAGE`. */
  displayImage?: V3Image;
}

/**
 * An option of a product (Size, Color): each variant has one choice per option. `key` is what cart
 * line options name.
 *
 * @group Types
 */
export interface ConnectedOption {
  id?: string | null;
  name?: string | null;
  optionRenderType?: OptionRenderType;
  key?: string;
  choicesSettings?: { choices?: ConnectedOptionChoice[] };
}

/**
 * One choice of a modifier; `addedPrice` is a decimal string.
 *
 * @group Types
 */
export interface ModifierChoice {
  choiceId?: string | null;
  key?: string;
  name?: string | null;
  choiceType?: ChoiceType;
  colorCode?: string;
  addedPrice?: string | null;
}

/**
 * A modifier of a product (an engraving text, gift wrap yes/no): chosen per line, not per variant.
 *
 * @group Types
 */
export interface ConnectedModifier {
  id?: string | null;
  name?: string | null;
  modifierRenderType?: ModifierRenderType;
  key?: string;
  mandatory?: boolean | null;
  freeTextSettings?: { minCharCount?: number; maxCharCount?: number; defaultAddedPrice?: string | null; title?: string | null; key?: string };
  choicesSettings?: { choices?: ModifierChoice[] };
}
