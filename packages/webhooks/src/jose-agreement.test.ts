/**
 * The verifier checks tokens itself (no general JOSE library in the bundle). This test holds it to `jose`'s
 * `jwtVerify` with the same pinned options: on every token of a hostile corpus both accept, or both refuse
 * for the same reason, with Node's `crypto.verify` and with WebCrypto.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jwtVerify, type JWTVerifyOptions } from 'jose';
import { base64url, base64urlJson } from '@storefront-kit/test-utils';
import { createWebhooks, isWebhookError, type JwtFailureReason, type JwtVerificationOptions } from './index';
import { envelopeClaim, hs256WithSecret, makeKeyPair, respelledSignatures, signSegments, type KeyPair } from '../test/fixtures';

const NOW = 1_790_000_000;
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const data = envelopeClaim({ eventType: 'e.t', payload: { id: 'evt-1' } });
const claims = { data, iat: NOW, exp: NOW + 60 };
const RS256 = { alg: 'RS256', typ: 'JWT' };

let keys: KeyPair;
let otherKeys: KeyPair;
beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([makeKeyPair(), makeKeyPair()]);
});

/** What jose says of a token: `accepted`, or the reason the receiver gave for jose's errors when it used jose. */
async function joseVerdict(token: string, options: Partial<JwtVerificationOptions>): Promise<string> {
  const pinned: JWTVerifyOptions = {
    algorithms: ['RS256'],
    requiredClaims: ['exp', 'iat'],
    clockTolerance: options.clockToleranceSeconds ?? 5,
    maxTokenAge: options.maxTokenAgeSeconds ?? 300,
    issuer: options.issuer,
    audience: options.audience,
    currentDate: new Date(NOW * 1000),
  };
  try {
    await jwtVerify(token, keys.publicKey, pinned);
    return 'accepted';
  } catch (error) {
    if (!COMPACT_JWS.test(token)) return 'not_a_jwt';
    const { code, claim, reason } = error as { code?: string; claim?: string; reason?: string };
    if (code === 'ERR_JOSE_ALG_NOT_ALLOWED') return 'alg_not_allowed';
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'bad_signature';
    if (reason === 'missing') return `missing_claim "${claim}"`;
    if (reason !== 'check_failed') return 'invalid_token';
    if (claim === 'iat') return code === 'ERR_JWT_EXPIRED' ? 'too_old' : 'issued_in_future';
    return claim === 'exp' ? 'expired' : claim === 'nbf' ? 'not_yet_valid' : 'claim_mismatch';
  }
}

/** What the receiver says of a token: `accepted`, or its refusal's reason (and which claim is missing). */
async function ourVerdict(token: string, options: Partial<JwtVerificationOptions>): Promise<string> {
  const webhooks = createWebhooks({ publicKey: keys.publicPem, now: () => new Date(NOW * 1000), ...options });
  try {
    await webhooks.parseJWT(token);
    return 'accepted';
  } catch (error) {
    if (!isWebhookError(error)) throw error;
    const reason = error.reason as JwtFailureReason;
    return reason === 'missing_claim' ? `${reason} ${/"\w+"/.exec(error.message)?.[0]}` : reason;
  }
}

const sign = (header: unknown, payload: unknown, key = keys) => signSegments(key.privateKey, base64urlJson(header), base64urlJson(payload));
const signRaw = (header: string, payload: string) => signSegments(keys.privateKey, base64url(header), base64url(payload));
const invalidUtf8 = (json: string) => base64url(new Uint8Array([...new TextEncoder().encode(json.slice(0, -1)), 0xff, 0x7d]));

