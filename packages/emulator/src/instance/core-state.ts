/**
 * The core state of one emulator ({@link CoreInternals}: request log, outbox, faults, webhooks, clock)
 * and the control surface `startEmulator` answers over it.
 */
import type { EmulatorContext } from '../context';
import type { ResolvedEmulatorOptions } from '../core/options';
import type { EmulatorClock } from '../core/clock';
import type { FaultRuleInput, FaultSet } from '../faults/rules';
import type { CoreInternals } from '../core/internals';
import type { Outbox } from '../core/outbox';
import type { RequestLog } from '../request-log/store';
import type { WebhookHub } from '../webhooks/hub';
import type { Emulator } from './emulator';

/** What the core state is made of. */
export interface CoreParts {
  requestLog: RequestLog;
  outbox: Outbox;
  faults: FaultSet;
  webhooks: WebhookHub;
  clock: EmulatorClock;
  hosts: Emulator['hosts'];
  /** Fault rules given at start (a reset restores them). */
  initialFaults: readonly FaultRuleInput[];
  /** The modules' reset hooks, run last on reset. */
  resetHooks: readonly (() => void)[];
}

/** The core state; its public key is filled in once the signing keys are ready. */
export function createCoreInternals(parts: CoreParts): CoreInternals {
  const { requestLog, outbox, faults, webhooks, clock, hosts, initialFaults, resetHooks } = parts;
  return {
    requestLog,
    outbox,
    faults,
    webhooks,
    clock,
    publicKeyPem: '',
    hosts,
    initialFaults,
    reset() {
      webhooks.reset();
      requestLog.clear();
      outbox.clear();
      faults.set(initialFaults);
      clock.setOffset(0);
      for (const hook of resetHooks) hook();
    },
  };
}

/** The control surface of a built emulator (everything but `stop`). */
export function emulatorSurface(
  core: CoreInternals,
  ctx: EmulatorContext,
  location: { url: string; options: ResolvedEmulatorOptions },
): Omit<Emulator, 'stop'> {
  const { requestLog, outbox, faults, clock, webhooks, hosts } = core;
  const { url, options } = location;
  return {
    url,
    hosts,
    clientId: options.clientId,
    apiKey: options.apiKey,
    siteId: options.siteId,
    publicKeyPem: core.publicKeyPem,
    publicKey: core.publicKeyPem,
    options,
    context: ctx,
    reset: () => core.reset(),
    requestLog: (filter) => requestLog.list(filter),
    clearRequestLog: () => requestLog.clear(),
    outbox: (filter) => outbox.list(filter),
    faults: () => faults.list(),
    setFaults: (rules) => faults.set(rules),
    addFault: (rule) => faults.add([rule])[0]!,
    clearFaults: () => faults.clear(),
    now: clock.now,
    advanceClock: (ms) => clock.advance(ms),
    setClockOffset: (ms) => clock.setOffset(ms),
    subscribeWebhook: (subscription) => webhooks.subscribe(subscription),
    webhookDeliveries: (filter) => webhooks.deliveries(filter),
    webhooksIdle: () => webhooks.idle(),
  };
}
