/**
 * `@storefront-kit/wire`: the platform's wire shapes and limits in one place, below every other package.
 * This entry holds what every domain shares and stays free of zod; each domain has its own zod-free
 * entry for its types and constants (`@storefront-kit/wire/cart`, `/catalogue`, `/identity`,
 * `/redirects`) and a `schemas` entry beside it (`@storefront-kit/wire/cart/schemas`, ...). The SDK
 * packages re-export them unchanged; the emulator validates with them and imports no SDK package.
 *
 * @packageDocumentation
 */
export { MAX_ID_LENGTH } from './ids';
