/**
 * The events this receiver handles, as typed event definitions.
 *
 * TODO: switch to the definitions exported by the domain packages once they land
 * (`cartCreated`, `cartUpdated`, `cartDeleted` from `@storefront-kit/ecom-cart`; `productCreated`,
 * `productChanged`, `productDeleted` from `@storefront-kit/stores-catalogue`) and delete this file.
 */
import type { Cart } from '@storefront-kit/ecom-cart';
import { createdEvent, deletedEvent, plainEvent, updatedEvent } from '@storefront-kit/http-core';
import type { ProductChangedPayload, ProductCreatedPayload, ProductDeletedPayload } from '@storefront-kit/stores-catalogue';

export const cartCreated = createdEvent<Cart>('wix.ecom.v1.cart_created');
export const cartUpdated = updatedEvent<Cart>('wix.ecom.v1.cart_updated');
export const cartDeleted = deletedEvent<Cart>('wix.ecom.v1.cart_deleted');

export const productCreated = plainEvent<ProductCreatedPayload>('com.wix.ecommerce.catalog.api.v1.ProductCreated');
export const productChanged = plainEvent<ProductChangedPayload>('com.wix.ecommerce.catalog.api.v1.ProductChanged');
export const productDeleted = plainEvent<ProductDeletedPayload>('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
