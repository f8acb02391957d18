/**
 * The tree the emulator starts with: one top-level category per catalogue collection, with the same id,
 * name, slug, description, image and visibility, holding the collection's products. "All Products"
 * (the platform's fixed id) is managed by the stores app: its items follow the catalogue, not the
 * merchant's item calls.
 */
import { STORES_APP_ID } from '@storefront-kit/wire/categories';
import type { CatalogueService } from '../core/services';
import { ALL_PRODUCTS_COLLECTION_ID } from '../catalogue/ids';
import { CategoryTree } from './tree';

/** Builds the seeded tree from the catalogue's collections as they are now. */
export function seedTree(catalogue: CatalogueService | undefined, now: number): CategoryTree {
  const tree = new CategoryTree();
  const date = new Date(now).toISOString();
  for (const { collection, productIds } of catalogue?.collectionMembers() ?? []) {
    const image = collection.media?.mainMedia?.image;
    tree.add(
      {
        id: collection.id!,
        revision: '1',
        createdDate: date,
        updatedDate: date,
        name: collection.name ?? '',
        slug: collection.slug ?? collection.id!,
        visible: collection.visible !== false,
        ...(collection.description ? { description: collection.description } : {}),
        ...(image?.url ? { image: { id: collection.media?.mainMedia?.id, url: image.url, width: image.width, height: image.height } } : {}),
        ...(collection.id === ALL_PRODUCTS_COLLECTION_ID ? { managingAppId: STORES_APP_ID } : {}),
      },
      null,
    );
    // Listed newest first: adding the catalogue's last product first lists them in catalogue order.
    for (let i = productIds.length - 1; i >= 0; i--) tree.addItem(collection.id!, { catalogItemId: productIds[i]!, appId: STORES_APP_ID });
  }
  return tree;
}
