/**
 * `createWebhooks`: verifies the platform's webhook JWTs, decodes the envelope, refuses unexpected event
 * types, suppresses duplicate deliveries, and runs typed handlers.
 */
import type { EventDefinition, EventKind } from '@storefront-kit/http-core';
import { createMemoryDedupeStore, dedupeKeyFor, type DedupeStore } from './dedupe';
import {
  decodeHandlerArgs,
  parseEnvelope,
  type DecodedHandlerArgs,
  type WebhookAccountInfo,
  type WebhookEnvelope,
  type WebhookIdentity,
  type WebhookMetadata,
} from './envelope';
import { webhookError, WebhookError } from './errors';
import { createReceiver, errorResponse } from './receiver';
import { checkOption, type JwtVerificationOptions } from './verify';

/**
 * Default time a handled event's key is remembered: 1 hour (never less than the token-validity window).
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, dedupe: { ttlSeconds: DEFAULT_DEDUPE_TTL_SECONDS * 24 } });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_DEDUPE_TTL_SECONDS = 3600;
/**
 * Default time a delivery holds its claim while handlers run: 2 minutes.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, dedupe: { leaseSeconds: DEFAULT_DEDUPE_LEASE_SECONDS * 5 } });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_DEDUPE_LEASE_SECONDS = 120;

/**
 * Any event definition, whatever its payload and kind.
 *
 * @inline
 */
type AnyEventDefinition = EventDefinition<unknown, EventKind>;

/**
 * Handler arguments of a `created` event.
 *
 * @example
 * ```ts
 * import type { Cart } from '@storefront-kit/ecom-cart';
 * const handler = ({ entity, metadata }: CreatedEventArgs<Cart>) => console.log(entity.id, metadata.eventTime);
 * ```
 */
export interface CreatedEventArgs<TEntity> {
  /** `createdEvent.entity`. */
  entity: TEntity;
  metadata: WebhookMetadata;
}

/**
 * Handler arguments of an `updated` event.
 *
 * @example
 * ```ts
 * import type { Cart } from '@storefront-kit/ecom-cart';
 * const handler = ({ entity, modifiedFields }: UpdatedEventArgs<Cart>) => console.log(entity.id, modifiedFields);
 * ```
 */
export interface UpdatedEventArgs<TEntity> {
  /** `updatedEvent.currentEntity`. */
  entity: TEntity;
  /** `updatedEvent.modifiedFields`, as sent (flattened field paths), when present. */
  modifiedFields?: Record<string, unknown>;
  metadata: WebhookMetadata;
}

/**
 * Handler arguments of a `deleted` event; the platform does not always send the deleted entity.
 *
 * @example
 * ```ts
 * import type { Cart } from '@storefront-kit/ecom-cart';
 * const handler = ({ entity, metadata }: DeletedEventArgs<Cart>) => console.log(entity?.id ?? metadata.entityId);
 * ```
 */
export interface DeletedEventArgs<TEntity> {
  /** `deletedEvent.deletedEntity`, when sent. */
  entity?: TEntity;
  metadata: WebhookMetadata;
}

/**
 * Handler arguments of an `action` event (`actionEvent.body`) or a `plain` event (the whole payload).
 *
 * @example
 * ```ts
 * import type { ProductChangedPayload } from '@storefront-kit/stores-catalogue';
 * const handler = ({ data }: DataEventArgs<ProductChangedPayload>) => console.log(data.productId);
 * ```
 */
export interface DataEventArgs<TData> {
  data: TData;
  metadata: WebhookMetadata;
}

/**
 * Handler arguments when the definition's `kind` is not known to the type system (a definition made with
 * `defineEvent<T>(type, kind)`, whose kind is the wide `EventKind`): the unwrapped payload is in both
 * `entity` and `data`. For a `deleted` event delivered without its entity, both are `undefined` at run time.
 * Definitions made with `createdEvent`, `updatedEvent`, ... (as the domain packages' are) get the exact
 * per-kind arguments instead.
 *
 * @example
 * ```ts
 * import { defineEvent } from '@storefront-kit/http-core';
 * const thingHappened = defineEvent<{ id: string }>('wix.example.v1.thing_happened', 'action');
 * webhooks.on(thingHappened, ({ entity, data, metadata }) => console.log(entity.id, data.id, metadata.instanceId));
 * declare const webhooks: Webhooks;
 * ```
 */
