/**
 * Handlers: the typed arguments they receive per event kind, what a registration holds, and the decoding
 * of their arguments from an envelope, which unwraps domain-event payloads (`createdEvent`,
 * `updatedEvent`, `deletedEvent`, `actionEvent`).
 */
import type { EventDefinition, EventKind } from '@storefront-kit/http-core';
import { DOMAIN_WRAPPERS, isRecord, malformed, type JsonObject, type WebhookEnvelope, type WebhookMetadata } from './envelope';

/**
 * Any event definition, whatever its payload and kind.
 *
 * @inline
 */
export type AnyEventDefinition = EventDefinition<unknown, EventKind>;

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
export type WebhookHandler<TDefinition extends AnyEventDefinition> = (args: WebhookHandlerArgs<TDefinition>) => void | Promise<void>;

/** Internal: one handler registered with `on`. */
export interface Registration {
  /** The definition's event type. */
  type: string;
  kind: EventKind;
  handler: (args: DecodedHandlerArgs) => unknown;
}

/** Internal: the arguments passed to one handler. */
export interface DecodedHandlerArgs {
  entity?: unknown;
  data?: unknown;
  modifiedFields?: unknown;
  metadata: WebhookMetadata;
}

/**
 * Internal: the arguments for a handler of `kind`, from an envelope without its `jti`. For every kind
 * both `entity` and `data` hold the unwrapped payload, so handlers typed for any kind find it;
 * `modifiedFields` when the wrapper has them (updated events). A kind that is not a domain kind gets
 * the whole payload.
 */
export function decodeHandlerArgs(kind: EventKind, { payload, ...fields }: Omit<WebhookEnvelope, 'jti'>): DecodedHandlerArgs {
  const name = `${kind}Event`;
  const field = DOMAIN_WRAPPERS[name];
  if (!field) return { entity: payload, data: payload, metadata: fields };

  const wrapper = (payload as JsonObject | undefined)?.[name]; // a payload that is not an object is refused below
  // Only a deleted event may come without its wrapper (the platform does not always send the entity).
  if (!isRecord(payload) || (wrapper === undefined ? kind !== 'deleted' : !isRecord(wrapper))) {
    throw malformed(`event data is not a ${kind} event (${name})`, { eventType: fields.eventType });
  }
  // The domain event's own fields (id, entityId, eventTime, ...) join the envelope's, which win. Copied
  // key by key into a new object: V8 adds keys to a copy of a parsed object (spread, rest) ~20x slower.
  // `__proto__` is left out: assigned, it would set the prototype.
  const metadata = {} as WebhookMetadata;
  for (const key in payload) if (key !== name && key !== '__proto__') metadata[key] = payload[key];
  const { [field]: entity, modifiedFields } = (wrapper ?? {}) as JsonObject;
  const args: DecodedHandlerArgs = { entity, data: entity, metadata: Object.assign(metadata, fields) };
  if (modifiedFields !== undefined) args.modifiedFields = modifiedFields;
  return args;
}
