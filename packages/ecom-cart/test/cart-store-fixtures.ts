/** The carts, lines and answers the cart store's tests (`src/store/cart-store-*.test.ts`) are built from. */
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { STORES_APP_ID, type Cart } from '../src/index';

export const ref = (catalogItemId: string) => ({ catalogItemId, appId: STORES_APP_ID });
export const line = (id: string, catalogItemId: string, quantity: number) => ({ id, quantity, catalogReference: ref(catalogItemId) });
export const cart = (revision: number, lineItems: Cart['lineItems'] = []): Cart => ({ id: 'c1', revision: String(revision), lineItems });
export const notFound = () =>
  json({ message: 'Cart not found', details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found' } } }, 404);
