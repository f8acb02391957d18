/**
 * The OAuth state of the emulator: access tokens, rotating refresh tokens grouped in families, and
 * single-use authorization codes bound to their PKCE challenge.
 *
 * Policies (see the package README):
 * - access tokens live `tokenTtlSeconds`; expired when `now >= issuedAt + ttl`;
 * - refresh tokens rotate on every use; presenting a rotated (already used) one is `invalid_grant` and
 *   revokes its whole family (RFC 9700 §4.14.2), except within `reuseGraceMs` of its first use, when it
 *   yields the very tokens that use was given (a client whose answer was lost gets it again); a family
 *   lives at most {@link REFRESH_FAMILY_LIFETIME_MS}, not extended by rotation;
 * - codes live {@link CODE_TTL_MS}, are single-use (a replay is `invalid_grant` and revokes the tokens
 *   issued from the code, RFC 6749 §4.1.2), and any redemption attempt consumes them, even a failed one.
 */
import type { TokenResponse } from '@storefront-kit/identity-oauth';
import type { Principal } from '../context';
import { randomToken } from './crypto';
import { verifyS256 } from './pkce';

/** Lifetime of an authorization code. */
export const CODE_TTL_MS = 60_000;
/** Absolute lifetime of a refresh-token family (30 days). */
export const REFRESH_FAMILY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whom tokens are issued to. */
export interface TokenSubject {
  visitorId: string;
  /** Set for member tokens. */
  memberId?: string;
}

/** What a code is bound to when it is issued. */
export interface CodeBinding {
  clientId: string;
  redirectUri: string;
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

interface Family {
  id: string;
  clientId: string;
  createdAt: number;
  revoked: boolean;
}

interface AccessRecord {
  subject: TokenSubject;
  familyId: string;
  expiresAt: number;
}

interface RefreshRecord {
  subject: TokenSubject;
  familyId: string;
  used: boolean;
  /** When it was used, and what it gave. */
  usedAt?: number;
  gave?: TokenResponse;
}

interface CodeRecord extends CodeBinding {
  expiresAt: number;
  used: boolean;
  /** Family of the tokens issued from this code. */
  familyId?: string;
}

/** Dependencies of a {@link TokenStore}. */
export interface TokenStoreDeps {
  now: () => number;
  ttlSeconds: number;
  newId: () => string;
  /** How long a used refresh token yields the tokens its use gave (0: never). */
  reuseGraceMs?: number;
}

/** Tokens and codes of one emulator. */
export class TokenStore {
  readonly #deps: TokenStoreDeps;
  #families = new Map<string, Family>();
  #access = new Map<string, AccessRecord>();
  #refresh = new Map<string, RefreshRecord>();
  #codes = new Map<string, CodeRecord>();

  constructor(deps: TokenStoreDeps) {
    this.#deps = deps;
  }

  /** Forgets every token and code. */
  clear(): void {
    this.#families.clear();
    this.#access.clear();
    this.#refresh.clear();
    this.#codes.clear();
  }

  /** Issues an access and refresh token pair in a new family (or in `familyId`). */
  issue(subject: TokenSubject, clientId: string, familyId?: string): TokenResponse {
    let family = familyId ? this.#families.get(familyId) : undefined;
    if (!family) {
      family = { id: this.#deps.newId(), clientId, createdAt: this.#deps.now(), revoked: false };
      this.#families.set(family.id, family);
    }
    const accessToken = randomToken(subject.memberId ? 'emu.member.' : 'emu.visitor.');
    const refreshToken = randomToken('emu.refresh.');
    this.#access.set(accessToken, {
      subject: { ...subject },
      familyId: family.id,
      expiresAt: this.#deps.now() + this.#deps.ttlSeconds * 1000,
    });
    this.#refresh.set(refreshToken, { subject: { ...subject }, familyId: family.id, used: false });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: this.#deps.ttlSeconds,
      token_type: 'Bearer',
      scope: 'offline_access',
    };
  }

  /** Anonymous grant: a new visitor. */
  anonymous(clientId: string): TokenResponse {
    return this.issue({ visitorId: this.#deps.newId() }, clientId);
  }

  /** Refresh grant with rotation and reuse detection. */
  refresh(refreshToken: string, clientId: string): TokenResponse {
    const record = this.#refresh.get(refreshToken);
    const family = record ? this.#families.get(record.familyId) : undefined;
    if (!record || !family) throw new TokenGrantError(400, 'invalid_grant', 'Unknown refresh token');
    if (family.clientId !== clientId) throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was issued to another client');
    if (family.revoked) throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was revoked');
    if (record.used && record.gave && this.#deps.now() - (record.usedAt ?? 0) < (this.#deps.reuseGraceMs ?? 0)) {
      const expiresAt = this.#access.get(record.gave.access_token)?.expiresAt ?? 0;
      return { ...record.gave, expires_in: Math.max(0, Math.floor((expiresAt - this.#deps.now()) / 1000)) };
    }
    if (record.used) {
      this.#revokeFamily(family.id);
      throw new TokenGrantError(400, 'invalid_grant', 'Refresh token was already used; its session is revoked');
    }
    if (this.#deps.now() >= family.createdAt + REFRESH_FAMILY_LIFETIME_MS) {
      throw new TokenGrantError(400, 'invalid_grant', 'Refresh token expired');
    }
    record.used = true;
    record.usedAt = this.#deps.now();
    return (record.gave = this.issue(record.subject, clientId, family.id));
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
      if (record.familyId) this.#revokeFamily(record.familyId);
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
    const tokens = this.issue(
      { visitorId: record.visitorId ?? this.#deps.newId(), memberId: record.memberId },
      record.clientId,
    );
    record.familyId = this.#access.get(tokens.access_token)?.familyId;
    return { tokens, binding: record };
  }

  /** The principal of an access token: `'expired'` after its lifetime, `undefined` when unknown or revoked. */
  resolve(accessToken: string): Extract<Principal, { kind: 'visitor' | 'member' }> | 'expired' | undefined {
    const record = this.#access.get(accessToken);
    if (!record || this.#families.get(record.familyId)?.revoked !== false) return undefined;
    if (this.#deps.now() >= record.expiresAt) return 'expired';
    const { visitorId, memberId } = record.subject;
    return memberId !== undefined
      ? { kind: 'member', visitorId, memberId, accessToken }
      : { kind: 'visitor', visitorId, accessToken };
  }

  /** Ends the session an access token belongs to: its family's access and refresh tokens stop working. */
  endSessionOf(accessToken: string): boolean {
    const record = this.#access.get(accessToken);
    if (!record) return false;
    this.#revokeFamily(record.familyId);
    return true;
  }

  #revokeFamily(familyId: string): void {
    const family = this.#families.get(familyId);
    if (family) family.revoked = true;
  }
}
