/**
 * The catalogue's webhook events: the legacy `com.wix.ecommerce.catalog.api.v1.*` events, delivered as
 * `plain` events (the payload is the whole event body). Payload shapes are the `*Payload` types of
 * `@storefront-kit/stores-catalogue`.
 */
import type { CatalogueEventType, ChangedVariant, Collection, CollectionChangedPayload, Product, ProductCreatedPayload } from '@storefront-kit/wire/catalogue';
import type { EmulatorEvent } from '../core/events';

const PREFIX = 'com.wix.ecommerce.catalog.api.v1.';

function event(type: CatalogueEventType, entityId: string, body: unknown): EmulatorEvent {
  return { eventType: type, kind: 'plain', entityId, body };
}

/** `ProductCreated`. */
export function productCreated(product: Product): EmulatorEvent {
  const body: ProductCreatedPayload = {
    productId: product.id!,
    name: product.name ?? '',
    visible: product.visible ?? true,
    price: structuredClone(product.priceData ?? {}),
    media: structuredClone(product.media ?? {}),
    productPageUrl: { ...product.productPageUrl },
  };
  return event(`${PREFIX}ProductCreated`, product.id!, body);
}

/** `ProductChanged` with the changed top-level fields. */
export function productChanged(productId: string, changedFields: string[]): EmulatorEvent {
  return event(`${PREFIX}ProductChanged`, productId, { productId, changedFields: [...new Set(changedFields)].sort() });
}

/** `ProductDeleted`. */
export function productDeleted(productId: string): EmulatorEvent {
  return event(`${PREFIX}ProductDeleted`, productId, { productId });
}

/** `VariantsChanged`. */
export function variantsChanged(productId: string, variants: ChangedVariant[]): EmulatorEvent {
  return event(`${PREFIX}VariantsChanged`, productId, { productId, variants });
}

/** `CollectionCreated`. */
export function collectionCreated(collection: Collection): EmulatorEvent {
  return event(`${PREFIX}CollectionCreated`, collection.id!, {
    collectionId: collection.id!,
    name: collection.name ?? '',
    media: structuredClone(collection.media ?? {}),
  });
}

/** `CollectionChanged`. */
export function collectionChanged(collectionId: string, change: Omit<CollectionChangedPayload, 'collectionId'>): EmulatorEvent {
  return event(`${PREFIX}CollectionChanged`, collectionId, { collectionId, ...change });
}

/** `CollectionDeleted`. */
export function collectionDeleted(collectionId: string): EmulatorEvent {
  return event(`${PREFIX}CollectionDeleted`, collectionId, { collectionId });
}
