import type { EmulatorContext } from '../context';
import type { EmulatorClock } from './clock';
import type { FaultRuleInput, FaultSet } from '../faults/rules';
import type { Outbox } from './outbox';
import type { RequestLog } from '../request-log/log';
import type { WebhookHub } from '../webhooks/hub';

/** The core's own state, reachable from the context by the control module only. */
export interface CoreInternals {
  requestLog: RequestLog;
  outbox: Outbox;
  faults: FaultSet;
  webhooks: WebhookHub;
  clock: EmulatorClock;
  publicKeyPem: string;
  hosts: { api: string; readOnly: string; edge: string };
  /** Fault rules given at start (a reset restores them). */
  initialFaults: readonly FaultRuleInput[];
  /** Back to the state right after start: module hooks, log, outbox, webhook deliveries, faults, clock (subscriptions stay). */
  reset(): void;
}

const internals = new WeakMap<EmulatorContext, CoreInternals>();

/** Links a context to its core state. */
export function bindInternals(ctx: EmulatorContext, core: CoreInternals): void {
  internals.set(ctx, core);
}

/** The core state behind a context (throws for a context the core did not build, e.g. a test fake). */
export function coreOf(ctx: EmulatorContext): CoreInternals {
  const core = internals.get(ctx);
  if (!core) throw new Error('This EmulatorContext was not created by startEmulator');
  return core;
}
