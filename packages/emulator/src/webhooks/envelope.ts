import type { EmulatorEvent } from '../core/events';
import type { Principal } from '../core/principal';

/** The `identity` of a webhook envelope, from the principal that triggered the event. */
export function identityOf(principal: Principal | undefined, ownerId: string): Record<string, string> {
  switch (principal?.kind) {
    case 'visitor':
      return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: principal.visitorId };
    case 'member':
      return { identityType: 'MEMBER', memberId: principal.memberId };
    case 'merchant':
      return { identityType: 'WIX_USER', wixUserId: ownerId };
    default:
      return { identityType: 'UNKNOWN' };
  }
}

/** The slug of a domain event: the part of the event type after `<entityFqdn>_` (e.g. `created`), else the kind. */
function slugOf(event: EmulatorEvent): string {
  if (event.entityFqdn && event.eventType.startsWith(`${event.entityFqdn}_`)) {
    return event.eventType.slice(event.entityFqdn.length + 1);
  }
  const underscore = event.eventType.lastIndexOf('_');
  return underscore >= 0 ? event.eventType.slice(underscore + 1) : event.kind;
}

/**
 * The payload (the inner `data`) of an event. Domain events: `{id, entityFqdn, slug, entityId,
 * createdEvent|updatedEvent|deletedEvent|actionEvent, eventTime, triggeredByAnonymizeRequest,
 * entityEventSequence}`; `plain` events: the body itself.
 */
export function eventPayload(event: EmulatorEvent, meta: { id: string; eventTime: string; sequence: number }): unknown {
  if (event.kind === 'plain') return event.body ?? {};
  const payload: Record<string, unknown> = {
    id: meta.id,
    entityFqdn: event.entityFqdn ?? '',
    slug: slugOf(event),
    entityId: event.entityId,
  };
  switch (event.kind) {
    case 'created':
      payload.createdEvent = { entity: event.entity ?? {} };
      break;
    case 'updated':
      payload.updatedEvent = {
        currentEntity: event.entity ?? {},
        ...(event.modifiedFields ? { modifiedFields: event.modifiedFields } : {}),
      };
      break;
    case 'deleted':
      payload.deletedEvent = event.entity === undefined ? {} : { deletedEntity: event.entity };
      break;
    case 'action':
      payload.actionEvent = { body: event.body ?? {} };
      break;
  }
  payload.eventTime = meta.eventTime;
  payload.triggeredByAnonymizeRequest = false;
  payload.entityEventSequence = String(meta.sequence);
  return payload;
}

/** The JSON string of the JWT's `data` claim: `{data, eventType, instanceId, identity, accountInfo}`. */
export function envelopeData(input: { payload: unknown; eventType: string; instanceId: string; identity: Record<string, string>; siteId: string }): string {
  return JSON.stringify({
    data: JSON.stringify(input.payload),
    eventType: input.eventType,
    instanceId: input.instanceId,
    identity: JSON.stringify(input.identity),
    accountInfo: { siteId: input.siteId },
  });
}
