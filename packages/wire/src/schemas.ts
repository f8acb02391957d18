/**
 * `@storefront-kit/wire/schemas`: the zod building blocks every domain's schemas share.
 *
 * @packageDocumentation
 */
export { wireNumberSchema } from './wire-number';
