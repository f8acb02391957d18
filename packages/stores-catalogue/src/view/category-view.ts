import type { Category } from '@storefront-kit/wire/categories';
import type { Collection } from '@storefront-kit/wire/catalogue';
import type { CategoryView } from './types';

interface Parts {
  id?: string | null;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  visible?: boolean | null;
  count: number | undefined;
  image: { url?: string; altText?: string | null; width?: number; height?: number } | undefined;
}

function viewOf({ id, name, slug, description, visible, count, image }: Parts): CategoryView {
  return {
    id: id ?? '',
    name: name ?? '',
    slug: slug ?? '',
    description: description ?? '',
    ...(count !== undefined ? { productCount: count } : {}),
    ...(image?.url ? { image: { url: image.url, alt: image.altText || name || '', width: image.width, height: image.height } } : {}),
    visible: visible !== false,
  };
}

/** The view of a V1 collection. */
export const fromCollection = (c: Collection): CategoryView => viewOf({ ...c, count: c.numberOfProducts, image: c.media?.mainMedia?.image });

/** The view of a V3 category. */
export const fromCategory = (c: Category): CategoryView => viewOf({ ...c, count: c.itemCounter, image: c.image });
