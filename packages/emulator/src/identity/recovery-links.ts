/**
 * Recovery and activation links: a single-use token mailed to the member, valid for
 * {@link RECOVERY_TOKEN_TTL_MS}, leading to the given redirect URL or the emulator's reset page.
 */
import type { OutboxMessage } from '../core/outbox';
import type { Account } from './accounts';
import { randomToken } from './crypto';

/** Lifetime of a recovery or activation link. */
const RECOVERY_TOKEN_TTL_MS = 60 * 60_000;

/** What the links need from the emulator. */
export interface RecoveryLinkDeps {
  now: () => number;
  sendEmail: (message: OutboxMessage) => void;
  /** Base URL of the emulator, for the reset page. */
  baseUrl: () => string;
}

interface RecoveryRecord {
  accountId: string;
  expiresAt: number;
}

/** The recovery tokens of one emulator. */
export class RecoveryLinks {
  readonly #records = new Map<string, RecoveryRecord>();

  /** @param deps - clock, outbox and base URL of the emulator */
  constructor(private readonly deps: RecoveryLinkDeps) {}

  /** Mails a link with a new token to the account's e-mail. */
  mail(account: Account, kind: 'password-recovery' | 'activation', subject: string, redirectUrl?: string): void {
    const token = randomToken('emu.recovery.');
    this.#records.set(token, { accountId: account.id, expiresAt: this.deps.now() + RECOVERY_TOKEN_TTL_MS });
    const link = new URL(redirectUrl ?? `${this.deps.baseUrl()}/__pages/recover`);
    link.searchParams.set('recoveryToken', token);
    this.deps.sendEmail({ to: account.email, kind, subject, link: link.toString() });
  }

  /** The account id of a live token (not used, not expired), else `undefined`. */
  accountIdOf(token: string): string | undefined {
    const record = this.#records.get(token);
    return record && this.deps.now() < record.expiresAt ? record.accountId : undefined;
  }

  /** Uses a token up. */
  consume(token: string): void {
    this.#records.delete(token);
  }

  /** Forgets every token. */
  clear(): void {
    this.#records.clear();
  }
}
