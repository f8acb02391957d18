/** The site sessions a `SUCCESS` opens: their `sessionToken` lets the hosted pages and the silent login issue a code. */
import { randomToken } from './crypto';

/** Lifetime of a site session (`sessionToken`). */
const SESSION_TTL_MS = 24 * 60 * 60_000;

/** A site session opened by a `SUCCESS`. */
export interface SiteSession {
  memberId: string;
  expiresAt: number;
}

/** The live site sessions of one emulator; a session ends on logout, after {@link SESSION_TTL_MS}, or with its member. */
export class SiteSessions {
  readonly #sessions = new Map<string, SiteSession>();

  /**
   * @param now - epoch ms
   * @param memberExists - whether the member still exists (a deleted member's sessions are dead)
   */
  constructor(
    private readonly now: () => number,
    private readonly memberExists: (memberId: string) => boolean,
  ) {}

  /** Opens a session for a member and returns its token. */
  open(memberId: string): string {
    const token = randomToken('emu.session.');
    this.#sessions.set(token, { memberId, expiresAt: this.now() + SESSION_TTL_MS });
    return token;
  }

  /** The live session of a token, if any. */
  get(token: string | undefined): SiteSession | undefined {
    if (!token) return undefined;
    const session = this.#sessions.get(token);
    if (!session || this.now() >= session.expiresAt || !this.memberExists(session.memberId)) return undefined;
    return session;
  }

  /** Ends a session. */
  end(token: string | undefined): void {
    if (token) this.#sessions.delete(token);
  }

  /** Ends every session of a member. */
  endAllOf(memberId: string): void {
    for (const [token, session] of this.#sessions) if (session.memberId === memberId) this.#sessions.delete(token);
  }

  /** Forgets every session. */
  clear(): void {
    this.#sessions.clear();
  }
}
