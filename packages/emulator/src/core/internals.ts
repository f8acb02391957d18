import type { EmulatorClock } from './clock';
import type { FaultRuleInput, FaultSet } from '../faults/rules';
import type { Outbox } from './outbox';
import type { RequestLog } from '../request-log/store';
import type { WebhookHub } from '../webhooks/hub';

/** The core's own state, reachable from the context (`services.core`) by the control module only. */
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
