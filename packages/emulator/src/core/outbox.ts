import type { OutboxMessage } from '../context';

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
