/** Lets the control API read the category tree of an emulator (as `catalogue/registry.ts` does for the catalogue). */
import type { EmulatorContext } from '../context';
import type { CategoryTree } from './tree';

/** Emulator context -> its current category tree (seeded on first use). */
export const categoryTrees = new WeakMap<EmulatorContext, () => CategoryTree>();
