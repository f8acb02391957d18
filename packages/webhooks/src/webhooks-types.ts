/**
 * The public shapes of a webhook receiver: its options, its per-call options and results, and the
 * `Webhooks` object `createWebhooks` returns.
 */
import type { DedupeStore } from './dedupe';
import type { WebhookAccountInfo, WebhookEnvelope, WebhookIdentity } from './envelope';
import type { WebhookError } from './errors';
import type { AnyEventDefinition, WebhookHandler } from './handler-args';
import type { JwtVerificationOptions } from './verify';

/**
 * Dedupe settings of {@link WebhooksOptions}.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, dedupe: { store: redisStore, ttlSeconds: 86_400 } });
 * declare const publicKey: string;
 * declare const redisStore: DedupeStore;
 * ```
 */
export interface WebhookDedupeOptions {
  /** Where handled keys are kept. Default: {@link createMemoryDedupeStore} (one per `createWebhooks`). */
  store?: DedupeStore;
  /** How long a handled key is remembered. Default 3600; must be at least `maxTokenAgeSeconds + 2 × clockToleranceSeconds`. */
  ttlSeconds?: number;
  /** How long a running delivery holds its claim (a crashed process's claim lapses after it). Default 120. */
  leaseSeconds?: number;
}

/**
 * Options of {@link createWebhooks}.
 *
 * @example
 * ```ts
 * const options: WebhooksOptions = { publicKey: process.env.WIX_PUBLIC_KEY!, maxTokenAgeSeconds: 600 };
 * ```
 */
export interface WebhooksOptions extends JwtVerificationOptions {
  /** Body cap for `processRequest`, in bytes, enforced before verification. Default 1 MiB (1 048 576). */
  maxBodyBytes?: number;
  /** Duplicate-delivery protection; `false` turns it off. Default: on, in memory. */
  dedupe?: WebhookDedupeOptions | false;
  /** Event types accepted (and acknowledged) even without a handler. */
  expectedEvents?: readonly (string | AnyEventDefinition)[];
  /**
   * Called with every error `processRequest` turns into a response. Default: `console.error` for 5xx
   * errors (a failing handler, a broken dedupe store, a bad key), nothing for 4xx.
   */
  onError?: (error: WebhookError) => void;
}

/**
 * Per-call options of `process`.
 *
 * @example
 * ```ts
 * await webhooks.process(jwt, { expectedEvents: ['wix.ecom.v1.cart_deleted'] });
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export interface WebhookProcessOptions {
  /** Extra event types accepted for this call. */
  expectedEvents?: readonly (string | AnyEventDefinition)[];
}

/**
 * How a delivery ended:
 * - `handled`: the handlers ran and succeeded (or none was registered for an expected event)
 * - `duplicate`: the event was handled before; nothing ran
 * - `in-flight`: another delivery of the same event is running its handlers now; nothing ran
 *
 * @example
 * ```ts
 * const { outcome } = await webhooks.process(jwt);
 * if (outcome === 'duplicate') console.info('already handled');
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export type WebhookOutcome = 'handled' | 'duplicate' | 'in-flight';

/**
 * The result of `process`.
 *
 * @example
 * ```ts
 * const { outcome, eventType } = await webhooks.process(jwt);
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export interface WebhookProcessResult {
  outcome: WebhookOutcome;
  eventType: string;
  instanceId: string;
  identity: WebhookIdentity;
  accountInfo?: WebhookAccountInfo;
  /** The decoded inner payload, wire-shaped. */
  payload: unknown;
  /** The key used for duplicate detection (`event:<id>`, `jti:<jti>` or `jwt:<sha256>`); absent when dedupe is off or no handler ran. */
  dedupeKey?: string;
  /** Handlers run for this delivery. */
  handlersRun: number;
}

/**
 * A webhook receiver. Create one per app (public key) and register handlers at start-up.
 *
 * @example
 * ```ts
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 * const webhooks = createWebhooks({ publicKey: process.env.WIX_PUBLIC_KEY! });
 * webhooks.on(cartCreated, ({ entity }) => console.log(entity.id));
 * export default { fetch: (request: Request) => webhooks.processRequest(request) };
 * ```
 */
export interface Webhooks {
  /** Registers `handler` for `definition`'s event type; returns a function that removes it. */
  on<TDefinition extends AnyEventDefinition>(definition: TDefinition, handler: WebhookHandler<TDefinition>): () => void;
  /** Verifies and decodes a token without running handlers. @throws {WebhookError} */
  parseJWT(jwt: string): Promise<WebhookEnvelope>;
  /** Verifies, decodes and dispatches a token. @throws {WebhookError} */
  process(jwt: string, options?: WebhookProcessOptions): Promise<WebhookProcessResult>;
  /** Handles a web-standard request and never throws: answers 200, 400, 401, 405, 409, 413 or 500 (see the README). */
  processRequest(request: Request): Promise<Response>;
  /** Event types that have at least one handler. */
  getRegisteredEvents(): string[];
}
