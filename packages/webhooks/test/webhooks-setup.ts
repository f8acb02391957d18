/**
 * Shared set-up of the `createWebhooks` tests (`src/webhooks-*.test.ts`): the event definitions they
 * deliver, one RSA key pair per test file, and the webhook-error capture.
 */
import { beforeAll } from 'vitest';
import { defineEvent } from '@storefront-kit/http-core';
import { rejectionOf } from '@storefront-kit/test-utils';
import { isWebhookError } from '../src/index';
import { makeKeyPair, type KeyPair } from './fixtures';

interface Cart {
  id: string;
  lineItems?: { quantity: number }[];
}
interface ProductChanged {
  productId: string;
  changedFields: string[];
}
export const cartCreated = defineEvent<Cart>('wix.ecom.v1.cart_created', 'created');
export const cartUpdated = defineEvent<Cart>('wix.ecom.v1.cart_updated', 'updated');
export const cartDeleted = defineEvent<Cart>('wix.ecom.v1.cart_deleted', 'deleted');
export const orderPaid = defineEvent<{ orderId: string }>('wix.ecom.v1.order_paid', 'action');
export const productChanged = defineEvent<ProductChanged>('com.wix.ecommerce.catalog.api.v1.ProductChanged', 'plain');

/** The test file's key pair: set by the `beforeAll` that {@link useKeyPair} registers (a live binding). */
export let keys: KeyPair;

/** Registers, in the calling test file, a `beforeAll` that makes the key pair `keys` is bound to. */
export function useKeyPair(): void {
  beforeAll(async () => {
    keys = await makeKeyPair();
  });
}

/** Receiver options that keep expected 4xx/5xx refusals out of the test output. */
export const quiet = { onError: () => {} };

export const rejection = (promise: Promise<unknown>) => rejectionOf(promise, isWebhookError);
