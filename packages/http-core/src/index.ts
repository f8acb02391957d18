export { defineEvent, EVENT_KINDS } from './events';
export type { EventDefinition, EventKind, EventPayload } from './events';
