/**
 * The `cartInfo` of `PATCH current` applied to a cart's stored info. Without `cartFieldmask`, every
 * field the body sets replaces the stored one (the official client never sends a mask). With it
 * (comma-separated paths into `cartInfo`, e.g. `buyerNote,contactInfo.address.city`), only the masked
 * paths change, and a masked path the body leaves out is cleared, as field masks do.
 */
import type { CartInfoInput } from '@storefront-kit/wire/cart';
import { updateCartRequestSchema } from '@storefront-kit/wire/cart/schemas';
import { isUnsafeKey } from '../core/safe-keys';
import { invalid } from './errors';
import type { CartInfoRecord } from './records';

type Fields = Record<string, unknown>;

const CART_INFO_FIELDS = new Set(Object.keys(updateCartRequestSchema.shape.cartInfo.unwrap().shape));
const SEGMENT = /^[A-Za-z][A-Za-z0-9]*$/;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The mask's paths as segments; a 400 on `cartFieldmask` when one does not start with a `cartInfo` field. */
function maskPaths(mask: string): string[][] {
  const paths = mask
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
  const unknown = paths.filter((path) => {
    const segments = path.split('.');
    return !CART_INFO_FIELDS.has(segments[0] ?? '') || !segments.every((segment) => SEGMENT.test(segment) && !isUnsafeKey(segment));
  });
  if (unknown.length > 0) {
    throw invalid([{ field: 'cartFieldmask', description: `not a cartInfo field: ${unknown.join(', ')}`, violatedRule: 'FORMAT' }]);
  }
  return paths.map((path) => path.split('.'));
}

/** Sets (or, for `undefined`, deletes) the value at `path`, copying the objects on the way. */
function setPath(target: Fields, [key, ...rest]: string[], value: unknown): void {
  if (key === undefined) return;
  if (rest.length === 0) {
    if (value === undefined) delete target[key];
    else target[key] = value;
    return;
  }
  const child = target[key];
  if (value === undefined && !isFields(child)) return;
  const copy: Fields = isFields(child) ? { ...child } : {};
  target[key] = copy;
  setPath(copy, rest, value);
}

/**
 * The cart info after the update; throws a 400 before anything changes when the mask names a field
 * outside `cartInfo`. An empty mask counts as no mask.
 */
export function applyCartInfo(stored: CartInfoRecord, input: CartInfoInput | undefined, mask: string | undefined): CartInfoRecord {
  const { email, ...storedFields } = stored;
  const next: Fields = { ...storedFields, ...(email !== undefined ? { buyerInfo: { email } } : {}) };
  if (mask !== undefined && mask.trim() !== '') {
    for (const path of maskPaths(mask)) {
      setPath(
        next,
        path,
        path.reduce<unknown>((at, key) => (isFields(at) && Object.hasOwn(at, key) ? at[key] : undefined), input),
      );
    }
  } else if (input) {
    const { buyerInfo, ...fields } = input;
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) next[key] = value;
    if (buyerInfo?.email !== undefined) next.buyerInfo = { email: buyerInfo.email };
  }
  const { buyerInfo, ...info } = next;
  const nextEmail = isFields(buyerInfo) ? buyerInfo.email : undefined;
  return { ...info, ...(typeof nextEmail === 'string' ? { email: nextEmail } : {}) } as CartInfoRecord;
}
