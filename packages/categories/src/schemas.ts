/**
 * `@storefront-kit/categories/schemas`: the zod schemas of the categories service's requests, written once in
 * `@storefront-kit/wire/categories/schemas` and re-exported here unchanged (the emulator validates with the same ones).
 * The package's main entry stays free of zod.
 *
 * @packageDocumentation
 */
export * from '@storefront-kit/wire/categories/schemas';
