import { describe, expect, it, vi } from 'vitest';
import { createCodeChallenge, createPkce, generateCodeVerifier } from './pkce';
import { base64url } from '../encoding';

describe('PKCE', () => {
  it('matches the RFC 7636 Appendix B vector (from the octets)', async () => {
    const octets = new Uint8Array([
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
    ]);
    const verifier = base64url(octets);
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(await createCodeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('defaults to 43 characters from 32 random bytes', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    expect(generateCodeVerifier()).toHaveLength(43);
    expect((random.mock.calls[0]![0] as Uint8Array).length).toBe(32);
  });

  it.each([43, 44, 45, 46, 100, 127, 128])('draws the fewest random bytes that give %i characters', (n) => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    expect(generateCodeVerifier(n)).toHaveLength(n);
    const bytes = (random.mock.calls[0]![0] as Uint8Array).length;
    expect(base64url(new Uint8Array(bytes - 1)).length).toBeLessThan(n);
  });

  it.each([43, 44, 100, 128])('accepts length %i', (n) => {
    expect(generateCodeVerifier(n)).toMatch(new RegExp(`^[A-Za-z0-9\\-._~]{${n}}$`));
  });

  it.each([42, 129, 0, -1, 43.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects length %s with the spec message', (n) => {
    expect(() => generateCodeVerifier(n)).toThrow(`Expected a length between 43 and 128. Received ${n}.`);
  });

  it('rejects verifiers from outside with a bad length or illegal characters', async () => {
    await expect(createCodeChallenge('a'.repeat(42))).rejects.toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'codeVerifier',
      message: 'Expected a length between 43 and 128. Received 42.',
    });
    await expect(createCodeChallenge('a'.repeat(129))).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    for (const bad of ['+', '/', '=', ' ', 'é']) {
      await expect(createCodeChallenge('a'.repeat(42) + bad)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'codeVerifier' });
    }
    await expect(createCodeChallenge('a'.repeat(43))).resolves.toHaveLength(43);
    await expect(createCodeChallenge('~._-'.repeat(32))).resolves.toHaveLength(43);
  });

  it('10,000 verifiers: charset, length, no collisions, uniform characters', () => {
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let k = 0; k < 10_000; k++) {
      const v = generateCodeVerifier();
      expect(v).toMatch(/^[A-Za-z0-9\-_]{43}$/);
      seen.add(v);
      // the first 42 characters carry 6 full bits each
      for (const ch of v.slice(0, 42)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(seen.size).toBe(10_000);
    expect(counts.size).toBe(64);
    const expected = (10_000 * 42) / 64;
    for (const c of counts.values()) expect(Math.abs(c - expected) / expected).toBeLessThan(0.06);
  });

  it('createPkce pairs a verifier with its challenge', async () => {
    const p = await createPkce();
    expect(await createCodeChallenge(p.codeVerifier)).toBe(p.codeChallenge);
  });
});
