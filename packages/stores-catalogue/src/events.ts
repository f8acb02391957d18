/**
 * Typed definitions of the catalogue's webhook events, for `@storefront-kit/webhooks`. They are the
 * platform's legacy catalogue events (`com.wix.ecommerce.catalog.api.v1.*`): kind `plain`, the payload
 * is the whole event body, handed to handlers as `data`.
 */
import { plainEvent, type EventDefinition } from '@storefront-kit/http-core';
import type {
  CollectionChangedPayload,
  CollectionCreatedPayload,
  CollectionDeletedPayload,
  ProductChangedPayload,
  ProductCreatedPayload,
  ProductDeletedPayload,
  VariantsChangedPayload,
} from '@storefront-kit/wire/catalogue';

/**
 * `com.wix.ecommerce.catalog.api.v1.ProductCreated`: a product was created. The handler gets `{productId, name, visible, price, media, productPageUrl}` as `data`.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { productCreated } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(productCreated, ({ data }) => console.log(data.productId, data.name));
 * ```
 */
export const productCreated: EventDefinition<ProductCreatedPayload, 'plain'> = /* @__PURE__ */ plainEvent<ProductCreatedPayload>(
  'com.wix.ecommerce.catalog.api.v1.ProductCreated',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.ProductChanged`: a product changed. `data.changedFields` names the top-level fields that changed (e.g. `priceData`, `ribbon`).
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { productChanged } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(productChanged, ({ data }) => console.log(data.productId, data.changedFields));
 * ```
 */
export const productChanged: EventDefinition<ProductChangedPayload, 'plain'> = /* @__PURE__ */ plainEvent<ProductChangedPayload>(
  'com.wix.ecommerce.catalog.api.v1.ProductChanged',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.ProductDeleted`: a product was deleted.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { productDeleted } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(productDeleted, ({ data }) => console.log(data.productId));
 * ```
 */
export const productDeleted: EventDefinition<ProductDeletedPayload, 'plain'> = /* @__PURE__ */ plainEvent<ProductDeletedPayload>(
  'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.VariantsChanged`: a product's variants changed (price, cost, weight, sku, visibility, stock), one entry per variant.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { variantsChanged } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(variantsChanged, ({ data }) => console.log(data.productId, data.variants.length));
 * ```
 */
export const variantsChanged: EventDefinition<VariantsChangedPayload, 'plain'> = /* @__PURE__ */ plainEvent<VariantsChangedPayload>(
  'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.CollectionCreated`: a collection was created.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { collectionCreated } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(collectionCreated, ({ data }) => console.log(data.collectionId, data.name));
 * ```
 */
export const collectionCreated: EventDefinition<CollectionCreatedPayload, 'plain'> = /* @__PURE__ */ plainEvent<CollectionCreatedPayload>(
  'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.CollectionChanged`: a collection changed: `changedFields`, and the products added or removed.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { collectionChanged } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(collectionChanged, ({ data }) => console.log(data.collectionId, data.productsAdded));
 * ```
 */
export const collectionChanged: EventDefinition<CollectionChangedPayload, 'plain'> = /* @__PURE__ */ plainEvent<CollectionChangedPayload>(
  'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
);

/**
 * `com.wix.ecommerce.catalog.api.v1.CollectionDeleted`: a collection was deleted.
 *
 * @group Constants
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { collectionDeleted } from '@storefront-kit/stores-catalogue';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(collectionDeleted, ({ data }) => console.log(data.collectionId));
 * ```
 */
export const collectionDeleted: EventDefinition<CollectionDeletedPayload, 'plain'> = /* @__PURE__ */ plainEvent<CollectionDeletedPayload>(
  'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
);
