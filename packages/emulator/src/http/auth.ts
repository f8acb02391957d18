import type { TokenService } from '../core/services';
import type { Principal } from '../core/principal';
import type { AuthResult } from './request-state';

/**
 * Reads an `Authorization` header (the raw token, no `Bearer`):
 * - missing or empty -> `none`;
 * - the API key, or `"<access token>,<API key>"` (external login) -> a merchant (with `wix-site-id` / `wix-account-id`);
 * - otherwise the token service decides: a principal, `expired`, or `unknown`.
 */
export function resolveAuth(headers: Headers, apiKey: string, tokens: TokenService | undefined): AuthResult {
  const raw = headers.get('authorization')?.trim() ?? '';
  if (raw === '') return { kind: 'none' };
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.includes(apiKey)) {
    const principal: Principal = { kind: 'merchant', apiKey };
    const siteId = headers.get('wix-site-id');
    const accountId = headers.get('wix-account-id');
    if (siteId) principal.siteId = siteId;
    if (accountId) principal.accountId = accountId;
    return { kind: 'principal', principal };
  }
  const resolved = tokens?.resolve(raw);
  if (resolved === 'expired') return { kind: 'expired' };
  if (resolved === undefined) return { kind: 'unknown' };
  return { kind: 'principal', principal: resolved };
}

/** What the request log shows instead of an `Authorization` value. */
export function describeAuth(result: AuthResult): string {
  switch (result.kind) {
    case 'none':
      return 'none';
    case 'principal':
      return result.principal.kind;
    case 'expired':
      return 'expired-token';
    case 'unknown':
      return 'unknown-token';
  }
}
