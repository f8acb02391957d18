/** Building blocks of the category schemas: tree and item references, requested fields, the category as sent. */
import { z } from 'zod';
import { idSchema } from '../../catalogue/schemas/wire';
import { CATEGORY_FIELDS, type Category, type ItemReference, type TreeReference } from '../types/category';
import { CATEGORY_TEXT_LIMITS } from '../types/limits';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim() !== '', 'must be a non-blank string');
/** An item id: the SDK's id rule, at most 36 characters. */
const itemIdSchema = z.string().max(36).pipe(idSchema);
/** An int64 as a string, as a revision travels. */
export const revisionSchema = z.string().regex(/^\d{1,19}$/, 'must be an int64 as a string');

/**
 * A tree reference: `appNamespace` 4..150 characters, `treeKey` 1..44 characters or `null`.
 *
 * @group Schemas
 * @example
 * ```ts
 * import { treeReferenceSchema } from '@storefront-kit/wire/categories/schemas';
 * treeReferenceSchema.parse({ appNamespace: '@wix/stores', treeKey: null });
 * ```
 */
export const treeReferenceSchema: z.ZodType<TreeReference> = z.object({
  appNamespace: z.string().min(4).max(150),
  treeKey: z.string().min(1).max(44).nullable().optional(),
});

/**
 * An item reference: `catalogItemId` and `appId`, each 1..36 characters.
 *
 * @group Schemas
 */
export const itemReferenceSchema: z.ZodType<ItemReference> = z.object({
  catalogItemId: itemIdSchema,
  appId: itemIdSchema,
});

/**
 * The `fields` list of a read or write: values of `CATEGORY_FIELDS`, at most 100.
 *
 * @group Schemas
 */
export const categoryFieldsSchema = z.array(z.enum(CATEGORY_FIELDS)).max(100);

const imageSchema = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number(), altText: z.string(), filename: z.string() }).partial();

/**
 * A category as a create or update sends it. Output fields (`itemCounter`, `breadcrumbsInfo`, dates)
 * pass and are ignored by the server; `visible` is changed only by the visibility call.
 *
 * @group Schemas
 */
export const categoryInputSchema: z.ZodType<Category> = z
  .object({
    id: idSchema.nullable(),
    revision: revisionSchema.nullable(),
    createdDate: z.string().nullable(),
    updatedDate: z.string().nullable(),
    name: text(CATEGORY_TEXT_LIMITS.name).nullable(),
    image: imageSchema,
    itemCounter: z.number(),
    description: text(CATEGORY_TEXT_LIMITS.description).nullable(),
    visible: z.boolean().nullable(),
    breadcrumbsInfo: z
      .object({ breadcrumbs: z.array(z.object({ categoryId: z.string(), categoryName: z.string(), categorySlug: z.string() }).partial()) })
      .partial(),
    parentCategory: z.object({ id: idSchema.nullable(), index: z.number().int().min(0).nullable() }).partial(),
    slug: text(CATEGORY_TEXT_LIMITS.slug).nullable(),
    seoData: z.object({ tags: z.array(z.record(z.string(), z.unknown())), settings: z.record(z.string(), z.unknown()) }).partial(),
    richContentDescription: z.record(z.string(), z.unknown()),
    treeReference: treeReferenceSchema,
    managingAppId: z.string().nullable(),
    extendedFields: z.object({ namespaces: z.record(z.string(), z.record(z.string(), z.unknown())) }).partial(),
  })
  .partial();
