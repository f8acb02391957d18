/** Lets sibling modules (graphql) read the catalogue store of an emulator without widening the context. */
import type { EmulatorContext } from '../context';
import type { CatalogueStore } from './store';

/** Emulator context -> its current catalogue store. */
export const catalogueStores = new WeakMap<EmulatorContext, () => CatalogueStore>();
