/**
 * `@storefront-kit/webhooks`: verify the platform's signed webhook events and service-plugin calls and
 * dispatch them to typed handlers. Web-standard (`Request`/`Response`, WebCrypto via `jose`); the Node
 * `(req, res)` adapter lives at `@storefront-kit/webhooks/node`.
 *
 * @packageDocumentation
 */
export { createWebhooks, DEFAULT_DEDUPE_LEASE_SECONDS, DEFAULT_DEDUPE_TTL_SECONDS } from './webhooks';
export type {
  CreatedEventArgs,
  DataEventArgs,
  DeletedEventArgs,
  EventArgs,
  UpdatedEventArgs,
  WebhookDedupeOptions,
  WebhookHandler,
  WebhookHandlerArgs,
  WebhookOutcome,
  WebhookProcessOptions,
  WebhookProcessResult,
  Webhooks,
  WebhooksOptions,
} from './webhooks';
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
export type { JwtFailureReason, JwtVerificationOptions } from './verify';
export { createServicePlugins, defineServicePlugin, SERVICE_PLUGIN_ISSUER } from './service-plugins';
export type {
  ServicePluginDefinition,
  ServicePluginMetadata,
  ServicePluginMethodDefinition,
  ServicePluginMethods,
  ServicePluginRequest,
  ServicePlugins,
  ServicePluginsOptions,
} from './service-plugins';
export {
  isServicePluginError,
  isWebhookError,
  ServicePluginApplicationError,
  ServicePluginError,
  WebhookError,
} from './errors';
export type {
  ServicePluginApplicationErrorOptions,
  ServicePluginErrorCode,
  ServicePluginErrorDetails,
  WebhookErrorCode,
  WebhookErrorDetails,
} from './errors';
