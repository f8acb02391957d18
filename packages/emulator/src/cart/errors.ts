/** The cart's application errors, in the platform's format. */
import { type FieldViolation, PlatformError } from '../core/platform-error';

/**
 * The visitor or member has no current cart: 404 `OWNED_CART_NOT_FOUND` ("Cart not found: Cannot find
 * cart by ownership"), as the live platform answers. (`CART_NOT_FOUND` is the platform's code for a
 * cart id that is gone; the emulator has no route addressing a cart by id.)
 */
export function ownedCartNotFound(): PlatformError {
  return PlatformError.application(404, 'OWNED_CART_NOT_FOUND', 'Cannot find cart by ownership', 'Cart not found');
}

/** A checkout cannot be created from a cart without line items: 400 `EMPTY_CART`. */
export function emptyCart(): PlatformError {
  return PlatformError.application(400, 'EMPTY_CART', 'Cannot create a checkout from an empty cart', 'Cart is empty');
}

/** A 400 validation error with the violations sorted by field (as the core does for schema errors). */
export function invalid(violations: FieldViolation[]): PlatformError {
  return PlatformError.validation([...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0)));
}
