import { SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys';
import type { EmulatorEvent } from '../core/events';
import { newId } from '../core/ids';
import { envelopeData, eventPayload, identityOf } from './envelope';
import type { WebhookDelivery, WebhookHubSettings, WebhookSubscription } from './types';

export type {
  DeliveryAttempt,
  ServicePluginCall,
  WebhookDelivery,
  WebhookHubSettings,
  WebhookSubscription,
} from './types';

/** Checks that a URL the emulator will POST to is http(s); throws a `TypeError` otherwise. */
export function assertHttpUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`Invalid URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError('URLs must be http(s)');
}

/** The key pair webhooks are signed with (see `./signing-keys`). */
export type { SigningKeys } from './signing-keys';

/**
 * Webhook subscriptions, signing and delivery. `emit` signs the event at once and delivers it
 * asynchronously to every matching subscription, retrying non-2xx answers and network errors with
 * exponential backoff (`baseDelayMs * 2^(attempt-1)`) up to `attempts` tries.
 */
export class WebhookHub {
  #subscriptions: WebhookSubscription[] = [];
  #deliveries: WebhookDelivery[] = [];
  #sequences = new Map<string, number>();
  #pending = new Set<Promise<void>>();
  /** Pending retry waits: clearing one resolves its promise with `false`. */
  #timers = new Map<ReturnType<typeof setTimeout>, (fired: boolean) => void>();
  #aborts = new Set<AbortController>();
  #generation = 0;
  /** The last signature in progress: events are signed one after another, in emit order. */
  #signing: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    /** The signing keys (a promise: key generation overlaps the emulator's start). */
    private readonly keys: Promise<SigningKeys>,
    /** Site, instance, clock and retry settings (the service-plugin calls sign with them too). */
    readonly settings: WebhookHubSettings,
  ) {}

  /** Adds a subscription; throws a `TypeError` for a URL that is not http(s). */
  subscribe(input: { url: string; eventTypes?: string[] }): WebhookSubscription {
    assertHttpUrl(input.url);
    const subscription: WebhookSubscription = { id: newId(), url: input.url };
    if (input.eventTypes && input.eventTypes.length > 0) subscription.eventTypes = [...input.eventTypes];
    this.#subscriptions.push(subscription);
    return { ...subscription };
  }

  /** Removes a subscription; `false` when there is none with that id. */
  unsubscribe(id: string): boolean {
    const before = this.#subscriptions.length;
    this.#subscriptions = this.#subscriptions.filter((subscription) => subscription.id !== id);
    return before !== this.#subscriptions.length;
  }

  /** Snapshot of the subscriptions. */
  subscriptions(): WebhookSubscription[] {
    return this.#subscriptions.map((subscription) => ({ ...subscription }));
  }

  /** Snapshot of the deliveries, oldest first. */
  deliveries(filter: { eventType?: string } = {}): WebhookDelivery[] {
    return this.#deliveries
      .filter((delivery) => !filter.eventType || delivery.eventType === filter.eventType)
      .map((delivery) => ({ ...delivery, attempts: [...delivery.attempts], statuses: [...delivery.statuses] }));
  }

  /**
   * The JWT claims of an event, built at once (a snapshot of the entity as emitted). Advances the
   * entity's `entityEventSequence`.
   */
  envelope(event: EmulatorEvent, eventId: string): { data: string; iat: number } {
    const nowMs = this.settings.now();
    const sequence = (this.#sequences.get(event.entityId) ?? 0) + 1;
    this.#sequences.set(event.entityId, sequence);
    const payload = eventPayload(event, { id: eventId, eventTime: new Date(nowMs).toISOString(), sequence });
    const data = envelopeData({
      payload,
      eventType: event.eventType,
      instanceId: this.settings.instanceId,
      identity: identityOf(event.principal, this.settings.ownerId),
      siteId: this.settings.siteId,
    });
    return { data, iat: Math.floor(nowMs / 1000) };
  }

  /**
   * Signs claims as the platform does (RS256, `exp = iat + jwtTtlSeconds`, `iss: wix.com`): webhooks with
   * `data` a JSON string and no audience, service-plugin calls with `data` an object and `aud` the app id.
   */
  async sign(claims: { data: unknown; iat: number }, audience?: string): Promise<string> {
    const jwt = new SignJWT({ data: claims.data })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.iat + this.settings.jwtTtlSeconds)
      .setIssuer('wix.com');
    if (audience !== undefined) jwt.setAudience(audience);
    return jwt.sign((await this.keys).privateKey);
  }

  /**
   * Queues an event for every matching subscription. Events are signed in emit order and their first
   * attempts start in that order; nothing is signed when no subscription matches.
   */
  emit(event: EmulatorEvent): void {
    if (this.#stopped) return;
    const eventId = newId();
    // The entity's sequence advances even without subscribers, as on the platform.
    const claims = this.envelope(event, eventId);
    const targets = this.#subscriptions.filter((subscription) => !subscription.eventTypes || subscription.eventTypes.includes(event.eventType));
    if (targets.length === 0) return;
    const generation = this.#generation;
    const signed = this.#signing.then(() => this.sign(claims));
    this.#signing = signed.then(
      () => undefined,
      () => undefined,
    );
    const task = signed.then(async (jwt) => {
      if (generation !== this.#generation) return;
      await Promise.all(
        targets.map((subscription) => {
          const delivery: WebhookDelivery = {
            id: newId(),
            eventId,
            eventType: event.eventType,
            entityId: event.entityId,
            subscriptionId: subscription.id,
            url: subscription.url,
            jwt,
            attempts: [],
            statuses: [],
            delivered: false,
            done: false,
          };
          this.#deliveries.push(delivery);
          return this.#deliver(delivery, generation);
        }),
      );
    });
    this.#track(task);
  }

  /** Resolves once every queued delivery is delivered or has given up. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /** Forgets deliveries and entity sequences and cancels pending retries; subscriptions stay. */
  reset(): void {
    this.#cancelPending();
    this.#deliveries = [];
    this.#sequences.clear();
  }

  /** Cancels pending retries and refuses further events. */
  stop(): void {
    this.#stopped = true;
    this.#cancelPending();
  }

  #cancelPending(): void {
    this.#generation++;
    for (const [timer, resolve] of this.#timers) {
      clearTimeout(timer);
      resolve(false);
    }
    this.#timers.clear();
    for (const controller of this.#aborts) controller.abort();
    this.#aborts.clear();
    for (const delivery of this.#deliveries) delivery.done = true;
  }

  #track(task: Promise<void>): void {
    const tracked = task.catch(() => undefined).finally(() => this.#pending.delete(tracked));
    this.#pending.add(tracked);
  }

  /** Waits `ms`; resolves `false` instead when pending work is cancelled first. */
  #wait(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        resolve(true);
      }, ms);
      this.#timers.set(timer, resolve);
    });
  }

  async #deliver(delivery: WebhookDelivery, generation: number): Promise<void> {
    const { attempts, baseDelayMs, timeoutMs } = this.settings.retry;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (generation !== this.#generation) return;
      const controller = new AbortController();
      this.#aborts.add(controller);
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let status = 0;
      let error: string | undefined;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: delivery.jwt,
          signal: controller.signal,
        });
        status = response.status;
        // The answer's body says nothing the hub records: never read (an endless one would hold the attempt).
        await response.body?.cancel().catch(() => undefined);
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      } finally {
        clearTimeout(timer);
        this.#aborts.delete(controller);
      }
      if (generation !== this.#generation) return;
      delivery.attempts.push({ status, time: new Date().toISOString(), ...(error ? { error } : {}) });
      delivery.statuses.push(status);
      if (status >= 200 && status < 300) {
        delivery.delivered = true;
        delivery.done = true;
        return;
      }
      if (attempt < attempts) {
        const delay = baseDelayMs * 2 ** (attempt - 1);
        const waited = await this.#wait(delay);
        if (!waited) return;
      }
    }
    delivery.done = true;
  }
}