/** The corpus: name, token, and the receiver options it is checked with. */
async function corpus(): Promise<[string, string, Partial<JwtVerificationOptions>][]> {
  const valid = await sign(RS256, claims);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const at = (changes: Record<string, unknown>) => sign(RS256, { ...claims, ...changes });
  const without = (name: string) => sign(RS256, Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name)));
  const strict = { issuer: 'wix.com', audience: 'app-1' };
  const entries: [string, Promise<string> | string, Partial<JwtVerificationOptions>?][] = [
    ['a valid token', valid],
    ['extra header members', sign({ ...RS256, kid: 'k1', x5u: 'https://evil.example/key' }, claims)],
    ['b64 false outside crit', sign({ ...RS256, b64: false }, claims)],
    ['crit b64 with b64 true', sign({ ...RS256, crit: ['b64'], b64: true }, claims)],
    ['crit b64 with b64 false', sign({ ...RS256, crit: ['b64'], b64: false }, claims)],
    ['crit of an unknown extension', sign({ ...RS256, crit: ['exp'], exp: 1 }, claims)],
    ['crit empty', sign({ ...RS256, crit: [] }, claims)],
    ['crit not a list', sign({ ...RS256, crit: 'b64', b64: true }, claims)],
    ['alg none', `${base64urlJson({ alg: 'none' })}.${payload}.`],
    ['alg HS256 keyed with the public PEM', hs256WithSecret(keys.publicPem, claims)],
    ['alg RS512', sign({ alg: 'RS512' }, claims)],
    ['alg PS256', sign({ alg: 'PS256' }, claims)],
    ['alg lower case', sign({ alg: 'rs256' }, claims)],
    ['alg missing', sign({ typ: 'JWT' }, claims)],
    ['alg empty', sign({ alg: '' }, claims)],
    ['alg a number', sign({ alg: 256 }, claims)],
    ['header not JSON', signRaw('not json', JSON.stringify(claims))],
    ['header a list', signRaw('["RS256"]', JSON.stringify(claims))],
    ['header null', signRaw('null', JSON.stringify(claims))],
    ['header not UTF-8', `${invalidUtf8('{"alg":"RS256"}')}.${payload}.${signature}`],
    ['signed by another key', sign(RS256, claims, otherKeys)],
    ['payload swapped', `${header}.${base64urlJson({ ...claims, data: envelopeClaim({ eventType: 'x', payload: 1 }) })}.${signature}`],
    ['signature of another token', `${header}.${payload}.${(await at({ exp: NOW + 61 })).split('.')[2]}`],
    ['signature empty', `${header}.${payload}.`],
    ['signature truncated', `${header}.${payload}.${signature.slice(0, -4)}`],
    ['signature cut to 4n+1', `${header}.${payload}.${signature.slice(0, -2)}`],
    ['claims not JSON', signRaw(JSON.stringify(RS256), 'not json')],
    ['claims a list', signRaw(JSON.stringify(RS256), '[1]')],
    ['claims null', signRaw(JSON.stringify(RS256), 'null')],
    ['claims not UTF-8', signSegments(keys.privateKey, base64urlJson(RS256), invalidUtf8(JSON.stringify(claims)))],
    ['exp missing', without('exp')],
    ['iat missing', without('iat')],
    ['exp and iat missing', sign(RS256, { data })],
    ['exp a string', at({ exp: String(NOW + 60) })],
    ['exp null', at({ exp: null })],
    ['iat a string', at({ iat: String(NOW) })],
    ['nbf a string', at({ nbf: String(NOW) })],
    ['nbf 60 s ahead', at({ nbf: NOW + 60 })],
    ['nbf 6 s ahead', at({ nbf: NOW + 6 })],
    ['nbf 5 s ahead (tolerated)', at({ nbf: NOW + 5 })],
    ['nbf ahead and exp a string', at({ nbf: NOW + 60, exp: 'soon' })],
    ['exp 10 s ago', at({ iat: NOW - 30, exp: NOW - 10 })],
    ['exp 5 s ago', at({ iat: NOW - 30, exp: NOW - 5 })],
    ['exp 4 s ago (tolerated)', at({ iat: NOW - 30, exp: NOW - 4 })],
    ['exp 3 s ago, no tolerance', at({ iat: NOW - 30, exp: NOW - 3 }), { clockToleranceSeconds: 0 }],
    ['exp now', at({ iat: NOW - 30, exp: NOW }), { clockToleranceSeconds: 0 }],
    ['iat 306 s ago', at({ iat: NOW - 306 })],
    ['iat 305 s ago (tolerated)', at({ iat: NOW - 305 })],
    ['iat 1 h ago, max age 2 h', at({ iat: NOW - 3600 }), { maxTokenAgeSeconds: 7200 }],
    ['iat 1 h ahead', at({ iat: NOW + 3600, exp: NOW + 7200 })],
    ['iat 6 s ahead', at({ iat: NOW + 6 })],
    ['iat 5 s ahead (tolerated)', at({ iat: NOW + 5 })],
    ['iss and aud as configured', at({ iss: 'wix.com', aud: 'app-1' }), strict],
    ['aud a list that holds it', at({ iss: 'wix.com', aud: ['other', 'app-1'] }), strict],
    ['aud a list without it', at({ iss: 'wix.com', aud: ['other'] }), strict],
    ['aud a number', at({ iss: 'wix.com', aud: 1 }), strict],
    ['aud missing', at({ iss: 'wix.com' }), strict],
    ['iss another', at({ iss: 'evil.example', aud: 'app-1' }), strict],
    ['iss missing and aud missing', at({}), strict],
    ['iss one of several configured', at({ iss: 'b', aud: 'app-1' }), { issuer: ['a', 'b'], audience: 'app-1' }],
    ['iss and aud present, not configured', at({ iss: 'anyone', aud: 'anyone' })],
    ['empty body', ''],
    ['two segments', `${header}.${payload}`],
    ['four segments', `${valid}.x`],
    ['JSON body', JSON.stringify(claims)],
    ['a star in the header', `${header.slice(0, 5)}*${header.slice(6)}.${payload}.${signature}`],
    ['non-ASCII segments', 'äöü.x.y'],
  ];
  return Promise.all(entries.map(async ([name, token, options = {}]) => [name, await token, options] as [string, string, Partial<JwtVerificationOptions>]));
}

