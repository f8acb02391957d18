/**
 * Adding lines to a cart: catalogue inputs merge into an existing line for the same item (same product,
 * variant, options, overrides, service and subscription), clamped to the tracked stock left; custom
 * inputs are new lines. Every problem is collected first and answered as one 400: unknown item or
 * variant, a merged quantity over the limit, a duplicate custom line id, too many lines.
 */
import { type CatalogReference, type CustomLineItemInput, type LineItemInput, MAX_CART_LINE_ITEMS, MAX_LINE_ITEM_QUANTITY } from '@storefront-kit/wire/cart';
import type { CatalogueService, ResolvedCatalogItem } from '../core/services';
import type { FieldViolation } from '../core/platform-error';
import { invalid } from './errors';
import { resolveReference } from './lines';
import { toCents } from './money';
import type { CatalogLineRecord, LineRecord } from './records';

/** A catalogue line to add (from `add-to-cart` or a `PATCH` line without an id). */
export type CatalogInput = Pick<LineItemInput, 'quantity' | 'catalogReference'> &
  Pick<Partial<LineItemInput>, 'catalogOverrideFields' | 'serviceProperties' | 'subscriptionOptionInfo' | 'paymentOption'>;

/** What line planning needs from the store. */
export interface LinePlanDeps {
  catalogue: CatalogueService | undefined;
  newId(): string;
}

/** Where the inputs sit in the request, for the violations' field paths. */
export interface LinePlanFields {
  /** The request field of the catalogue inputs (`lineItems`). */
  field: string;
  /** The request position of each catalogue input (PATCH mixes ids and new lines); default: its own position. */
  indexes?: readonly number[];
}

/** A stable JSON text for comparing option objects (keys sorted). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key lines for the same item share. */
function mergeKeyOf(input: CatalogInput, resolved: ResolvedCatalogItem): string {
  const reference = input.catalogReference;
  const { variantId: _variantId, options: _choices, ...otherOptions } = reference.options ?? {};
  return canonical({
    appId: reference.appId,
    product: resolved.productId,
    variant: resolved.variantId ?? canonical(reference.options ?? {}),
    otherOptions,
    overrides: input.catalogOverrideFields,
    service: input.serviceProperties,
    subscription: input.subscriptionOptionInfo,
  });
}

function newCatalogLine(input: CatalogInput, resolved: ResolvedCatalogItem, mergeKey: string, id: string): CatalogLineRecord {
  const line: CatalogLineRecord = {
    kind: 'catalog',
    id,
    quantity: input.quantity,
    catalogReference: input.catalogReference,
    mergeKey,
    snapshot: {
      name: resolved.name,
      priceCents: toCents(resolved.price),
      fullPriceCents: toCents(resolved.fullPrice),
      slug: resolved.slug,
      ...(resolved.imageUrl !== undefined ? { imageUrl: resolved.imageUrl } : {}),
      ...(resolved.imageId !== undefined ? { imageId: resolved.imageId } : {}),
      ...(resolved.imageSize !== undefined ? { imageSize: { ...resolved.imageSize } } : {}),
    },
  };
  if (input.catalogOverrideFields) line.catalogOverrideFields = input.catalogOverrideFields;
  if (input.serviceProperties) line.serviceProperties = input.serviceProperties;
  if (input.subscriptionOptionInfo) line.subscriptionOptionInfo = input.subscriptionOptionInfo;
  if (input.paymentOption) line.paymentOption = input.paymentOption;
  return line;
}

function notFound(reference: CatalogReference, at: string): FieldViolation {
  // The service cannot tell a missing product from a wrong selection of a product with options.
  return reference.options === undefined
    ? { field: `${at}.catalogReference.catalogItemId`, description: 'catalog item not found', violatedRule: 'OTHER' }
    : { field: `${at}.catalogReference`, description: 'catalog item or variant not found', violatedRule: 'OTHER' };
}

/**
 * How many more units of `resolved` the cart may take: what is left of its tracked stock after the
 * cart's lines of the same product and variant (none when it is out of stock; no limit when untracked).
 * The emulator's choice, the platform's own rule being unconfirmed: an add over the stock is clamped to
 * what is left, and an add of a sold-out item leaves the cart without it (200, as the platform answers
 * an add it cannot honour).
 */
