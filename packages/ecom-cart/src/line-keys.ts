/**
 * Internal: what tells catalogue lines apart: what the server merges an added line by (`mergeKey`, of
 * a line to add; `lineKey`, of a cart's line of either version). The cart store's optimistic view, the
 * link of a pending line to the server's line and receipts use it, so they merge where the server does.
 */
import type { CatalogReference } from '@storefront-kit/wire/cart';

/**
 * A stable text for a value: object keys sorted and `undefined` entries left out, so `{a, b}` and
 * `{b, a}` compare equal; in a list, `undefined` stays apart from `{}` and `null`.
 */
const canonical = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? Array.isArray(value)
      ? `[${value.map(canonical).join()}]`
      : `{${Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join()}}`
    : JSON.stringify(value);

/** What identifies a catalogue item: product, app and options (variant or choices). */
const itemKey = (reference: CatalogReference | undefined): string | undefined =>
  reference && canonical([reference.catalogItemId, reference.appId, reference.options ?? {}]);

/**
 * The fields of a catalogue line, or of a catalogue line to add, that decide whether the server merges
 * them (V1 carries them all on the line and its input; a V2 line's are in `source` and `attributes`).
 */
interface LineMergeFields {
  catalogReference?: CatalogReference | undefined;
  catalogOverrideFields?: unknown;
  serviceProperties?: unknown;
  subscriptionOptionInfo?: unknown;
}

/**
 * What the server merges catalogue lines by: an added line goes onto a line already in the cart (their
 * quantities add up) exactly when both hold the same item (`itemKey`) with equal `catalogOverrideFields`,
 * `serviceProperties` and `subscriptionOptionInfo`, compared by value (key order aside; a field left
 * out is not an empty one). Otherwise the add makes a line of its own. This is the emulator's rule
 * (`packages/emulator/src/cart/plan-lines.ts`); the wire documents name none. One difference: the
 * server resolves a variant, so `{ variantId }` and the `{ options }` choices naming the same variant
 * merge there, while here (without the catalogue) they count as two items until the server answers.
 */
export const mergeKey = ({ catalogReference, catalogOverrideFields, serviceProperties, subscriptionOptionInfo }: LineMergeFields): string | undefined => {
  const item = itemKey(catalogReference);
  return item && canonical([item, catalogOverrideFields, serviceProperties, subscriptionOptionInfo]);
};

/** A cart's line of either version as `lineKey` reads it: V1 has the fields on the line, V2 in `source` and `attributes`. */
interface CartLine extends LineMergeFields {
  /** Not read: the one field every line has, so that a line of any shape fits. */
  id?: string | undefined;
  customLineItem?: boolean | undefined;
  source?: { catalogReference?: CatalogReference | undefined; catalogOverrideFields?: unknown } | undefined;
  attributes?: { serviceProperties?: unknown; subscriptionInfo?: unknown } | undefined;
}

/** `mergeKey` of a cart's line of either version; `undefined` for a custom line. */
export const lineKey = ({ customLineItem, source, attributes, ...line }: CartLine): string | undefined =>
  customLineItem
    ? undefined
    : mergeKey({
        catalogReference: line.catalogReference ?? source?.catalogReference,
        catalogOverrideFields: line.catalogOverrideFields ?? source?.catalogOverrideFields,
        serviceProperties: line.serviceProperties ?? attributes?.serviceProperties,
        subscriptionOptionInfo: line.subscriptionOptionInfo ?? attributes?.subscriptionInfo,
      });
