import { z } from 'zod';

/**
 * A number, or one of the strings `"NaN"`, `"Infinity"`, `"-Infinity"` (how non-finite numbers travel)
 * turned into that number. Every domain's schemas use this one definition.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { wireNumberSchema } from '@storefront-kit/wire/schemas';
 * const spots = z.object({ openSpots: wireNumberSchema }).parse({ openSpots: 'Infinity' }); // { openSpots: Infinity }
 * ```
 */
export const wireNumberSchema = z.union([z.number(), z.enum(['NaN', 'Infinity', '-Infinity']).transform((s) => Number(s))]);