describe.each([
  ['Node crypto.verify', false],
  ['WebCrypto', true],
])('the receiver and jose agree on every token (%s)', (_, webCrypto) => {
  afterEach(() => void vi.restoreAllMocks());

  it('accepts and refuses the same tokens for the same reasons', async () => {
    const tokens = await corpus();
    if (webCrypto) vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never);
    const subtleVerify = vi.spyOn(crypto.subtle, 'verify');
    const ours: Record<string, string> = {};
    const theirs: Record<string, string> = {};
    for (const [name, token, options] of tokens) {
      ours[name] = await ourVerdict(token, options);
      theirs[name] = await joseVerdict(token, options);
    }
    expect(ours).toEqual(theirs);
    // Both kinds of verdict are in the corpus, and each backend checked the signatures itself.
    expect(new Set(Object.values(ours)).size).toBeGreaterThan(8);
    expect(ours['a valid token']).toBe('accepted');
    // jose verifies with the generated key object; the receiver with the key it imported from the PEM.
    const ourSubtleCalls = subtleVerify.mock.calls.filter((call) => call[1] !== keys.publicKey).length;
    expect(webCrypto ? ourSubtleCalls > 0 : ourSubtleCalls === 0).toBe(true);
  });
});

describe('where the receiver is stricter than jose', () => {
  it('refuses "=" padding and whitespace inside a segment (RFC 7515 §2: base64url without padding)', async () => {
    const header = Buffer.from(JSON.stringify({ ...RS256, kid: 'k' }))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(header.endsWith('=')).toBe(true);
    const padded = await signSegments(keys.privateKey, header, base64urlJson(claims));
    expect(await joseVerdict(padded, {})).toBe('accepted');
    expect(await ourVerdict(padded, {})).not.toBe('accepted');
  });

  it.each([
    ['Node crypto.verify', false],
    ['WebCrypto', true],
  ])('refuses a signature whose last character has unused bits set (RFC 4648 §3.5): one signature, one spelling (%s)', async (_, webCrypto) => {
    const [valid, ...respelled] = respelledSignatures(await sign(RS256, claims));
    expect(respelled).toHaveLength(15);
    for (const token of respelled) expect(await joseVerdict(token, {})).toBe('accepted');
    if (webCrypto) vi.spyOn(process, 'getBuiltinModule').mockReturnValue(undefined as never);
    try {
      expect(await ourVerdict(valid!, {})).toBe('accepted');
      for (const token of respelled) expect(await ourVerdict(token, {})).toBe('bad_signature');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
