/**
 * Decodes the platform's webhook envelope from verified JWT claims, and unwraps domain-event payloads
 * (`createdEvent`, `updatedEvent`, `deletedEvent`, `actionEvent`) into handler arguments.
 * Data stays wire-shaped: no key renaming, no date conversion.
 */
import type { EventKind } from '@storefront-kit/http-core';

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
 * The identity that triggered an event, parsed from the envelope's `identity` JSON string.
 * An envelope without `identity` yields `{ identityType: 'UNKNOWN' }`. Unknown future identity types are kept as sent.
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
 * The account and site an event belongs to (envelope `accountInfo`).
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

/** Internal: the envelope or payload does not have the documented shape. */
export class EnvelopeProblem {
  constructor(readonly detail: string) {}
}

/** Internal: the arguments passed to one handler. */
export interface DecodedHandlerArgs {
  entity?: unknown;
  data?: unknown;
  modifiedFields?: unknown;
  metadata: WebhookMetadata;
}

/** Internal: the wrapper fields of the platform's domain events. */
export const DOMAIN_WRAPPERS = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'];
const WRAPPERS = /* @__PURE__ */ new Set(DOMAIN_WRAPPERS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EnvelopeProblem(`${what} is not valid JSON`);
  }
}

/** An object sent either as is or as a JSON string. */
function objectOrJsonObject(value: unknown, what: string): Record<string, unknown> {
  const parsed = typeof value === 'string' ? parseJson(value, what) : value;
  if (!isRecord(parsed)) throw new EnvelopeProblem(`${what} must be a JSON object`);
  return parsed;
}

/** Copies the string fields `keys` of `raw` onto `target`. */
function pickStrings<T>(target: T, raw: Record<string, unknown>, keys: string[]): T {
  for (const key of keys) if (typeof raw[key] === 'string') (target as Record<string, unknown>)[key] = raw[key];
  return target;
}

function parseIdentity(value: unknown): WebhookIdentity {
  if (value === undefined || value === null || value === '') return { identityType: 'UNKNOWN' };
  const raw = objectOrJsonObject(value, 'identity');
  const identityType = typeof raw.identityType === 'string' && raw.identityType !== '' ? raw.identityType : 'UNKNOWN';
  return pickStrings<WebhookIdentity>({ identityType }, raw, ['anonymousVisitorId', 'memberId', 'wixUserId', 'appId']);
}

function parseAccountInfo(value: unknown): WebhookAccountInfo | undefined {
  if (value === undefined || value === null) return undefined;
  return pickStrings<WebhookAccountInfo>({}, objectOrJsonObject(value, 'accountInfo'), ['accountId', 'parentAccountId', 'siteId']);
}

/**
 * Internal: decodes the envelope from verified claims. Throws {@link EnvelopeProblem}, never `SyntaxError`/`TypeError`.
 * The messages follow the platform's SDK where it has one (`Unexpected type of JWT data: expected string, got <typeof>`).
 */
export function parseEnvelope(claims: Record<string, unknown>): WebhookEnvelope {
  const data = claims.data;
  if (typeof data !== 'string') {
    throw new EnvelopeProblem(`Unexpected type of JWT data: expected string, got ${data === null ? 'null' : typeof data}`);
  }
  const outer = parseJson(data, 'JWT data');
  if (!isRecord(outer)) throw new EnvelopeProblem('JWT data must be a JSON object');
  const { eventType, instanceId } = outer;
  if (typeof eventType !== 'string' || eventType === '') throw new EnvelopeProblem('JWT data is missing eventType');
  if (typeof instanceId !== 'string' || instanceId === '') throw new EnvelopeProblem('JWT data is missing instanceId');
  if (typeof outer.data !== 'string') throw new EnvelopeProblem('JWT data is missing data (a JSON string)');
  const payload = parseJson(outer.data, 'event data');
  const envelope: WebhookEnvelope = {
    eventType,
    instanceId,
    identity: parseIdentity(outer.identity),
    payload,
  };
  const accountInfo = parseAccountInfo(outer.accountInfo);
  if (accountInfo !== undefined) envelope.accountInfo = accountInfo;
  if (typeof claims.jti === 'string' && claims.jti !== '') envelope.jti = claims.jti;
  return envelope;
}

/** Per domain-event kind: the wrapper field, the field of it handlers get, and whether the wrapper is required. */
const DOMAIN_KINDS: Partial<Record<EventKind, [wrapper: string, field: string, required?: 1]>> = {
  created: ['createdEvent', 'entity', 1],
  updated: ['updatedEvent', 'currentEntity', 1],
  deleted: ['deletedEvent', 'deletedEntity'],
  action: ['actionEvent', 'body', 1],
};

/**
 * Internal: the arguments for a handler of `kind`. For every kind both `entity` and `data` hold the
 * unwrapped payload, so handlers typed for any kind find it; `modifiedFields` only for updated events.
 */
export function decodeHandlerArgs(kind: EventKind, envelope: WebhookEnvelope): DecodedHandlerArgs {
  const { eventType, instanceId, identity, accountInfo, payload } = envelope;
  const metadata: WebhookMetadata = { eventType, instanceId, identity };
  if (accountInfo !== undefined) metadata.accountInfo = accountInfo;
  if (kind === 'plain') return { entity: payload, data: payload, metadata };

  if (!isRecord(payload)) throw new EnvelopeProblem('event data of a domain event must be a JSON object');
  for (const [key, value] of Object.entries(payload)) {
    if (!WRAPPERS.has(key) && !(key in metadata)) metadata[key] = value;
  }
  const domainKind = Object.hasOwn(DOMAIN_KINDS, kind) ? DOMAIN_KINDS[kind] : undefined;
  if (domainKind === undefined) throw new EnvelopeProblem(`unknown event kind ${String(kind)}`);
  const [name, field, required] = domainKind;
  const wrapper = payload[name];
  if (!(wrapper === undefined && !required) && !isRecord(wrapper)) throw new EnvelopeProblem(`event data is missing ${name}`);
  const entity = (wrapper as Record<string, unknown> | undefined)?.[field];
  const args: DecodedHandlerArgs = { entity, data: entity, metadata };
  if (kind === 'updated' && (wrapper as Record<string, unknown>).modifiedFields !== undefined) {
    args.modifiedFields = (wrapper as Record<string, unknown>).modifiedFields;
  }
  return args;
}