export interface EventArgs<TPayload> {
  entity: TPayload;
  data: TPayload;
  modifiedFields?: Record<string, unknown>;
  metadata: WebhookMetadata;
}

/**
 * The handler arguments of one event kind.
 *
 * @inline
 */
type ArgsForKind<TKind, TPayload> = TKind extends 'created'
  ? CreatedEventArgs<TPayload>
  : TKind extends 'updated'
    ? UpdatedEventArgs<TPayload>
    : TKind extends 'deleted'
      ? DeletedEventArgs<TPayload>
      : DataEventArgs<TPayload>;

/**
 * What a handler for `TDefinition` receives: exact per-kind arguments when the definition's `kind` is a
 * literal type, else {@link EventArgs}.
 *
 * @inlineType ArgsForKind
 * @useDeclaredType
 * @example
 * ```ts
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 * type Args = WebhookHandlerArgs<typeof cartCreated>; // CreatedEventArgs<Cart>: { entity: Cart; metadata: WebhookMetadata }
 * ```
 */
export type WebhookHandlerArgs<TDefinition extends AnyEventDefinition> =
  TDefinition extends EventDefinition<infer TPayload, EventKind>
    ? [EventKind] extends [TDefinition['kind']]
      ? EventArgs<TPayload>
      : ArgsForKind<TDefinition['kind'], TPayload>
    : never;

/**
 * A handler for one event definition. Throwing (or rejecting) makes the delivery fail with 500 so the platform retries it.
 *
 * @example
 * ```ts
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 * import type { Cart } from '@storefront-kit/ecom-cart';
 * const onCart: WebhookHandler<typeof cartCreated> = async ({ entity }) => { await saveCart(entity); };
 * declare function saveCart(cart: Cart): Promise<void>;
 * ```
 */
export type WebhookHandler<TDefinition extends AnyEventDefinition> = (
  args: WebhookHandlerArgs<TDefinition>,
) => void | Promise<void>;

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

interface Registration {
  /** The definition's event type. */
  type: string;
  kind: EventKind;
  handler: (args: DecodedHandlerArgs) => void | Promise<void>;
}

function typeOf(event: string | AnyEventDefinition): string {
  return typeof event === 'string' ? event : event.type;
}

/** Public message per code for response bodies: never a token, never a handler's own error text. */
function publicMessage({ code, status, reason, message }: WebhookError): string {
  return code === 'ERR_WEBHOOK_INVALID_JWT'
    ? `JWT is not valid (${reason})`
    : code === 'ERR_WEBHOOK_HANDLER_FAILED'
      ? 'Webhook handler failed'
      : status >= 500
        ? 'Webhook receiver error'
        : message;
}

/**
 * Creates a webhook receiver for the platform's RS256-signed webhook JWTs.
 *
 * Defaults: clock tolerance 5 s; maximum token age 300 s (`iat` too old or in the future is refused);
 * `exp` required; body cap 1 MiB; dedupe on, in memory, keys remembered 1 h.
 * Policy: an event type with no handler that is not in `expectedEvents` is refused (400) whether or not
 * other handlers are registered.
 *
 * @throws {WebhookError} `ERR_WEBHOOK_INVALID_CONFIG` when the key or an option is unusable
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 *
 * const webhooks = createWebhooks({ publicKey: process.env.WIX_PUBLIC_KEY! });
 * webhooks.on(cartCreated, async ({ entity, metadata }) => {
 *   console.log('cart', entity.id, 'for instance', metadata.instanceId);
 * });
 * // Any web-standard runtime:
 * export const POST = (request: Request) => webhooks.processRequest(request);
 * ```
 */
