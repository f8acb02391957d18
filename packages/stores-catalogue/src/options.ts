/**
 * Per-call options of every catalogue call: http-core's one `CallOptions` (`signal`, `timeoutMs`),
 * re-exported so catalogue users need no second import.
 */
export type { CallOptions } from '@storefront-kit/http-core';
