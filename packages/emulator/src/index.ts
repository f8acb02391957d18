/**
 * `@storefront-kit/emulator`: a local HTTP server speaking the platform's wire protocol, for the SDK's
 * tests, the examples and local development. Start one with {@link startEmulator}.
 */
export { startEmulator } from './server';
export type { Emulator, StartEmulatorOptions } from './server';
export {
  DEFAULT_ALLOWED_REDIRECT_URIS,
  DEFAULT_API_KEY,
  DEFAULT_CLIENT_ID,
  DEFAULT_SITE_ID,
} from './core/options';
export type { EmulatorOptions } from './core/options';
export { FAULT_KINDS } from './core/faults';
export type { FaultKind, FaultRule, FaultRuleInput } from './core/faults';
export type { PathPattern } from './core/path-pattern';
export type { RequestLogEntry, RequestLogFilter } from './core/request-log';
export type { OutboxEntry } from './core/outbox';
export type { DeliveryAttempt, WebhookDelivery, WebhookSubscription } from './core/webhooks';
export { HOST_PREFIXES } from './core/hosts';
export { PlatformError } from './context';
export type {
  EmulatorContext,
  EmulatorEvent,
  EmulatorModule,
  FieldViolation,
  HostKind,
  OutboxMessage,
  Principal,
  ResolvedEmulatorOptions,
} from './context';
