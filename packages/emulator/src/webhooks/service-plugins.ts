/**
 * Service-plugin endpoints the emulator may call, and the call itself. The emulator calls only URLs
 * registered here (`POST /__emulator/service-plugins`), never follows a redirect, stops reading an
 * answer past `limits.servicePluginAnswerBytes`, and gives up after `webhookRetry.timeoutMs`: the call
 * route is no proxy to anywhere, and an app's answer cannot fill the emulator's memory.
 */
import { newId } from '../core/ids';
import { readAtMost } from '../http/read-bounded';
import { assertHttpUrl, type WebhookHub } from './hub';
import type { ServicePluginAnswer, ServicePluginCall } from './types';

/** A registered service-plugin endpoint: calls of `componentType` go to `url` (plus the method's path). */
export interface ServicePluginRegistration {
  id: string;
  /** The component type, e.g. `ecom.shippingRates`; one registration per type (a new one replaces it). */
  componentType: string;
  /** The app's endpoint (http or https) without the method's path. */
  url: string;
  /** The `aud` of calls that name no `appId`. */
  appId?: string;
}

/** Why a service-plugin call got no usable answer; `kind` tells the control route's message. */
class ServicePluginCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'timeout' | 'too-large',
  ) {
    super(message);
  }
}

/** The registered endpoints of one emulator (they stay across resets, as webhook subscriptions do). */
export class ServicePluginRegistry {
  #registrations = new Map<string, ServicePluginRegistration>();

  /** Registers (or replaces) the endpoint of a component type; throws a `TypeError` for a URL that is not http(s). */
  register(input: { componentType: string; url: string; appId?: string }): ServicePluginRegistration {
    assertHttpUrl(input.url);
    const registration: ServicePluginRegistration = {
      id: newId(),
      componentType: input.componentType,
      url: input.url.replace(/\/+$/, ''),
      ...(input.appId === undefined ? {} : { appId: input.appId }),
    };
    this.#registrations.set(input.componentType, registration);
    return { ...registration };
  }

  /** Removes a registration by id; `false` when there is none. */
  remove(id: string): boolean {
    for (const [type, registration] of this.#registrations) {
      if (registration.id === id) return this.#registrations.delete(type);
    }
    return false;
  }

  /** Removes every registration. */
  clear(): void {
    this.#registrations.clear();
  }

  /** Snapshot of the registrations. */
  list(): ServicePluginRegistration[] {
    return [...this.#registrations.values()].map((registration) => ({ ...registration }));
  }

  /** The registration of a component type, if any. */
  find(componentType: string): ServicePluginRegistration | undefined {
    const registration = this.#registrations.get(componentType);
    return registration && { ...registration };
  }
}

/** The whole body, unless it declares or streams more than `maxBytes` (then the stream is cancelled and this throws). */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new ServicePluginCallError(`The service plugin's answer is over ${maxBytes} bytes (limits.servicePluginAnswerBytes)`, 'too-large');
  if (Number(response.headers.get('content-length') ?? NaN) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const { bytes, complete } = await readAtMost(response, maxBytes);
  if (!complete) throw tooLarge();
  return bytes;
}

/** An app's answer: parsed when it says JSON (and is), else the text. */
function answerBody(response: Response, bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes);
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON after all
  }
}

/** How a service-plugin call is bounded. */
export interface ServicePluginCallBounds {
  timeoutMs: number;
  maxAnswerBytes: number;
}

/**
 * Calls an app's service-plugin endpoint once: POSTs a JWT whose `data` claim is `{request, metadata:
 * {appExtensionType, instanceId, requestId, ...}}` and returns the app's answer, whatever its status (a
 * redirect is answered as it is, never followed). Throws a {@link ServicePluginCallError} when the app
 * cannot be reached, does not answer in time or answers more than `maxAnswerBytes`.
 */
export async function callServicePlugin(hub: WebhookHub, call: ServicePluginCall, bounds: ServicePluginCallBounds): Promise<ServicePluginAnswer> {
  assertHttpUrl(call.url);
  const metadata = { instanceId: hub.settings.instanceId, requestId: newId(), ...call.metadata, appExtensionType: call.componentType };
  const jwt = await hub.sign({ data: { request: call.request, metadata }, iat: Math.floor(hub.settings.now() / 1000) }, call.appId);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), bounds.timeoutMs);
  try {
    const response = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: jwt,
      redirect: 'manual',
      signal: controller.signal,
    });
    return { status: response.status, body: answerBody(response, await readCapped(response, bounds.maxAnswerBytes)) };
  } catch (error) {
    if (error instanceof ServicePluginCallError) throw error;
    if (controller.signal.aborted) throw new ServicePluginCallError(`The service plugin did not answer within ${bounds.timeoutMs} ms`, 'timeout');
    throw new ServicePluginCallError(`The service plugin could not be reached: ${error instanceof Error ? error.message : String(error)}`, 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}
