/**
 * Decodes the platform's webhook envelope from verified JWT claims: each nested JSON level (the `data`
 * claim, its `identity` and its inner `data`) is parsed once. Data stays wire-shaped: no key renaming, no
 * date conversion. A document without the expected shape is refused with `ERR_WEBHOOK_MALFORMED`, never a
 * `SyntaxError`/`TypeError`.
 */
import { webhookError, type WebhookErrorDetails } from './errors';

/**
 * Who triggered an event.
 *
 * @example
 * ```ts
 * const isVisitor = (type: WebhookIdentityType) => type === 'ANONYMOUS_VISITOR';
 * ```
 */
export type WebhookIdentityType = 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';

/**
 * The identity that triggered an event, parsed from the envelope's `identity` JSON string, its fields as sent.
 * `identityType` is `'UNKNOWN'` when the envelope has no identity or the identity has no type. Unknown future
 * identity types are kept as sent.
 *
 * @example
 * ```ts
 * if (metadata.identity.identityType === 'MEMBER') console.log(metadata.identity.memberId);
 * declare const metadata: WebhookMetadata;
 * ```
 */
export interface WebhookIdentity {
  identityType: WebhookIdentityType | (string & {});
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/**
 * The account and site an event belongs to (envelope `accountInfo`, its fields as sent).
 *
 * @example
 * ```ts
 * const siteId = metadata.accountInfo?.siteId;
 * declare const metadata: WebhookMetadata;
 * ```
 */
export interface WebhookAccountInfo {
  accountId?: string;
  parentAccountId?: string;
  siteId?: string;
}

/**
 * A verified, decoded webhook envelope.
 *
 * @example
 * ```ts
 * const { eventType, instanceId, payload } = await webhooks.parseJWT(jwt);
 * declare const webhooks: Webhooks;
 * declare const jwt: string;
 * ```
 */
export interface WebhookEnvelope {
  /** The platform's event type, e.g. `wix.ecom.v1.cart_created`. */
  eventType: string;
  /** The app instance (installation) the event is for. */
  instanceId: string;
  identity: WebhookIdentity;
  accountInfo?: WebhookAccountInfo;
  /** The parsed inner `data` JSON: the domain-event object, or the whole payload of a plain event. */
  payload: unknown;
  /** The token's `jti`, when present. */
  jti?: string;
}

/**
 * Metadata every handler receives: the envelope's `instanceId`, `identity`, `accountInfo` and `eventType`, plus,
 * for domain events, every field of the domain event other than its `createdEvent`/`updatedEvent`/`deletedEvent`/`actionEvent` wrapper.
 *
 * @example
 * ```ts
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 * webhooks.on(cartCreated, ({ metadata }) => console.log(metadata.id, metadata.entityId, metadata.eventTime));
 * declare const webhooks: Webhooks;
 * ```
 */
export interface WebhookMetadata {
  eventType: string;
  instanceId: string;
  identity: WebhookIdentity;
  accountInfo?: WebhookAccountInfo;
  /** Event id (domain events); also the default dedupe key. */
  id?: string;
  /** e.g. `wix.ecom.v1.cart` (domain events). */
  entityFqdn?: string;
  /** e.g. `created`, `updated` (domain events). */
  slug?: string;
  entityId?: string;
  /** ISO-8601 (domain events). */
  eventTime?: string;
  triggeredByAnonymizeRequest?: boolean;
  originatedFrom?: string;
  entityEventSequence?: string;
  /** Any other field the platform adds to domain events. */
  [field: string]: unknown;
}

/** Internal: a parsed JSON object. */
export type JsonObject = Record<string, unknown>;

/** Internal: the `ERR_WEBHOOK_MALFORMED` error of a document without the expected shape. */
export const malformed = (detail: string, details?: WebhookErrorDetails) => webhookError('MALFORMED', detail, details);

/** Internal: whether `value` is a JSON object (not an array, not `null`). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed(`${what} is not valid JSON`);
  }
}

/** An object sent either as is or as a JSON string. */
function objectField(value: unknown, what: string): JsonObject {
  const parsed = typeof value === 'string' ? parseJson(value, what) : value;
  if (!isRecord(parsed)) throw malformed(`${what} must be a JSON object`);
  return parsed;
}

/** A required non-empty string of the envelope. */
function stringField(envelope: JsonObject, name: string): string {
  const value = envelope[name];
  if (!value || typeof value !== 'string') throw malformed(`JWT data is missing ${name}`);
  return value;
}

/**
 * Internal: decodes the envelope from verified claims. The messages follow the platform's SDK where it
 * has one (`Unexpected type of JWT data: expected string, got <typeof>`).
 */
export function parseEnvelope({ data, jti }: JsonObject): WebhookEnvelope {
  if (typeof data !== 'string') {
    throw malformed(`Unexpected type of JWT data: expected string, got ${data === null ? 'null' : typeof data}`);
  }
  const outer = objectField(data, 'JWT data');
  const { identity, accountInfo } = outer;
  const triggeredBy = identity ? objectField(identity, 'identity') : {};
  // Set on the parsed object (fresh, ours alone) rather than on a copy: V8 copies a parsed object slowly.
  triggeredBy.identityType ||= 'UNKNOWN';
  const envelope: WebhookEnvelope = {
    eventType: stringField(outer, 'eventType'),
    instanceId: stringField(outer, 'instanceId'),
    identity: triggeredBy as unknown as WebhookIdentity,
    payload: parseJson(stringField(outer, 'data'), 'event data'),
  };
  if (accountInfo !== undefined && accountInfo !== null) envelope.accountInfo = objectField(accountInfo, 'accountInfo');
  if (jti && typeof jti === 'string') envelope.jti = jti;
  return envelope;
}

/**
 * Internal: the wrapper field of each domain-event kind in a domain event's payload (`<kind>Event`), and
 * the field of that wrapper handlers get as `entity`/`data`. No `Object.prototype` key ends in `Event`,
 * so a lookup by `<kind>Event` finds only these.
 */
export const DOMAIN_WRAPPERS: Partial<Record<string, string>> = {
  createdEvent: 'entity',
  updatedEvent: 'currentEntity',
  deletedEvent: 'deletedEntity',
  actionEvent: 'body',
};
