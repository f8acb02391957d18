/**
 * `createWebhooks`: verifies the platform's webhook JWTs, decodes the envelope, refuses unexpected event
 * types, suppresses duplicate deliveries, and runs typed handlers.
 */
import type { EventDefinition, EventKind } from '@storefront-kit/http-core';
import { createMemoryDedupeStore, dedupeKeyFor, type DedupeStore } from './dedupe';
import {
  decodeHandlerArgs,
  EnvelopeProblem,
  parseEnvelope,
  type DecodedHandlerArgs,
  type WebhookAccountInfo,
  type WebhookEnvelope,
  type WebhookIdentity,
  type WebhookMetadata,
} from './envelope';
import { WebhookError, type WebhookErrorDetails } from './errors';
import { BodyNotText, BodyTooLarge } from './body';
import { createReceiver, jsonResponse, MethodNotAllowed, serveRequest, toConfigError } from './receiver';
import { JwtRejection, type JwtVerificationOptions } from './verify';

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
  definition: AnyEventDefinition;
  handler: (args: DecodedHandlerArgs) => void | Promise<void>;
}

function typeOf(event: string | AnyEventDefinition): string {
  return typeof event === 'string' ? event : event.type;
}

function configError(detail: string, cause?: unknown): WebhookError {
  return new WebhookError('ERR_WEBHOOK_INVALID_CONFIG', `Invalid webhooks configuration: ${detail}`, { cause });
}

function assertSeconds(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw configError(`${name} must be a positive number of seconds`);
  }
  return value;
}

function malformed(detail: string, details?: WebhookErrorDetails): WebhookError {
  return new WebhookError('ERR_WEBHOOK_MALFORMED', `Malformed webhook: ${detail}`, details);
}