export function createWebhooks(options: WebhooksOptions): Webhooks {
  const receiver = createReceiver(options, webhookError);

  // Dedupe: no store when off. A handled key must outlive every token that carries it, so `ttlSeconds` is
  // at least the verifier's window (how long one token is accepted).
  const window = receiver.windowSeconds;
  const { store = options.dedupe === false ? undefined : createMemoryDedupeStore(), ttlSeconds, leaseSeconds } = options.dedupe || {};
  const ttlMs = 1000 * checkOption(webhookError, 'dedupe.ttlSeconds', ttlSeconds ?? Math.max(DEFAULT_DEDUPE_TTL_SECONDS, window), window, true);
  const leaseMs = 1000 * checkOption(webhookError, 'dedupe.leaseSeconds', leaseSeconds ?? DEFAULT_DEDUPE_LEASE_SECONDS);

  const expected = (options.expectedEvents ?? []).map(typeOf);
  /** Replaced, never mutated: a dispatch in progress keeps the handlers it started with. */
  let registrations: Registration[] = [];

  const parseJWT = async (jwt: string) => parseEnvelope(await receiver.verify(jwt));
  const getRegisteredEvents = () => [...new Set(registrations.map(({ type }) => type))];

  /**
   * Calls the dedupe store's `method` for `key`, with the lease (`claim`) or the TTL (`markDone`; `release`
   * ignores it). A failure is an `ERR_WEBHOOK_DEDUPE_FAILED` error: thrown by `claim`, only reported afterwards
   * (the handlers' outcome decides the answer; a 500 after success would run them again).
   */
  async function callStore(method: keyof DedupeStore, key: string, eventType: string) {
    try {
      return await store![method](key, method === 'claim' ? leaseMs : ttlMs);
    } catch (cause) {
      const error = new WebhookError('ERR_WEBHOOK_DEDUPE_FAILED', `Dedupe store ${method}() failed`, { eventType, cause });
      if (method === 'claim') throw error;
      receiver.report(error);
    }
  }

  async function process(jwt: string, processOptions: WebhookProcessOptions = {}): Promise<WebhookProcessResult> {
    const { jti, ...envelope } = await parseJWT(jwt);
    const { eventType } = envelope;
    const handlers = registrations.filter(({ type }) => type === eventType);
    const result: WebhookProcessResult = { outcome: 'handled', ...envelope, handlersRun: 0 };
    if (!handlers.length) {
      // Only here can the type be unexpected: a registered type is always accepted.
      const accepted = [...new Set([...expected, ...(processOptions.expectedEvents ?? []).map(typeOf), ...getRegisteredEvents()])];
      if (accepted.includes(eventType)) return result;
      throw new WebhookError(
        'ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE',
        `Unexpected event type: ${eventType}. Expected one of: ${accepted.join(', ') || '(none registered)'}`,
        { eventType, expectedEventTypes: accepted },
      );
    }
    const argsList = handlers.map(({ kind }) => decodeHandlerArgs(kind, envelope));

    // The dedupe key this delivery holds; none when dedupe is off.
    const key = store && (result.dedupeKey = await dedupeKeyFor(envelope.payload, jti, jwt));
    if (key) {
      const claim = await callStore('claim', key, eventType);
      if (claim === 'done' || claim === 'in-flight') return { ...result, outcome: claim === 'done' ? 'duplicate' : claim };
    }

    const settled = await Promise.allSettled(handlers.map(async ({ handler }, i) => handler(argsList[i]!)));
    const failures = settled
      .filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
      .map(({ reason }) => reason as unknown);
    if (failures.length) {
      // Released, so the platform's redelivery runs the handlers again.
      if (key) await callStore('release', key, eventType);
      const cause = failures.length === 1 ? failures[0] : new AggregateError(failures, `${failures.length} handlers failed`);
      throw new WebhookError('ERR_WEBHOOK_HANDLER_FAILED', 'Webhook handler failed', { eventType, cause });
    }
    if (key) await callStore('markDone', key, eventType);
    result.handlersRun = handlers.length;
    return result;
  }

  return {
    on(definition, handler) {
      if (!definition?.type || typeof definition.type !== 'string') throw new TypeError('on(): the definition has no event type');
      if (typeof handler !== 'function') throw new TypeError('on(): the handler is not a function');
      const registration: Registration = { ...definition, handler: handler as unknown as Registration['handler'] };
      registrations = [...registrations, registration];
      return () => {
        registrations = registrations.filter((entry) => entry !== registration);
      };
    },
    parseJWT,
    process,
    async processRequest(request) {
      try {
        const { outcome } = await process((await receiver.read(request)).trim());
        return Response.json({ outcome }, outcome === 'in-flight' ? { status: 409, headers: { 'retry-after': '10' } } : {});
      } catch (cause) {
        const error = cause instanceof WebhookError ? cause : new WebhookError('ERR_WEBHOOK_HANDLER_FAILED', 'Webhook processing failed', { cause });
        return errorResponse(receiver, error, { code: error.code, message: publicMessage(error) });
      }
    },
    getRegisteredEvents,
  };
}
