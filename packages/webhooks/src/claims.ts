/**
 * Internal: the checks of a verified token's claims (RFC 7519 §4.1): `exp` and `iat` required, `nbf`
 * honoured, the token's age bounded in both directions, `iss` and `aud` when configured, with one clock
 * tolerance. They run in the order `jose`'s `jwtVerify` runs them, so a token that breaks several rules is
 * refused for the same reason.
 */
import type { JwtFailureReason } from './failures';

/** Internal: what the claims of a token are checked against. */
export interface ClaimRules {
  /** Allowed clock skew in seconds. */
  clockTolerance: number;
  /** Maximum age in seconds, from `iat`. */
  maxTokenAge: number;
  issuer?: string | string[];
  audience?: string | string[];
}

/** Why claims were refused, and the message that says which claim. */
export type ClaimFailure = [reason: JwtFailureReason, message: string];

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** `aud` may be one audience or several; one of them must be expected. */
const audienceMatches = (aud: unknown, expected: string[]) =>
  typeof aud === 'string' ? expected.includes(aud) : Array.isArray(aud) && aud.some((one) => expected.includes(one));

/** The first required claim that is absent, checked in `jose`'s order: `iss`, `aud`, `iat`, `exp`. */
function missingClaim(claims: Record<string, unknown>, rules: ClaimRules): string | undefined {
  const required = ['iat', 'exp'];
  if (rules.audience !== undefined) required.unshift('aud');
  if (rules.issuer !== undefined) required.unshift('iss');
  return required.find((claim) => !Object.hasOwn(claims, claim));
}

/** A time claim that is present (or required) but not a number. */
const wrongType = (name: string): ClaimFailure => ['invalid_token', `"${name}" claim must be a number`];

/**
 * Internal: the first rule the claims break, or `undefined` when they pass. `now` is in seconds since the
 * epoch.
 */
export function claimFailure(claims: Record<string, unknown>, rules: ClaimRules, now: number): ClaimFailure | undefined {
  const { clockTolerance: tolerance, issuer, audience } = rules;
  const missing = missingClaim(claims, rules);
  if (missing) return ['missing_claim', `missing required "${missing}" claim`];
  if (issuer !== undefined && !list(issuer).includes(claims.iss as string)) return ['claim_mismatch', 'unexpected "iss" claim value'];
  if (audience !== undefined && !audienceMatches(claims.aud, list(audience))) return ['claim_mismatch', 'unexpected "aud" claim value'];
  const { iat, nbf, exp } = claims;
  if (typeof iat !== 'number') return wrongType('iat');
  if (nbf !== undefined) {
    if (typeof nbf !== 'number') return wrongType('nbf');
    if (nbf > now + tolerance) return ['not_yet_valid', '"nbf" claim timestamp check failed'];
  }
  if (typeof exp !== 'number') return wrongType('exp');
  if (exp <= now - tolerance) return ['expired', '"exp" claim timestamp check failed'];
  const age = now - iat;
  if (age - tolerance > rules.maxTokenAge) return ['too_old', '"iat" claim timestamp check failed (too far in the past)'];
  if (age < -tolerance) return ['issued_in_future', '"iat" claim timestamp check failed (it should be in the past)'];
  return undefined;
}
