/**
 * The token records of one emulator, grouped by family (the tokens of one login or one visitor), with
 * the bounds that keep them from growing without end: long-expired access tokens and ended families
 * are swept, and at most `maxAnonymous` visitor families live at once (the least recently used is
 * forgotten first, and its tokens become unknown).
 */
import { randomToken } from './crypto';

/** Absolute lifetime of a refresh-token family (30 days). */
const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The store sweeps at most once per this much emulator time. */
export const SWEEP_INTERVAL_MS = 60_000;
/** How long an expired access token is still known (answered "expired", not "unknown"). */
const EXPIRED_ACCESS_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How many visitor (anonymous-grant) families live at once by default. */
export const DEFAULT_MAX_ANONYMOUS_SESSIONS = 10_000;

/** Whom tokens are issued to. */
export interface TokenSubject {
  visitorId: string;
  /** Set for member tokens. */
  memberId?: string;
}

/** The tokens of one login (or one visitor). */
export interface Family {
  id: string;
  clientId: string;
  createdAt: number;
  revoked: boolean;
  /** Started by an anonymous grant (counts against the visitor cap). */
  anonymous: boolean;
  accessTokens: Set<string>;
  refreshTokens: Set<string>;
}

/** An access token's record. */
export interface AccessRecord {
  subject: TokenSubject;
  family: Family;
  expiresAt: number;
}

/** A refresh token's record. */
export interface RefreshRecord {
  subject: TokenSubject;
  family: Family;
  /** Strict rotation: set once it was used, with when and what the use gave. */
  used: boolean;
  usedAt?: number;
  gave?: { accessToken: string; refreshToken: string };
}

/** Families and their access and refresh tokens. */
export class TokenFamilies {
  #families = new Map<string, Family>();
  /** Anonymous families, least recently used first (a `Set` keeps insertion order). */
  #anonymous = new Set<Family>();
  #access = new Map<string, AccessRecord>();
  #refresh = new Map<string, RefreshRecord>();
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly limits: { now: () => number; maxAnonymous: number }) {}

  /** Forgets everything. */
  clear(): void {
    this.#families.clear();
    this.#anonymous.clear();
    this.#access.clear();
    this.#refresh.clear();
    this.#lastSweep = Number.NEGATIVE_INFINITY;
  }

  /** A new family; an anonymous one may push the least recently used visitor family out. */
  create(id: string, clientId: string, anonymous: boolean): Family {
    this.sweep();
    const family: Family = { id, clientId, createdAt: this.limits.now(), revoked: false, anonymous, accessTokens: new Set(), refreshTokens: new Set() };
    this.#families.set(id, family);
    if (anonymous) {
      this.#anonymous.add(family);
      for (const oldest of this.#anonymous) {
        if (this.#anonymous.size <= this.limits.maxAnonymous) break;
        this.#drop(oldest);
      }
    }
    return family;
  }

  /** A live family by id. */
  get(id: string): Family | undefined {
    return this.#families.get(id);
  }

  /** Marks an anonymous family as just used (it is evicted last). */
  touch(family: Family): void {
    if (!this.#anonymous.delete(family)) return;
    this.#anonymous.add(family);
  }

  /** A new access token of `family`, living `ttlMs`. */
  addAccess(family: Family, subject: TokenSubject, ttlMs: number): string {
    const token = randomToken(subject.memberId ? 'emu.member.' : 'emu.visitor.');
    this.#access.set(token, { subject: { ...subject }, family, expiresAt: this.limits.now() + ttlMs });
    family.accessTokens.add(token);
    return token;
  }

  /** A new refresh token of `family`. */
  addRefresh(family: Family, subject: TokenSubject): string {
    const token = randomToken('emu.refresh.');
    this.#refresh.set(token, { subject: { ...subject }, family, used: false });
    family.refreshTokens.add(token);
    return token;
  }

  /** An access token's record (unknown, swept or evicted: `undefined`). */
  access(token: string): AccessRecord | undefined {
    return this.#access.get(token);
  }

  /** A refresh token's record (unknown, swept or evicted: `undefined`). */
  refresh(token: string): RefreshRecord | undefined {
    return this.#refresh.get(token);
  }

  /** Whether `family` is past its absolute lifetime. */
  expired(family: Family): boolean {
    return this.limits.now() >= family.createdAt + REFRESH_FAMILY_LIFETIME_MS;
  }

  /**
   * Forgets ended families (revoked or past their lifetime) and access tokens expired for more than
   * {@link EXPIRED_ACCESS_RETENTION_MS}. Runs at most
   * once per {@link SWEEP_INTERVAL_MS} of the emulator clock, so its cost spreads over many grants.
   */
  sweep(): void {
    const now = this.limits.now();
    // A clock set back (a reset, a smaller offset) sweeps at once.
    if (now >= this.#lastSweep && now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    for (const family of this.#families.values()) {
      if (family.revoked || this.expired(family)) {
        this.#drop(family);
        continue;
      }
      for (const token of family.accessTokens) {
        if (now >= (this.#access.get(token)?.expiresAt ?? 0) + EXPIRED_ACCESS_RETENTION_MS) {
          this.#access.delete(token);
          family.accessTokens.delete(token);
        }
      }
    }
  }

  /** How many records are held (for tests of the bounds). */
  get size(): { families: number; anonymousFamilies: number; accessTokens: number; refreshTokens: number } {
    return { families: this.#families.size, anonymousFamilies: this.#anonymous.size, accessTokens: this.#access.size, refreshTokens: this.#refresh.size };
  }

  #drop(family: Family): void {
    for (const token of family.accessTokens) this.#access.delete(token);
    for (const token of family.refreshTokens) this.#refresh.delete(token);
    this.#families.delete(family.id);
    this.#anonymous.delete(family);
  }
}
