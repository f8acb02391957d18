/**
 * `@storefront-kit/emulator`: a local HTTP server speaking the platform's wire protocol, for the SDK's
 * tests, the examples and local development. Start one with {@link startEmulator}; the demo data it
 * seeds (members, catalogue ids, coupons) is exported below so tests can name it.
 */
export { startEmulator } from './server';
export type { Emulator, StartEmulatorOptions } from './instance/emulator';
export {
  DEFAULT_ALLOWED_REDIRECT_URIS,
  DEFAULT_API_KEY,
  DEFAULT_CLIENT_ID,
  DEFAULT_SITE_ID,
} from './core/options';
export type { CatalogVersionOption, EmulatorOptions, ResolvedEmulatorOptions } from './core/options';
export { DEFAULT_LIMITS } from './core/limits';
export type { EmulatorLimits, ResolvedLimits } from './core/limits';
export { FAULT_KINDS } from './faults/rules';
export type { FaultKind, FaultRule, FaultRuleInput } from './faults/rules';
export type { PathPattern } from './core/path-pattern';
export { SECRET_FIELDS } from './request-log/log';
export type { RequestLogEntry, RequestLogFilter } from './request-log/log';
export type { OutboxEntry, OutboxMessage } from './core/outbox';
export type { DeliveryAttempt, WebhookDelivery, WebhookSubscription } from './webhooks/hub';
export { generateSigningKeys } from './webhooks/signing-keys';
export type { SigningKeys } from './webhooks/signing-keys';
export { PlatformError } from './core/platform-error';
export type { FieldViolation } from './core/platform-error';
export type { EmulatorContext, EmulatorModule } from './context';
export type { EmulatorEvent } from './core/events';
export type { Principal } from './core/principal';
export { HOST_PREFIXES } from './http/hosts';
export type { HostKind } from './http/hosts';

// --- demo data (seed: 'demo', the default) ---------------------------------------------------------
export {
  DEMO_MEMBER,
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  RESET_MEMBER,
  RESET_MEMBER_EMAIL,
} from './identity/accounts';
export type { DemoMember } from './identity/accounts';
export { TEST_INVISIBLE_RECAPTCHA_TOKEN, TEST_RECAPTCHA_TOKEN } from './identity/captcha';
export {
  DEMO_COLLECTIONS,
  DEMO_FACTS,
  DEMO_PRODUCT_SLUGS,
  demoCollectionId,
  demoProductId,
} from './catalogue/seed';
export type { DemoCollectionSpec } from './catalogue/seed';
export { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID } from './catalogue/ids';
export { SEEDED_COUPONS } from './cart/coupons';
export type { CouponDefinition, CouponEffect } from './cart/coupons';
