/**
 * `@storefront-kit/stores-catalogue/schemas`: the zod schemas of this package's wire shapes, written once in
 * `@storefront-kit/wire/catalogue/schemas` and re-exported here unchanged (the emulator validates with the same ones).
 * The package's main entry stays free of zod.
 *
 * @packageDocumentation
 */
export * from '@storefront-kit/wire/catalogue/schemas';
