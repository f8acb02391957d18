/**
 * Internal: decides whether an answer may replace the cart the store knows. Every operation is
 * numbered when it is sent, for the session owner of that moment; an answer loses to a newer state:
 * an answer to an older operation than the one applied, a read that a later write overtook, a cart
 * with a lower `revision` than the one known, or any answer for an owner who is gone.
 */
import type { AnyCart } from './version';

/** An operation as it was sent: its sequence number and the owner generation it was sent for. */
export interface Ticket {
  readonly at: number;
  readonly of: number;
}

/** A cart of the same id with a lower revision than the one known is stale. */
const older = (next: AnyCart | null, known: AnyCart | null) => !!next && !!known && next.id === known.id && Number(next.revision) < Number(known.revision);

/** The sequence numbers and owner generation of one store. */
export interface StaleGuard {
  /** The current owner generation: bumps when the session starts to stand for someone else. */
  readonly owner: number;
  /** Numbers an operation being sent; a write also overtakes every read sent before it. */
  send(write?: boolean): Ticket;
  /**
   * Whether the answer `next` to `ticket` replaces `known`: same owner, no newer answer applied, not
   * overtaken (for a read), not an older revision. When it does, it becomes the applied state.
   */
  accepts(ticket: Ticket, next: AnyCart | null, known: AnyCart | null, read?: boolean): boolean;
  /** Starts a new owner generation: every answer to an operation sent before is dropped. */
  changeOwner(): void;
}

/** A guard with nothing sent yet. */
export function createStaleGuard(): StaleGuard {
  let seq = 0; // the last sequence number given out
  let applied = 0; // the operation the known cart came from
  let lastWrite = 0; // the last write sent
  let owner = 0;
  return {
    get owner() {
      return owner;
    },
    send(write = false) {
      const at = ++seq;
      if (write) lastWrite = at;
      return { at, of: owner };
    },
    accepts({ at, of }, next, known, read = false) {
      if (of !== owner || at < applied || (read && lastWrite > at) || older(next, known)) return false;
      applied = at;
      return true;
    },
    changeOwner() {
      owner++;
    },
  };
}
