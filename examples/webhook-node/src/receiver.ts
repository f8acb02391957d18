/**
 * `startWebhookReceiver`: a Hono server on Node that verifies the emulator's signed webhooks with
 * `@storefront-kit/webhooks`, dispatches cart and product events to typed handlers, logs one line per
 * event, and subscribes itself to the emulator.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { cartCreated, cartDeleted, cartUpdated } from '@storefront-kit/ecom-cart';
import { productChanged, productCreated, productDeleted } from '@storefront-kit/stores-catalogue';
import { createWebhooks, type WebhookError } from '@storefront-kit/webhooks';
import { Hono } from 'hono';
import { fetchPublicKey, subscribe, unsubscribe } from './control';
import { cartLine, productChangedLine, productCreatedLine, productDeletedLine } from './format';

/** Options of {@link startWebhookReceiver}. */
export interface WebhookReceiverOptions {
  /** The emulator's base URL (`emulator.url`), for its control API. */
  emulatorUrl: string;
  /** Port to listen on; `0` picks a free one. Default 0. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  hostname?: string;
  /** The key webhooks are signed with (`emulator.publicKeyPem`). Default: fetched from `GET /__emulator/public-key`. */
  publicKeyPem?: string;
  /** Where event lines go. Default `console.log`. */
  log?: (line: string) => void;
  /** Where refused and failed deliveries are reported (a failure with its cause). Default `console.warn`. */
  warn?: (line: string) => void;
  /** How many of the latest events and refused deliveries `events` and `refused` keep. Default 1000. */
  keep?: number;
}

/** One verified and dispatched event. */
export interface ReceivedEvent {
  eventType: string;
  /** The cart or product id. */
  entityId: string;
  /** The line that was logged. */
  line: string;
}

/** A delivery the receiver answered with an error: refused (bad signature, malformed body, ...) or failed (a handler threw). */
export interface RefusedDelivery {
  status: number;
  code: string;
}

/** A running receiver. */
export interface WebhookReceiver {
  /** The URL the emulator delivers to. */
  readonly url: string;
  /** The emulator subscription's id. */
  readonly subscriptionId: string;
  /** The latest events verified and dispatched (at most `keep`), oldest first. */
  readonly events: readonly ReceivedEvent[];
  /** The latest deliveries refused (at most `keep`), oldest first. */
  readonly refused: readonly RefusedDelivery[];
  /** Resolves with the first event (already received or still to come) matching `predicate`. */
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Unsubscribes from the emulator and closes the server. */
  close(): Promise<void>;
}

const WEBHOOK_PATH = '/webhooks';

/**
 * Starts a webhook receiver and subscribes it to the emulator's cart and product events.
 *
 * @example
 * ```ts
 * import { startEmulator } from '@storefront-kit/emulator';
 * const emulator = await startEmulator({ port: 0 });
 * const receiver = await startWebhookReceiver({ emulatorUrl: emulator.url, publicKeyPem: emulator.publicKeyPem });
 * // ... add to cart, edit a product ...
 * await receiver.waitFor((e) => e.eventType === 'wix.ecom.v1.cart_created');
 * await receiver.close();
 * ```
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  const { emulatorUrl, log = console.log, warn = console.warn, keep = 1000 } = options;
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1, got ${keep}`);
  const publicKey = options.publicKeyPem ?? (await fetchPublicKey(emulatorUrl));
  const events: ReceivedEvent[] = [];
  const refused: RefusedDelivery[] = [];
  const waiters = new Set<(event: ReceivedEvent) => void>();
  // A receiver runs for weeks: the lists keep the latest entries, not every delivery since it started.
  const append = <T>(list: T[], entry: T) => {
    list.push(entry);
    if (list.length > keep) list.splice(0, list.length - keep);
  };

  const record = (eventType: string, entityId: string, line: string) => {
    const event = { eventType, entityId, line };
    append(events, event);
    log(line);
    for (const waiter of [...waiters]) waiter(event);
  };

  const webhooks = createWebhooks({
    publicKey,
    onError: (error: WebhookError) => {
      append(refused, { status: error.status, code: error.code });
      if (error.status < 500) {
        warn(`refused delivery  ${error.status} ${error.code}`);
        return;
      }
      // This receiver's own failure (a handler threw, the dedupe store failed): the platform retries the
      // delivery, and the operator needs to know what failed. The message is the app's, never the token.
      const what = error.code === 'ERR_WEBHOOK_HANDLER_FAILED' ? 'handler failed' : 'delivery failed';
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);
      warn(`${what}  ${error.status} ${error.code}  ${error.eventType ?? '?'}: ${cause}`);
    },
  });
  webhooks.on(cartCreated, ({ entity, metadata }) => record(cartCreated.type, entity.id ?? '', cartLine('created', entity, metadata)));
  webhooks.on(cartUpdated, ({ entity, metadata }) => record(cartUpdated.type, entity.id ?? '', cartLine('updated', entity, metadata)));
  webhooks.on(cartDeleted, ({ entity, metadata }) => record(cartDeleted.type, entity?.id ?? metadata.entityId ?? '', cartLine('deleted', entity, metadata)));
  webhooks.on(productCreated, ({ data }) => record(productCreated.type, data.productId, productCreatedLine(data)));
  webhooks.on(productChanged, ({ data }) => record(productChanged.type, data.productId, productChangedLine(data)));
  webhooks.on(productDeleted, ({ data }) => record(productDeleted.type, data.productId, productDeletedLine(data.productId)));

  const app = new Hono();
  app.post(WEBHOOK_PATH, (c) => webhooks.processRequest(c.req.raw));
  app.get('/health', (c) => c.json({ status: 'ok', events: events.length }));

  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  const hostname = options.hostname ?? '127.0.0.1';
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
  const host = hostname.includes(':') ? `[${hostname}]` : hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
  const url = `http://${host}:${address.port}${WEBHOOK_PATH}`;

  let subscriptionId: string;
  try {
    subscriptionId = await subscribe(emulatorUrl, url, webhooks.getRegisteredEvents());
  } catch (error) {
    server.close();
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    url,
    subscriptionId,
    events,
    refused,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching webhook event within ${timeoutMs} ms; received: ${events.map((e) => e.eventType).join(', ') || 'none'}`));
        }, timeoutMs);
        const waiter = (event: ReceivedEvent) => {
          if (!predicate(event)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(event);
        };
        waiters.add(waiter);
      });
    },
    close() {
      closed ??= unsubscribe(emulatorUrl, subscriptionId).then(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      );
      return closed;
    },
  };
}
