/**
 * Helpers of the cart integration tests: a test file's emulator, a visitor's current-cart calls over
 * real HTTP.
 */
import { STORES_APP_ID } from '@storefront-kit/wire/cart';
import { startEmulator, type Emulator } from '../src/index';
import { demoProductId } from '../src/catalogue/seed';
import { useEmulator, type Answer } from './helpers';

/** Sends a request to the emulator; `auth` is the raw `Authorization` value. */
export async function call(emu: Emulator, method: string, path: string, body?: unknown, auth?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (auth !== undefined) headers.authorization = auth;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${emu.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
}

/** A fresh anonymous visitor's access token. */
export async function visitorToken(emu: Emulator): Promise<string> {
  const answer = await call(emu, 'POST', '/oauth2/token', { clientId: emu.clientId, grantType: 'anonymous' });
  if (answer.status !== 200) throw new Error(`anonymous grant failed: ${answer.status}`);
  return answer.body.access_token as string;
}

const CART = '/ecom/v1/carts/current';

/** The nine current-cart calls for one access token. */
export function cartClient(emu: Emulator, token: string) {
  return {
    get: () => call(emu, 'GET', CART, undefined, token),
    update: (body: unknown) => call(emu, 'PATCH', CART, body, token),
    delete: () => call(emu, 'DELETE', CART, undefined, token),
    add: (body: unknown) => call(emu, 'POST', `${CART}/add-to-cart`, body, token),
    removeLines: (lineItemIds: string[]) => call(emu, 'POST', `${CART}/remove-line-items`, { lineItemIds }, token),
    updateQuantities: (lineItems: { id: string; quantity: number }[]) => call(emu, 'POST', `${CART}/update-line-items-quantity`, { lineItems }, token),
    removeCoupon: () => call(emu, 'POST', `${CART}/remove-coupon`, {}, token),
    estimate: (body: unknown = {}) => call(emu, 'POST', `${CART}/estimate-totals`, body, token),
    createCheckout: (body: unknown = {}) => call(emu, 'POST', `${CART}/create-checkout`, body, token),
  };
}

/** The current-cart calls of one access token. */
type CartClient = ReturnType<typeof cartClient>;

/** What {@link useCartEmulator} gives a cart test file. */
export interface CartEmulator {
  /** The file's emulator: every built-in module on a free port, from `beforeAll` to `afterAll`. */
  readonly emu: Emulator;
  /** The current-cart calls of a new anonymous visitor. */
  newShopper(): Promise<CartClient>;
}

/** Registers the hooks that start and stop a cart test file's emulator. */
export function useCartEmulator(): CartEmulator {
  const running = useEmulator(() => startEmulator({ port: 0 }));
  return {
    get emu() {
      return running();
    },
    async newShopper() {
      const emu = running();
      return cartClient(emu, await visitorToken(emu));
    },
  };
}

/** A catalogue line item input for a demo product (by slug), optionally with choices. */
export function item(slug: string, quantity = 1, choices?: Record<string, string>) {
  return {
    quantity,
    catalogReference: {
      catalogItemId: demoProductId(slug),
      appId: STORES_APP_ID,
      ...(choices ? { options: { options: choices } } : {}),
    },
  };
}

/** The `field`s of a validation error body. */
export function violatedFields(body: any): string[] {
  return (body?.details?.validationError?.fieldViolations ?? []).map((v: { field: string }) => v.field);
}

/** Sets the tracked stock of every variant of a demo product (by slug), as the merchant does. */
export async function setStock(emu: Emulator, slug: string, quantity: number): Promise<void> {
  const response = await fetch(`${emu.url}/stores/v1/products/${demoProductId(slug)}`, {
    method: 'PATCH',
    headers: { authorization: emu.apiKey, 'wix-site-id': emu.siteId, 'content-type': 'application/json' },
    body: JSON.stringify({ product: { stock: { trackInventory: true, quantity } } }),
  });
  if (response.status !== 200) throw new Error(`stock update failed: ${response.status} ${await response.text()}`);
}
