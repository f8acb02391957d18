import { describe, expect, it } from 'vitest';
import { s256 } from './crypto';
import { isValidCodeVerifier, verifyS256 } from './pkce';

// RFC 7636 Appendix B, rebuilt from the octets rather than copied from a reprint.
const OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
];
const VERIFIER = Buffer.from(OCTETS).toString('base64url');
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256 (RFC 7636)', () => {
  it('matches the Appendix B vector', () => {
    expect(VERIFIER).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(s256(VERIFIER)).toBe(CHALLENGE);
    expect(verifyS256(VERIFIER, CHALLENGE)).toBe(true);
  });

  it('rejects a verifier that does not hash to the challenge', () => {
    expect(verifyS256(`${VERIFIER.slice(0, -1)}j`, CHALLENGE)).toBe(false);
    expect(verifyS256(VERIFIER, `${CHALLENGE.slice(0, -1)}N`)).toBe(false);
  });

  it('accepts 43 and 128 characters of the unreserved set only', () => {
    expect(isValidCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isValidCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isValidCodeVerifier('a'.repeat(128))).toBe(true);
    expect(isValidCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(42)}-._~`)).toBe(true);
    for (const bad of ['+', '/', '=', ' ', 'é']) expect(isValidCodeVerifier(`${'a'.repeat(43)}${bad}`)).toBe(false);
    // A challenge computed from an invalid verifier still does not pass.
    const short = 'a'.repeat(42);
    expect(verifyS256(short, s256(short))).toBe(false);
  });
});
