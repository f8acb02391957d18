/**
 * `@storefront-kit/webhooks`: verify the platform's signed webhook events and service-plugin calls and
 * dispatch them to typed handlers. Web-standard (`Request`/`Response`; signatures checked with Node's `crypto.verify` where the
 * runtime has it, else WebCrypto); the Node
 * `(req, res)` adapter lives at `@storefront-kit/webhooks/node`.
 *
 * @packageDocumentation
 */
export { createWebhooks } from './webhooks';
export { DEFAULT_DEDUPE_LEASE_SECONDS, DEFAULT_DEDUPE_TTL_SECONDS } from './dedupe-calls';
export type { CreatedEventArgs, DataEventArgs, DeletedEventArgs, EventArgs, UpdatedEventArgs, WebhookHandler, WebhookHandlerArgs } from './handler-args';
export type {
  WebhookDedupeOptions,
  WebhookOutcome,
  WebhookProcessOptions,
  WebhookProcessResult,
  Webhooks,
  WebhooksOptions,
} from './webhooks-types';
export type {
  WebhookAccountInfo,
  WebhookEnvelope,
  WebhookIdentity,
  WebhookIdentityType,
  WebhookMetadata,
} from './envelope';
export { createMemoryDedupeStore } from './dedupe';
export type { DedupeClaim, DedupeStore, MemoryDedupeStoreOptions } from './dedupe';
export { DEFAULT_MAX_BODY_BYTES } from './body';
export { DEFAULT_CLOCK_TOLERANCE_SECONDS, DEFAULT_MAX_TOKEN_AGE_SECONDS } from './verify';
export type { JwtFailureReason } from './failures';
export type { JwtVerificationOptions } from './verify';
export { createServicePlugins, SERVICE_PLUGIN_ISSUER } from './service-plugins';
export { defineServicePlugin } from './define-service-plugin';
export type {
  ServicePluginDefinition,
  ServicePluginMetadata,
  ServicePluginMethodDefinition,
  ServicePluginMethods,
  ServicePluginRequest,
  ServicePlugins,
  ServicePluginsOptions,
} from './service-plugin-types';
export { isWebhookError, WebhookError } from './errors';
export type { WebhookErrorCode, WebhookErrorDetails } from './errors';
export {
  isServicePluginApplicationError,
  isServicePluginError,
  ServicePluginApplicationError,
  ServicePluginError,
} from './service-plugin-errors';
export type {
  ServicePluginApplicationErrorCode,
  ServicePluginApplicationErrorOptions,
  ServicePluginErrorCode,
  ServicePluginErrorDetails,
} from './service-plugin-errors';
