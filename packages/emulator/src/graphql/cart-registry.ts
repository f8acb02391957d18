/**
 * Lets the GraphQL module reach the cart module's store (as `catalogue/registry.ts` does for the
 * catalogue): the cart module registers its store here when it registers its routes.
 */
import type { EmulatorContext } from '../context';
import type { CartStore } from '../cart/store';

/** Emulator context -> its cart store. */
export const cartStores = new WeakMap<EmulatorContext, CartStore>();
