/**
 * What an emulator is to its user, however it runs (over HTTP with `startEmulator`, or in-process): the
 * options it starts from and the control surface it answers.
 */
import type { EmulatorContext, EmulatorModule } from '../context';
import type { EmulatorOptions, ResolvedEmulatorOptions } from '../core/options';
import type { OutboxEntry, OutboxMessage } from '../core/outbox';
import type { FaultRule, FaultRuleInput } from '../faults/rules';
import type { RequestLogEntry, RequestLogFilter } from '../request-log/log';
import type { WebhookDelivery, WebhookSubscription } from '../webhooks/hub';
import type { SigningKeys } from '../webhooks/signing-keys';

/** Options of {@link startEmulator}, plus the modules to register (tests of the core). */
export interface StartEmulatorOptions extends EmulatorOptions {
  /** Feature modules to register instead of the built-in ones (for testing the core or a module alone). */
  modules?: readonly EmulatorModule[];
  /**
   * The RS256 key pair to sign webhooks with (or a promise of it), from {@link generateSigningKeys}.
   * Default: a fresh pair per emulator (about 100-300 ms of thread-pool time, overlapped with startup).
   * Share one pair between the emulators of a test suite, or start generating it before loading the
   * emulator (the CLI does).
   */
  signingKeys?: SigningKeys | Promise<SigningKeys>;
}

/** A running emulator. */
export interface Emulator {
  /** Base URL as this machine reaches it (`http://127.0.0.1:PORT`; loopback for `host: '0.0.0.0'`), also the api host. */
  readonly url: string;
  /** Base URLs of the platform's hosts on this emulator. */
  readonly hosts: { readonly api: string; readonly readOnly: string; readonly edge: string };
  /** The OAuth client id visitors and members use. */
  readonly clientId: string;
  /** The merchant API key (`Authorization: <apiKey>`). */
  readonly apiKey: string;
  /** The site id (`wix-site-id`). */
  readonly siteId: string;
  /** SPKI PEM of the key webhooks are signed with (RS256). */
  readonly publicKeyPem: string;
  /** Alias of {@link Emulator.publicKeyPem}. */
  readonly publicKey: string;
  /** Options after defaults. */
  readonly options: ResolvedEmulatorOptions;
  /** The context the modules were registered with (advanced: inspect or drive services in tests). */
  readonly context: EmulatorContext;
  /** Closes the server (and open connections) and cancels pending webhook retries. */
  stop(): Promise<void>;
  /** Back to the state right after start (see `POST /__emulator/reset`). */
  reset(): void;
  /** Logged platform requests, oldest first. */
  requestLog(filter?: RequestLogFilter): RequestLogEntry[];
  /** Empties the request log. */
  clearRequestLog(): void;
  /** E-mails sent, oldest first. */
  outbox(filter?: { to?: string; kind?: OutboxMessage['kind'] }): OutboxEntry[];
  /** Active fault rules. */
  faults(): FaultRule[];
  /** Replaces the fault rules. */
  setFaults(rules: readonly FaultRuleInput[]): FaultRule[];
  /** Adds one fault rule. */
  addFault(rule: FaultRuleInput): FaultRule;
  /** Removes every fault rule. */
  clearFaults(): void;
  /** The emulator's clock (epoch ms, including the offset). */
  now(): number;
  /** Moves the clock by `ms` (tokens expire, event times move); a `RangeError` when the offset would pass ±100 years. */
  advanceClock(ms: number): void;
  /** Sets the clock offset; a `RangeError` beyond ±100 years or for a number that is not finite. */
  setClockOffset(ms: number): void;
  /** Adds a webhook subscription. */
  subscribeWebhook(subscription: { url: string; eventTypes?: string[] }): WebhookSubscription;
  /** Webhook deliveries, oldest first. */
  webhookDeliveries(filter?: { eventType?: string }): WebhookDelivery[];
  /** Resolves when every queued webhook delivery has succeeded or given up. */
  webhooksIdle(): Promise<void>;
}