function unitsLeft(lines: readonly LineRecord[], resolved: ResolvedCatalogItem, deps: LinePlanDeps): number {
  if (!resolved.inStock) return 0;
  if (resolved.quantityAvailable === undefined) return Number.POSITIVE_INFINITY;
  const inCart = lines.reduce((sum, line) => {
    if (line.kind !== 'catalog') return sum;
    const other = resolveReference(deps.catalogue, line.catalogReference);
    return other && other.productId === resolved.productId && other.variantId === resolved.variantId ? sum + line.quantity : sum;
  }, 0);
  return Math.max(0, resolved.quantityAvailable - inCart);
}

/** Adds one catalogue input to `lines` (merging with the same item, clamped to the stock left), or answers why it cannot be added. */
function addCatalogInput(lines: LineRecord[], input: CatalogInput, at: string, deps: LinePlanDeps): FieldViolation | undefined {
  const resolved = resolveReference(deps.catalogue, input.catalogReference);
  if (!resolved) return notFound(input.catalogReference, at);
  const mergeKey = mergeKeyOf(input, resolved);
  const same = lines.find((line): line is CatalogLineRecord => line.kind === 'catalog' && line.mergeKey === mergeKey);
  if (same && same.quantity + input.quantity > MAX_LINE_ITEM_QUANTITY) {
    return { field: `${at}.quantity`, description: `the line's total quantity would exceed ${MAX_LINE_ITEM_QUANTITY}`, violatedRule: 'MAX' };
  }
  const quantity = Math.min(input.quantity, unitsLeft(lines, resolved, deps));
  if (quantity <= 0) return undefined;
  if (same) same.quantity += quantity;
  else lines.push(newCatalogLine({ ...input, quantity }, resolved, mergeKey, deps.newId()));
  return undefined;
}

/** Adds one custom input to `lines`, or answers why it cannot be added (its id is taken). */
function addCustomInput(lines: LineRecord[], input: CustomLineItemInput, index: number, deps: LinePlanDeps): FieldViolation | undefined {
  if (input.id !== undefined && lines.some((line) => line.id === input.id)) {
    return { field: `customLineItems.${index}.id`, description: 'a line item with this id already exists', violatedRule: 'OTHER' };
  }
  lines.push({ kind: 'custom', id: input.id ?? deps.newId(), quantity: input.quantity, input });
  return undefined;
}

/** The lines after adding catalogue and custom inputs to `current`, or a 400 listing every problem. */
export function planLines(
  current: readonly LineRecord[],
  catalogInputs: readonly CatalogInput[],
  customInputs: readonly CustomLineItemInput[],
  fields: LinePlanFields,
  deps: LinePlanDeps,
): LineRecord[] {
  const lines: LineRecord[] = current.map((line) => ({ ...line }));
  const violations: FieldViolation[] = [];
  catalogInputs.forEach((input, position) => {
    const at = `${fields.field}.${fields.indexes?.[position] ?? position}`;
    const violation = addCatalogInput(lines, input, at, deps);
    if (violation) violations.push(violation);
  });
  customInputs.forEach((input, index) => {
    const violation = addCustomInput(lines, input, index, deps);
    if (violation) violations.push(violation);
  });
  if (violations.length === 0 && lines.length > MAX_CART_LINE_ITEMS) {
    violations.push({ field: fields.field, description: `a cart holds at most ${MAX_CART_LINE_ITEMS} line items`, violatedRule: 'MAX_SIZE' });
  }
  if (violations.length > 0) throw invalid(violations);
  return lines;
}

/**
 * A visitor's lines merged into a member's: the same items add up (capped at the quantity limit), other
 * lines are appended while the cart has room.
 */
export function mergeLines(memberLines: readonly LineRecord[], visitorLines: readonly LineRecord[]): LineRecord[] {
  const lines = memberLines.map((line) => ({ ...line }));
  for (const line of visitorLines) {
    const same = line.kind === 'catalog' ? lines.find((c) => c.kind === 'catalog' && c.mergeKey === line.mergeKey) : undefined;
    if (same) same.quantity = Math.min(MAX_LINE_ITEM_QUANTITY, same.quantity + line.quantity);
    else if (lines.length < MAX_CART_LINE_ITEMS && !lines.some((c) => c.id === line.id)) lines.push({ ...line });
  }
  return lines;
}
