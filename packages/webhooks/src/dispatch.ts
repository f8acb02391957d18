/**
 * The dispatching part of a webhook receiver: handler registration, and one delivery from token to
 * outcome (verify and decode, refuse an unexpected event type, claim the dedupe key, run the handlers,
 * then mark the key done or, when a handler failed, release it).
 */
import { parseEnvelope } from './envelope';
import { WebhookError } from './errors';
import { decodeHandlerArgs, type AnyEventDefinition, type Registration } from './handler-args';
import { dedupeKeyFor, tokenDedupeKey } from './dedupe';
import { createStoreCall } from './dedupe-calls';
import type { Receiver } from './receiver';
import type { Webhooks, WebhookProcessResult, WebhooksOptions } from './webhooks-types';

const typeOf = (event: string | AnyEventDefinition): string => (typeof event === 'string' ? event : event.type);

/**
 * Internal: a receiver's `Webhooks` but for `processRequest`, over its verifier and error reporter.
 *
 * @throws {WebhookError} `ERR_WEBHOOK_INVALID_CONFIG` for a dedupe TTL or lease out of range
 */
export function createDispatch(receiver: Receiver<WebhookError>, options: WebhooksOptions): Omit<Webhooks, 'processRequest'> {
  const callStore = createStoreCall(options.dedupe, receiver);
  const expected = (options.expectedEvents ?? []).map(typeOf);
  /** Replaced, never mutated: a dispatch in progress keeps the handlers it started with. */
  let registrations: Registration[] = [];
  const parseJWT = async (jwt: string) => parseEnvelope(await receiver.verify(jwt));
  const getRegisteredEvents = () => [...new Set(registrations.map(({ type }) => type))];

  return {
    on(definition, handler) {
      if (!definition?.type || typeof definition.type !== 'string') throw new TypeError('on(): the definition has no event type');
      if (typeof handler !== 'function') throw new TypeError('on(): the handler is not a function');
      const registration: Registration = { ...definition, handler: handler as Registration['handler'] };
      registrations = [...registrations, registration];
      return () => {
        registrations = registrations.filter((entry) => entry !== registration);
      };
    },
    parseJWT,
    async process(jwt, processOptions = {}) {
      const { jti, ...envelope } = parseEnvelope(await receiver.verify(jwt));
      const { eventType } = envelope;
      const handlers = registrations.filter(({ type }) => type === eventType);
      const result: WebhookProcessResult = { outcome: 'handled', ...envelope, handlersRun: 0 };
      if (!handlers.length) {
        // Only here can the type be unexpected: a registered type is always accepted.
        const accepted = [...new Set([...expected, ...(processOptions.expectedEvents ?? []).map(typeOf), ...getRegisteredEvents()])];
        if (accepted.includes(eventType)) return result;
        throw new WebhookError(
          `Unexpected event type: ${eventType}. Expected one of: ${accepted.join(', ') || '(none registered)'}`,
          'ERR_WEBHOOK_UNEXPECTED_EVENT_TYPE',
          { eventType, expectedEventTypes: accepted },
        );
      }
      const argsList = handlers.map(({ kind }) => decodeHandlerArgs(kind, envelope));

      // The dedupe key this delivery holds; none when dedupe is off. Awaited only to hash a token without one.
      let key: string | undefined;
      if (callStore) {
        key = dedupeKeyFor(envelope.payload, jti) ?? (await tokenDedupeKey(jwt));
        result.dedupeKey = key;
      }
      const claimedAt = Date.now();
      const claim = key && (await callStore!('claim', key, eventType));
      if (claim === 'done' || claim === 'in-flight') {
        result.outcome = claim === 'done' ? 'duplicate' : claim;
        return result;
      }
      // Every handler runs, even after one throws; the failures are kept in handler order.
      let failures: unknown[] = [];
      const running = handlers.map(async ({ handler }, i) => handler(argsList[i]!));
      await Promise.all(running.map((run, i) => run.catch((cause: unknown) => (failures[i] = cause))));
      failures = failures.filter(() => true);
      // Released after a failure (within the lease), so the platform's redelivery runs the handlers again.
      if (key) await callStore!(failures.length ? 'release' : 'markDone', key, eventType, claimedAt);
      if (failures.length) {
        const cause = failures.length === 1 ? failures[0] : new AggregateError(failures, `${failures.length} handlers failed`);
        throw new WebhookError('Webhook handler failed', 'ERR_WEBHOOK_HANDLER_FAILED', { eventType, cause });
      }
      result.handlersRun = handlers.length;
      return result;
    },
    getRegisteredEvents,
  };
}
