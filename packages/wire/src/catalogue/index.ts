/**
 * `@storefront-kit/wire/catalogue`: wire types and value lists of the catalogue (products, collections,
 * variants, media, inventory, queries, writes, bulk calls, events). Free of zod; the schemas are in
 * `@storefront-kit/wire/catalogue/schemas`.
 *
 * @packageDocumentation
 */
export * from './types/bulk';
export * from './types/collection';
export * from './types/events';
export * from './types/inventory';
export * from './types/media';
export * from './types/options';
export * from './types/price';
export * from './types/product';
export * from './types/query';
export * from './types/variant';
export * from './types/writes';
