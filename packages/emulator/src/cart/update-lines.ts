/**
 * The line parts of a `PATCH current` request, checked before anything changes: `lineItems` with an `id`
 * set that line's quantity, those without add catalogue items; merchant discounts may only name lines
 * the cart will have.
 */
import type { CatalogReference, MerchantDiscountInput, UpdateLineItemInput } from '@storefront-kit/wire/cart';
import type { FieldViolation } from '../core/platform-error';
import { invalid } from './errors';
import type { CatalogInput } from './plan-lines';
import type { LineRecord } from './records';

/** The `lineItems` without an id, with their positions in the request. */
export interface LineAdditions {
  inputs: CatalogInput[];
  indexes: number[];
}

function catalogInputOf(input: UpdateLineItemInput): CatalogInput {
  const line: CatalogInput = { quantity: input.quantity, catalogReference: input.catalogReference as CatalogReference };
  if (input.catalogOverrideFields) line.catalogOverrideFields = input.catalogOverrideFields;
  if (input.serviceProperties) line.serviceProperties = input.serviceProperties;
  return line;
}

/**
 * Sets the quantities of the `lineItems` with an id on `lines` (copies the caller owns) and answers the
 * others as additions; a 400 when an id names no line.
 */
export function applyLineQuantities(lines: LineRecord[], inputs: readonly UpdateLineItemInput[]): LineAdditions {
  const violations: FieldViolation[] = [];
  const additions: LineAdditions = { inputs: [], indexes: [] };
  inputs.forEach((input, index) => {
    if (input.id === undefined) {
      additions.inputs.push(catalogInputOf(input));
      additions.indexes.push(index);
      return;
    }
    const line = lines.find((candidate) => candidate.id === input.id);
    if (!line) violations.push({ field: `lineItems.${index}.id`, description: 'line item not found', violatedRule: 'OTHER' });
    else line.quantity = input.quantity;
  });
  if (violations.length > 0) throw invalid(violations);
  return additions;
}

/** A 400 when a merchant discount names a line that `lines` do not have. */
export function checkDiscountLines(lines: readonly LineRecord[], discounts: readonly MerchantDiscountInput[]): void {
  const ids = new Set(lines.map((line) => line.id));
  const violations: FieldViolation[] = [];
  discounts.forEach((discount, index) => {
    (discount.lineItemIds ?? []).forEach((id, idIndex) => {
      if (!ids.has(id)) {
        violations.push({ field: `merchantDiscounts.${index}.lineItemIds.${idIndex}`, description: 'line item not found', violatedRule: 'OTHER' });
      }
    });
  });
  if (violations.length > 0) throw invalid(violations);
}