/** Public message per code for response bodies: never a token, never a handler's own error text. */
function publicMessage(error: WebhookError): string {
  return error.code === 'ERR_WEBHOOK_INVALID_JWT'
    ? `JWT is not valid (${error.reason ?? 'invalid_token'})`
    : error.code === 'ERR_WEBHOOK_HANDLER_FAILED'
      ? 'Webhook handler failed'
      : error.status >= 500
        ? 'Webhook receiver error'
        : error.message;
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
  const receiver = createReceiver(options, configError);
  const { verifier, maxBodyBytes, report } = receiver;

  const window = verifier.maxTokenAgeSeconds + 2 * verifier.clockToleranceSeconds;
  let dedupe: { store: DedupeStore; ttlMs: number; leaseMs: number } | undefined;
  if (options.dedupe !== false) {
    const settings = options.dedupe ?? {};
    const ttl = assertSeconds('dedupe.ttlSeconds', settings.ttlSeconds ?? Math.max(DEFAULT_DEDUPE_TTL_SECONDS, window));
    if (ttl < window) {
      throw configError(`dedupe.ttlSeconds (${ttl}) must be at least maxTokenAgeSeconds + 2 × clockToleranceSeconds (${window})`);
    }
    const lease = assertSeconds('dedupe.leaseSeconds', settings.leaseSeconds ?? DEFAULT_DEDUPE_LEASE_SECONDS);
    dedupe = { store: settings.store ?? createMemoryDedupeStore(), ttlMs: ttl * 1000, leaseMs: lease * 1000 };
  }

  const expected = (options.expectedEvents ?? []).map(typeOf);
  const registry = new Map<string, Registration[]>();

  async function parseJWT(jwt: string): Promise<WebhookEnvelope> {
    let claims: Record<string, unknown>;
    try {
      claims = await verifier.verify(jwt);
    } catch (error) {
      if (!(error instanceof JwtRejection)) throw toConfigError(error, configError);
      const { reason, detail } = error;
      throw reason === 'not_a_jwt'
        ? malformed(detail, { reason })
        : new WebhookError('ERR_WEBHOOK_INVALID_JWT', `JWT is not valid (${reason}): ${detail}`, { reason, cause: error.cause });
    }
    try {
      return parseEnvelope(claims);
    } catch (error) {
      throw error instanceof EnvelopeProblem ? malformed(error.detail) : error;
    }
  }

  async function process(jwt: string, processOptions: WebhookProcessOptions = {}): Promise<WebhookProcessResult> {
    const envelope = await parseJWT(jwt);
    const { eventType, instanceId, identity, payload, accountInfo } = envelope;
    const registrations = registry.get(eventType) ?? []; // never mutated: `on` replaces the array
    const accepted = [...new Set([...expected, ...(processOptions.expectedEvents ?? []).map(typeOf), ...registry.keys()])];
    if (!accepted.includes(eventType)) {
      throw new WebhookError(
        'ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE',
        `Unexpected event type: ${eventType}. Expected one of: ${accepted.length > 0 ? accepted.join(', ') : '(none registered)'}`,
        { eventType, expectedEventTypes: accepted },
      );
    }

    let argsList: DecodedHandlerArgs[];
    try {
      argsList = registrations.map((registration) => decodeHandlerArgs(registration.definition.kind, envelope));
    } catch (error) {
      throw error instanceof EnvelopeProblem ? malformed(error.detail, { eventType }) : error;
    }

    const result: WebhookProcessResult = { outcome: 'handled', eventType, instanceId, identity, payload, handlersRun: 0 };
    if (accountInfo !== undefined) result.accountInfo = accountInfo;
    if (registrations.length === 0) return result;

    let key: string | undefined;
    if (dedupe !== undefined) {
      key = await dedupeKeyFor(payload, envelope.jti, jwt);
      result.dedupeKey = key;
      let claim;
      try {
        claim = await dedupe.store.claim(key, dedupe.leaseMs);
      } catch (cause) {
        throw new WebhookError('ERR_WEBHOOK_DEDUPE_FAILED', 'Dedupe store failed to claim the event', { eventType, cause });
      }
      if (claim === 'done') return { ...result, outcome: 'duplicate' };
      if (claim === 'in-flight') return { ...result, outcome: 'in-flight' };
    }

    const settled = await Promise.allSettled(
      registrations.map(async (registration, index) => registration.handler(argsList[index]!)),
    );
    const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    if (failures.length > 0) {
      if (dedupe !== undefined && key !== undefined) {
        try {
          await dedupe.store.release(key);
        } catch (cause) {
          report(new WebhookError('ERR_WEBHOOK_DEDUPE_FAILED', 'Dedupe store failed to release the event', { eventType, cause }));
        }
      }
      const cause = failures.length === 1 ? failures[0] : new AggregateError(failures, `${failures.length} handlers failed`);
      throw new WebhookError('ERR_WEBHOOK_HANDLER_FAILED', `Webhook handler failed for ${eventType}`, { eventType, cause });
    }
    if (dedupe !== undefined && key !== undefined) {
      try {
        await dedupe.store.markDone(key, dedupe.ttlMs);
      } catch (cause) {
        // The handlers succeeded: answering 500 would make the platform run them again.
        report(new WebhookError('ERR_WEBHOOK_DEDUPE_FAILED', 'Dedupe store failed to record the event', { eventType, cause }));
      }
    }
    return { ...result, handlersRun: registrations.length };
  }

  const processRequest = (request: Request) =>
    serveRequest(
      request,
      receiver,
      async (body) => {
        const { outcome } = await process(body.trim());
        return outcome === 'in-flight' ? jsonResponse(409, { outcome }, { 'retry-after': '10' }) : jsonResponse(200, { outcome });
      },
      (cause, refused) =>
        !refused
          ? cause instanceof WebhookError
            ? cause
            : new WebhookError('ERR_WEBHOOK_HANDLER_FAILED', 'Webhook processing failed', { cause })
          : cause instanceof MethodNotAllowed
            ? new WebhookError('ERR_WEBHOOK_METHOD_NOT_ALLOWED', `Method ${request.method} not allowed; use POST`)
            : cause instanceof BodyTooLarge
              ? new WebhookError('ERR_WEBHOOK_BODY_TOO_LARGE', `Webhook body is larger than ${maxBodyBytes} bytes`, { limitBytes: maxBodyBytes })
              : cause instanceof BodyNotText
                ? malformed('the body is not UTF-8 text', { reason: 'not_a_jwt' })
                : malformed('the body could not be read', { cause }),
      (error, headers) => jsonResponse(error.status, { code: error.code, message: publicMessage(error) }, headers),
    );

  return {
    on(definition, handler) {
      if (typeof definition?.type !== 'string' || definition.type === '') {
        throw new TypeError('on(definition, handler): definition must be an event definition with a type');
      }
      if (typeof handler !== 'function') throw new TypeError('on(definition, handler): handler must be a function');
      const { type } = definition;
      const registration: Registration = { definition, handler: handler as unknown as Registration['handler'] };
      registry.set(type, [...(registry.get(type) ?? []), registration]);
      return () => {
        const next = (registry.get(type) ?? []).filter((entry) => entry !== registration);
        if (next.length > 0) registry.set(type, next);
        else registry.delete(type);
      };
    },
    parseJWT,
    process,
    processRequest,
    getRegisteredEvents: () => [...registry.keys()],
  };
}
