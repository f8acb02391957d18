/**
 * The OAuth state of the emulator: access tokens, refresh tokens grouped in families, and single-use
 * authorization codes bound to their PKCE challenge.
 *
 * Policies (see the package README):
 * - access tokens live `tokenTtlSeconds`; expired when `now >= issuedAt + ttl`;
 * - refresh tokens, `lenient` rotation (the default): a refresh answers a new access token and the same
 *   refresh token, which stays valid for its family's lifetime (the platform's SDK keeps presenting the
 *   refresh token of the login, whatever a refresh answers);
 * - `strict` rotation: refresh tokens rotate on every use; presenting a rotated (already used) one is
 *   `invalid_grant` and revokes its whole family (RFC 9700 §4.14.2), except within `reuseGraceMs` of its
 *   first use, when it yields the very tokens that use was given (a client whose answer was lost gets it
 *   again);
 * - a family lives at most {@link REFRESH_FAMILY_LIFETIME_MS}, not extended by refreshes;
 * - codes live {@link CODE_TTL_MS}, are single-use (a replay is `invalid_grant` and revokes the tokens
 *   issued from the code, RFC 6749 §4.1.2), and any redemption attempt consumes them, even a failed one;
 * - memory stays bounded: expired access tokens, codes and ended families are swept (at most once per
 *   {@link SWEEP_INTERVAL_MS} of the emulator clock), and at most `maxAnonymousSessions` visitor
 *   families live at once (the least recently refreshed one is forgotten first).
 */
import type { TokenResponse } from '@storefront-kit/wire/identity';
import type { Principal } from '../core/principal';
import { randomToken } from './crypto';
import { verifyS256 } from './pkce';
import { DEFAULT_MAX_ANONYMOUS_SESSIONS, SWEEP_INTERVAL_MS, TokenFamilies, type Family, type RefreshRecord, type TokenSubject } from './token-families';

export type { TokenSubject } from './token-families';

/** Lifetime of an authorization code. */
const CODE_TTL_MS = 60_000;

/** What a code is bound to when it is issued. */
export interface CodeBinding {
  clientId: string;
  /** The authorization request's redirect URI; absent for a `web_message` request that sent none. */
  redirectUri?: string;
  codeChallenge: string;
  memberId: string;
  /** The visitor who started the flow, when known (their cart carries over). */
  visitorId?: string;
}

/** A refused grant, answered as `{ error, error_description }`. */
export class TokenGrantError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
    this.name = 'TokenGrantError';
  }
}

interface CodeRecord extends CodeBinding {
  expiresAt: number;
  used: boolean;
  /** Family of the tokens issued from this code. */
  family?: Family;
}

/** Dependencies of a {@link TokenStore}. */
export interface TokenStoreDeps {
  now: () => number;
  ttlSeconds: number;
  newId: () => string;
  /** `'lenient'` (default): refresh tokens stay valid; `'strict'`: they rotate, and reuse revokes the family. */
  rotation?: 'lenient' | 'strict';
  /** Strict rotation: how long a used refresh token yields the tokens its use gave (0: never). */
  reuseGraceMs?: number;
  /** How many visitor families live at once. @default 10000 */
  maxAnonymousSessions?: number;
}

/** Tokens and codes of one emulator. */
export class TokenStore {
  readonly #deps: TokenStoreDeps;
  readonly #families: TokenFamilies;
  #codes = new Map<string, CodeRecord>();
  #lastCodeSweep = Number.NEGATIVE_INFINITY;

  constructor(deps: TokenStoreDeps) {
    this.#deps = deps;
    this.#families = new TokenFamilies({ now: deps.now, maxAnonymous: deps.maxAnonymousSessions ?? DEFAULT_MAX_ANONYMOUS_SESSIONS });
  }

  /** Forgets every token and code. */
  clear(): void {
    this.#families.clear();
    this.#codes.clear();
    this.#lastCodeSweep = Number.NEGATIVE_INFINITY;
  }

