/** A message the emulator "sends" by e-mail; readable at `GET /__emulator/outbox`. */
export interface OutboxMessage {
  to: string;
  kind: 'verification-code' | 'password-recovery' | 'activation';
  subject: string;
  /** The verification code, for `verification-code` messages. */
  code?: string;
  /** The link in the message (recovery and activation). */
  link?: string;
  /** The state token the code belongs to, so tests can match codes to flows. */
  stateToken?: string;
}

/** A message in the outbox, with when it was sent. */
export interface OutboxEntry extends OutboxMessage {
  id: string;
  /** ISO time (emulator clock). */
  sentAt: string;
}

/** The e-mails the emulator "sent". */
export class Outbox {
  #messages: OutboxEntry[] = [];

  /** Stores a sent message. */
  add(entry: OutboxEntry): void {
    this.#messages.push(entry);
  }

  /** Messages, oldest first; `to` filters by recipient (case-insensitive). */
  list(filter: { to?: string; kind?: OutboxMessage['kind'] } = {}): OutboxEntry[] {
    const to = filter.to?.toLowerCase();
    return this.#messages.filter((message) => (!to || message.to.toLowerCase() === to) && (!filter.kind || message.kind === filter.kind));
  }

  /** Forgets every message. */
  clear(): void {
    this.#messages = [];
  }
}
