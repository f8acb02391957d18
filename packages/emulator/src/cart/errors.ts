/** The cart's application errors, in the platform's format. */
import { type FieldViolation, PlatformError } from '../context';

/**
 * The owner has no cart: 404 `CART_NOT_FOUND` ("Cart not found: Cart was not found"). The captured
 * official-SDK example used status 428; the emulator answers the realistic 404 with the same body.
 */
export function cartNotFound(): PlatformError {
  return PlatformError.application(404, 'CART_NOT_FOUND', 'Cart was not found', 'Cart not found');
}

/** A checkout cannot be created from a cart without line items: 400 `EMPTY_CART`. */
export function emptyCart(): PlatformError {
  return PlatformError.application(400, 'EMPTY_CART', 'Cannot create a checkout from an empty cart', 'Cart is empty');
}

/** A 400 validation error with the violations sorted by field (as the core does for schema errors). */
export function invalid(violations: FieldViolation[]): PlatformError {
  return PlatformError.validation([...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0)));
}