  /** How many records the store holds. */
  get size(): TokenFamilies['size'] & { codes: number } {
    return { ...this.#families.size, codes: this.#codes.size };
  }

  /** Issues an access and refresh token pair in a new family (or in `family`). */
  issue(subject: TokenSubject, clientId: string, family?: Family): TokenResponse {
    this.#sweepCodes();
    const owner = family ?? this.#families.create(this.#deps.newId(), clientId, false);
    return this.#answer(this.#families.addAccess(owner, subject, this.#deps.ttlSeconds * 1000), this.#families.addRefresh(owner, subject));
  }

  /** Anonymous grant: a new visitor (the least recently used visitor beyond the cap is forgotten). */
  anonymous(clientId: string): TokenResponse {
    const family = this.#families.create(this.#deps.newId(), clientId, true);
    return this.issue({ visitorId: this.#deps.newId() }, clientId, family);
  }

  /** Refresh grant: lenient (same refresh token) or strict (rotation with reuse detection). */
  refresh(refreshToken: string, clientId: string): TokenResponse {
    const record = this.#families.refresh(refreshToken);
    const family = record?.family;
    if (!record || !family) throw new TokenGrantError(400, 'invalid_grant', 'Unknown refresh token');
    if (family.clientId !== clientId) throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was issued to another client');
    if (family.revoked) throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was revoked');
    if (this.#deps.rotation === 'strict') {
      const again = this.#strictReuse(record);
      if (again) return again;
    }
    if (this.#families.expired(family)) throw new TokenGrantError(400, 'invalid_grant', 'Refresh token expired');
    this.#families.touch(family);
    this.#families.sweep();
    if (this.#deps.rotation !== 'strict') {
      return this.#answer(this.#families.addAccess(family, record.subject, this.#deps.ttlSeconds * 1000), refreshToken);
    }
    record.used = true;
    record.usedAt = this.#deps.now();
    const tokens = this.issue(record.subject, clientId, family);
    record.gave = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    return tokens;
  }

  /** Strict rotation: the tokens a used refresh token gave, within the grace; after it, reuse revokes the family. */
  #strictReuse(record: RefreshRecord): TokenResponse | undefined {
    if (!record.used) return undefined;
    if (record.gave && this.#deps.now() - (record.usedAt ?? 0) < (this.#deps.reuseGraceMs ?? 0)) {
      return this.#answer(record.gave.accessToken, record.gave.refreshToken);
    }
    record.family.revoked = true;
    throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was already used; its session is revoked');
  }

  /** The token answer of an access and refresh token (`expires_in`: what is left of the access token's life). */
  #answer(accessToken: string, refreshToken: string): TokenResponse {
    const expiresAt = this.#families.access(accessToken)?.expiresAt ?? 0;
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: Math.max(0, Math.ceil((expiresAt - this.#deps.now()) / 1000)),
      token_type: 'Bearer',
      scope: 'offline_access',
    };
  }

  /**
   * Forgets codes past their lifetime that can no longer revoke anything (unused, or their family is
   * gone), at most once per {@link SWEEP_INTERVAL_MS} of the emulator clock.
   */
  #sweepCodes(): void {
    const now = this.#deps.now();
    // A clock set back (a reset, a smaller offset) sweeps at once.
    if (now >= this.#lastCodeSweep && now - this.#lastCodeSweep < SWEEP_INTERVAL_MS) return;
    this.#lastCodeSweep = now;
    for (const [code, record] of this.#codes) {
      if (now >= record.expiresAt && (!record.family || this.#families.get(record.family.id) !== record.family)) this.#codes.delete(code);
    }
  }

  /** Issues a single-use authorization code. */
  issueCode(binding: CodeBinding): string {
    const code = randomToken('emu.code.');
    this.#codes.set(code, { ...binding, expiresAt: this.#deps.now() + CODE_TTL_MS, used: false });
    return code;
  }

  /**
   * Authorization-code grant: checks the code (known, unused, unexpired, same client), the exact
   * redirect URI when given, and the PKCE verifier; issues member tokens.
   */
  exchangeCode(request: { code: string; codeVerifier: string; clientId: string; redirectUri?: string }): {
    tokens: TokenResponse;
    binding: CodeBinding;
  } {
    const record = this.#codes.get(request.code);
    if (!record) throw new TokenGrantError(400, 'invalid_grant', 'Unknown authorization code');
    if (record.used) {
      if (record.family) record.family.revoked = true;
      throw new TokenGrantError(400, 'invalid_grant', 'Authorization code was already used');
    }
    record.used = true;
    if (this.#deps.now() >= record.expiresAt) throw new TokenGrantError(400, 'invalid_grant', 'Authorization code expired');
    if (record.clientId !== request.clientId) {
      throw new TokenGrantError(400, 'invalid_grant', 'Authorization code was issued to another client');
    }
    if (request.redirectUri !== undefined && request.redirectUri !== record.redirectUri) {
      throw new TokenGrantError(400, 'invalid_grant', 'redirectUri does not match the authorization request');
    }
    if (!verifyS256(request.codeVerifier, record.codeChallenge)) {
      throw new TokenGrantError(400, 'invalid_grant', 'PKCE verification failed: codeVerifier does not match codeChallenge');
    }
    const family = this.#families.create(this.#deps.newId(), record.clientId, false);
    record.family = family;
    const tokens = this.issue({ visitorId: record.visitorId ?? this.#deps.newId(), memberId: record.memberId }, record.clientId, family);
    return { tokens, binding: record };
  }

  /** The principal of an access token: `'expired'` after its lifetime, `undefined` when unknown or revoked. */
  resolve(accessToken: string): Extract<Principal, { kind: 'visitor' | 'member' }> | 'expired' | undefined {
    const record = this.#families.access(accessToken);
    if (!record || record.family.revoked) return undefined;
    if (this.#deps.now() >= record.expiresAt) return 'expired';
    const { visitorId, memberId } = record.subject;
    return memberId !== undefined ? { kind: 'member', visitorId, memberId, accessToken } : { kind: 'visitor', visitorId, accessToken };
  }

  /** Ends the session an access token belongs to: its family's access and refresh tokens stop working. */
  endSessionOf(accessToken: string): boolean {
    const record = this.#families.access(accessToken);
    if (!record) return false;
    record.family.revoked = true;
    return true;
  }
}
