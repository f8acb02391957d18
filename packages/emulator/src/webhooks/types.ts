/** The shapes of the webhook hub: subscriptions, deliveries and their attempts, service-plugin calls, settings. */

/** A webhook subscription: events of `eventTypes` (all when empty/absent) are POSTed to `url`. */
export interface WebhookSubscription {
  id: string;
  url: string;
  eventTypes?: string[];
}

/** One attempt of delivering an event to a subscription. */
export interface DeliveryAttempt {
  /** HTTP status, or `0` for a network error / timeout. */
  status: number;
  error?: string;
  /** ISO time of the attempt (wall clock). */
  time: string;
}

/** The delivery of one event to one subscription. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  entityId: string;
  subscriptionId: string;
  url: string;
  /** The JWT that was (or is being) POSTed. */
  jwt: string;
  attempts: DeliveryAttempt[];
  /** Statuses of the attempts, in order (`0` = network error). */
  statuses: number[];
  delivered: boolean;
  /** `true` once no further attempt will be made (delivered, attempts exhausted, or cancelled). */
  done: boolean;
}

/** A call of an app's service-plugin endpoint, made as the platform makes it. */
export interface ServicePluginCall {
  /** The endpoint of the method, e.g. `https://app.example/plugins/shipping/v1/getRates` (http or https). */
  url: string;
  /** The component type, sent as `metadata.appExtensionType` (e.g. `ecom.shippingRates`). */
  componentType: string;
  /** The method's payload, sent as `data.request`. */
  request: unknown;
  /** More `metadata` fields (`currency`, `languages`, `identity`, or other `instanceId`/`requestId`). */
  metadata?: Record<string, unknown>;
  /** The `aud` claim: the app's id. */
  appId: string;
}

/** What the app answered: its status and body (parsed when JSON, else the text). */
export interface ServicePluginAnswer {
  status: number;
  body: unknown;
}

/** Settings of a {@link WebhookHub}. */
export interface WebhookHubSettings {
  siteId: string;
  instanceId: string;
  ownerId: string;
  now: () => number;
  jwtTtlSeconds: number;
  retry: { attempts: number; baseDelayMs: number; timeoutMs: number };
}
