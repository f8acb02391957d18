/**
 * The pending flows of the authentication state machine, keyed by `stateToken`: an e-mail verification
 * (a 6-digit code, mailed to the outbox, lives {@link VERIFICATION_CODE_TTL_MS};
 * {@link MAX_VERIFICATION_ATTEMPTS} wrong codes end the flow) or a wait for the owner's approval.
 */
import type { OutboxMessage } from '../core/outbox';
import { PlatformError } from '../core/platform-error';
import type { Account } from './accounts';
import { randomDigits, randomToken, safeEqual } from './crypto';

/** Lifetime of an e-mail verification code. */
const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed before a verification flow ends. */
const MAX_VERIFICATION_ATTEMPTS = 5;

/** What a flow waits for. */
export type StateFlowKind = 'email-verification' | 'owner-approval';

/** One pending flow. */
export interface StateFlow {
  accountId: string;
  kind: StateFlowKind;
  code?: string;
  codeExpiresAt?: number;
  attempts: number;
}

/** What the flows need from the emulator. */
export interface StateFlowDeps {
  now: () => number;
  sendEmail: (message: OutboxMessage) => void;
}

/** A 400 (or `status`) application error of the identity flows. */
export function flowError(code: string, description: string, status = 400): PlatformError {
  return PlatformError.application(status, code, description, description);
}

/** The pending flows of one emulator. */
export class StateFlows {
  readonly #flows = new Map<string, StateFlow>();

  /**
   * @param deps - clock and outbox of the emulator
   * @param accountExists - whether an account still exists (a deleted account's flows are finished)
   */
  constructor(
    private readonly deps: StateFlowDeps,
    private readonly accountExists: (accountId: string) => boolean,
  ) {}

  /**
   * Opens a flow for `account` under `stateToken` (a new token unless given) and answers the token; an
   * e-mail verification mails a code unless `sendCode` is `false`.
   */
  open(account: Account, kind: StateFlowKind, stateToken: string = randomToken('emu.state.'), sendCode = true): string {
    const flow: StateFlow = { accountId: account.id, kind, attempts: 0 };
    this.#flows.set(stateToken, flow);
    if (kind === 'email-verification' && sendCode) this.sendCode(account, stateToken, flow);
    return stateToken;
  }

  /** The flow of a state token, else 400 `INVALID_STATE_TOKEN`. */
  get(stateToken: string): StateFlow {
    const flow = this.#flows.get(stateToken);
    if (!flow || !this.accountExists(flow.accountId)) throw flowError('INVALID_STATE_TOKEN', 'Unknown or finished state token');
    return flow;
  }

  /** Mails a new code for an e-mail verification flow (its wrong attempts start again). */
  sendCode(account: Account, stateToken: string, flow: StateFlow): void {
    flow.code = randomDigits(6);
    flow.codeExpiresAt = this.deps.now() + VERIFICATION_CODE_TTL_MS;
    flow.attempts = 0;
    this.deps.sendEmail({
      to: account.email,
      kind: 'verification-code',
      subject: `Your verification code is ${flow.code}`,
      code: flow.code,
      stateToken,
    });
  }

  /** A 400 unless `code` is the flow's live code; the last allowed wrong code ends the flow. */
  checkCode(stateToken: string, flow: StateFlow, code: string): void {
    if (flow.kind !== 'email-verification' || !flow.code) {
      throw flowError('INVALID_STATE_TOKEN', 'This state token does not wait for an email verification');
    }
    if (this.deps.now() >= (flow.codeExpiresAt ?? 0)) throw flowError('VERIFICATION_CODE_EXPIRED', 'The verification code expired');
    if (!safeEqual(code.trim(), flow.code)) {
      flow.attempts += 1;
      if (flow.attempts >= MAX_VERIFICATION_ATTEMPTS) this.#flows.delete(stateToken);
      throw flowError('INVALID_VERIFICATION_CODE', 'Wrong verification code');
    }
  }

  /** Ends a flow. */
  delete(stateToken: string): void {
    this.#flows.delete(stateToken);
  }

  /** Forgets every flow. */
  clear(): void {
    this.#flows.clear();
  }
}
