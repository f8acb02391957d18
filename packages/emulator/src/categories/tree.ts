/**
 * The store's category tree: categories, their order under each parent, their items and the merchant's
 * arrangement of them. Pure state and structure; the rules of each call are in `writes.ts` and `items.ts`.
 */
import type { Category, ItemReference } from '@storefront-kit/wire/categories';

/** A category as stored: its own fields (no counters, breadcrumbs or parent: those are derived). */
export type StoredCategory = Omit<Category, 'itemCounter' | 'breadcrumbsInfo' | 'parentCategory' | 'treeReference'> & {
  id: string;
  revision: string;
  name: string;
  slug: string;
  visible: boolean;
};

/** The key of an item (an app's catalogue item). */
export const itemKey = (item: ItemReference): string => JSON.stringify([item.appId, item.catalogItemId]);

interface Node {
  category: StoredCategory;
  parentId: string | null;
  /** Items by key, in the order they were added (oldest first). */
  items: Map<string, ItemReference>;
  /** Keys of the merchant's arranged items, in display order. */
  arranged: string[];
}

/** The category tree of one emulator (the `@wix/stores` tree). */
export class CategoryTree {
  private readonly nodes = new Map<string, Node>();
  /** Child ids per parent id (`null`: the top level), in sibling order. */
  private readonly children = new Map<string | null, string[]>([[null, []]]);

  /** A category, or `undefined`. */
  get(id: string): StoredCategory | undefined {
    return this.nodes.get(id)?.category;
  }

  /** Every category in tree order: depth first, siblings in their order. */
  all(): StoredCategory[] {
    return this.descendants(null).map((id) => this.get(id)!);
  }

  /** The category with this slug, or `undefined`. */
  bySlug(slug: string): StoredCategory | undefined {
    for (const node of this.nodes.values()) if (node.category.slug === slug) return node.category;
    return undefined;
  }

  /** Adds a category as the last child of `parentId`. */
  add(category: StoredCategory, parentId: string | null): void {
    this.nodes.set(category.id, { category, parentId, items: new Map(), arranged: [] });
    this.childrenOf(parentId).push(category.id);
    this.children.set(category.id, []);
  }

  /** The parent id of a category (`null` at the top level). */
  parentOf(id: string): string | null {
    return this.nodes.get(id)?.parentId ?? null;
  }

  /** The ids of `parentId`'s children, in order (a live list). */
  childrenOf(parentId: string | null): string[] {
    let list = this.children.get(parentId);
    if (!list) {
      list = [];
      this.children.set(parentId, list);
    }
    return list;
  }

  /** The ancestors of a category, top-level first. */
  ancestors(id: string): StoredCategory[] {
    const out: StoredCategory[] = [];
    for (let p = this.parentOf(id); p !== null; p = this.parentOf(p)) out.unshift(this.get(p)!);
    return out;
  }

  /** The descendants of a category, depth first in sibling order. */
  descendants(id: string | null): string[] {
    return this.childrenOf(id).flatMap((child) => [child, ...this.descendants(child)]);
  }

  /** The depth of the subtree under `id` (0 for a leaf). */
  height(id: string): number {
    return Math.max(0, ...this.childrenOf(id).map((child) => 1 + this.height(child)));
  }

  /** Moves a category under `parentId` at `index` of its siblings. */
  move(id: string, parentId: string | null, index: number): void {
    const node = this.nodes.get(id)!;
    const old = this.childrenOf(node.parentId);
    old.splice(old.indexOf(id), 1);
    node.parentId = parentId;
    this.childrenOf(parentId).splice(index, 0, id);
  }

  /** Removes a category and its subtree; answers the removed ids. */
  remove(id: string): string[] {
    const removed = [id, ...this.descendants(id)];
    const siblings = this.childrenOf(this.parentOf(id));
    siblings.splice(siblings.indexOf(id), 1);
    for (const r of removed) {
      this.nodes.delete(r);
      this.children.delete(r);
    }
    return removed;
  }

  /** The items of a category, newest first. */
  items(id: string): ItemReference[] {
    return [...this.nodes.get(id)!.items.values()].reverse();
  }

  /** How many items a category holds directly. */
  itemCount(id: string): number {
    return this.nodes.get(id)!.items.size;
  }

  /** Whether a category holds the item directly. */
  hasItem(id: string, item: ItemReference): boolean {
    return this.nodes.get(id)!.items.has(itemKey(item));
  }

  /** Adds an item (a held item keeps its place); answers whether it was new. */
  addItem(id: string, item: ItemReference): boolean {
    const items = this.nodes.get(id)!.items;
    const key = itemKey(item);
    if (items.has(key)) return false;
    items.set(key, { catalogItemId: item.catalogItemId, appId: item.appId });
    return true;
  }

  /** Removes an item from every category holding it (its catalogue item is gone). */
  removeItemEverywhere(item: ItemReference): void {
    for (const id of this.categoriesOf(item)) this.removeItem(id, item);
  }

  /** Removes an item (and its arranged place); answers whether it was there. */
  removeItem(id: string, item: ItemReference): boolean {
    const node = this.nodes.get(id)!;
    const key = itemKey(item);
    node.arranged = node.arranged.filter((k) => k !== key);
    return node.items.delete(key);
  }

  /** The ids of the categories holding the item directly, in tree order. */
  categoriesOf(item: ItemReference): string[] {
    const key = itemKey(item);
    return this.descendants(null).filter((id) => this.nodes.get(id)!.items.has(key));
  }

  /** The arranged items of a category, in order. */
  arranged(id: string): ItemReference[] {
    const node = this.nodes.get(id)!;
    return node.arranged.map((key) => node.items.get(key)!);
  }

  /** Replaces the arranged items of a category (each must be one of its items). */
  setArranged(id: string, items: ItemReference[]): void {
    this.nodes.get(id)!.arranged = [...new Set(items.map(itemKey))];
  }
}
