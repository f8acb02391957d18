import { beforeAll, describe, expect, it } from 'vitest';
import { generateSecret, SignJWT } from 'jose';
import { base64url, rejectionOf } from '@storefront-kit/test-utils';
import { createWebhooks, isWebhookError, type Webhooks } from './index';
import { envelopeClaim, handCrafted, hs256WithSecret, makeKeyPair, nowSeconds, signClaims, signWebhook, type KeyPair } from '../test/fixtures';

const EVENT = 'wix.ecom.v1.cart_created';
const input = { eventType: EVENT, payload: { id: 'evt-1', createdEvent: { entity: { id: 'cart-1' } } } };

let keys: KeyPair;
let otherKeys: KeyPair;
let webhooks: Webhooks;

beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([makeKeyPair(), makeKeyPair()]);
  webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: [EVENT] });
});

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, isWebhookError);

describe('JWT verification', () => {
  it('accepts a valid RS256 token and decodes the envelope', async () => {
    const envelope = await webhooks.parseJWT(await signWebhook(keys.privateKey, input));
    expect(envelope.eventType).toBe(EVENT);
    expect(envelope.instanceId).toBe('instance-1');
  });

  it('refuses alg none', async () => {
    const now = nowSeconds();
    const token = handCrafted({ alg: 'none', typ: 'JWT' }, { data: envelopeClaim(input), iat: now, exp: now + 60 });
    const error = await refusal(webhooks.parseJWT(token));
    expect(error.code).toBe('ERR_WEBHOOK_INVALID_JWT');
    expect(error.reason).toBe('alg_not_allowed');
    expect(error.status).toBe(401);
  });

  it('refuses alg none even with a non-empty signature segment', async () => {
    const now = nowSeconds();
    const token = handCrafted({ alg: 'none' }, { data: envelopeClaim(input), iat: now, exp: now + 60 }, 'c2ln');
    expect((await refusal(webhooks.parseJWT(token))).reason).toBe('alg_not_allowed');
  });

  it('refuses HS256 signed with the public key PEM as the HMAC secret', async () => {
    const now = nowSeconds();
    const payload = { data: envelopeClaim(input), iat: now, exp: now + 60 };
    for (const secret of [keys.publicPem, keys.publicPem.trim(), `${keys.publicPem}\n`]) {
      const error = await refusal(webhooks.parseJWT(hs256WithSecret(secret, payload)));
      expect(error.code).toBe('ERR_WEBHOOK_INVALID_JWT');
      expect(error.reason).toBe('alg_not_allowed');
    }
  });

  it('refuses an HS256 token made with jose and a random secret', async () => {
    const secret = await generateSecret('HS256');
    const token = await new SignJWT({ data: envelopeClaim(input) }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1m').sign(secret);
    expect((await refusal(webhooks.parseJWT(token))).reason).toBe('alg_not_allowed');
  });

  it('refuses a token signed by another key', async () => {
    const error = await refusal(webhooks.parseJWT(await signWebhook(otherKeys.privateKey, input)));
    expect(error.code).toBe('ERR_WEBHOOK_INVALID_JWT');
    expect(error.reason).toBe('bad_signature');
  });

  it('refuses a tampered payload (one byte flipped)', async () => {
    const token = await signWebhook(keys.privateKey, input);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const decoded = Buffer.from(payload, 'base64url');
    const index = decoded.indexOf('cart-1');
    expect(index).toBeGreaterThan(0);
    decoded[index] = 'C'.charCodeAt(0);
    const tampered = `${header}.${base64url(decoded)}.${signature}`;
    expect(tampered).not.toBe(token);
    expect((await refusal(webhooks.parseJWT(tampered))).reason).toBe('bad_signature');
  });

  it('refuses a token whose signature was altered', async () => {
    const token = await signWebhook(keys.privateKey, input);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect((await refusal(webhooks.parseJWT(altered))).reason).toBe('bad_signature');
  });

  it('refuses exp 10 s ago and accepts exp 3 s ago within the 5 s default tolerance', async () => {
    const expired = await signWebhook(keys.privateKey, input, { iat: -30, exp: -10 });
    expect((await refusal(webhooks.parseJWT(expired))).reason).toBe('expired');
    const withinTolerance = await signWebhook(keys.privateKey, input, { iat: -30, exp: -3 });
    await expect(webhooks.parseJWT(withinTolerance)).resolves.toMatchObject({ eventType: EVENT });
  });

  it('honours a configured tolerance of 0', async () => {
    const strict = createWebhooks({ publicKey: keys.publicPem, clockToleranceSeconds: 0 });
    const token = await signWebhook(keys.privateKey, input, { iat: -30, exp: -3 });
    expect((await refusal(strict.parseJWT(token))).reason).toBe('expired');
  });

  it('refuses nbf 60 s in the future', async () => {
    const token = await signWebhook(keys.privateKey, input, { nbf: 60 });
    expect((await refusal(webhooks.parseJWT(token))).reason).toBe('not_yet_valid');
  });

  it('refuses iat older than maxTokenAge (1 year old, and 301 s + tolerance)', async () => {
    const yearOld = await signWebhook(keys.privateKey, input, { iat: -365 * 24 * 3600, exp: 60 });
    expect((await refusal(webhooks.parseJWT(yearOld))).reason).toBe('too_old');
    const justTooOld = await signWebhook(keys.privateKey, input, { iat: -(300 + 5 + 2), exp: 60 });
    expect((await refusal(webhooks.parseJWT(justTooOld))).reason).toBe('too_old');
    const justFine = await signWebhook(keys.privateKey, input, { iat: -290, exp: 60 });
    await expect(webhooks.parseJWT(justFine)).resolves.toMatchObject({ eventType: EVENT });
  });

  it('honours a configured maxTokenAgeSeconds', async () => {
    const lenient = createWebhooks({ publicKey: keys.publicPem, maxTokenAgeSeconds: 3600 });
    const token = await signWebhook(keys.privateKey, input, { iat: -1800, exp: 60 });
    await expect(lenient.parseJWT(token)).resolves.toMatchObject({ eventType: EVENT });
    expect((await refusal(webhooks.parseJWT(token))).reason).toBe('too_old');
  });

  it('refuses iat 1 h in the future', async () => {
    const token = await signWebhook(keys.privateKey, input, { iat: 3600, exp: 7200 });
    expect((await refusal(webhooks.parseJWT(token))).reason).toBe('issued_in_future');
  });

  it('refuses a token without exp, and one without iat', async () => {
    const noExp = await signWebhook(keys.privateKey, input, { exp: null });
    const error = await refusal(webhooks.parseJWT(noExp));
    expect(error.reason).toBe('missing_claim');
    expect(error.message).toContain('"exp"');
    const noIat = await signWebhook(keys.privateKey, input, { iat: null });
    expect((await refusal(webhooks.parseJWT(noIat))).reason).toBe('missing_claim');
  });

  it('checks issuer and audience when configured', async () => {
    const strict = createWebhooks({ publicKey: keys.publicPem, issuer: 'wix.com', audience: 'app-1' });
    const good = await signWebhook(keys.privateKey, input, { issuer: 'wix.com', audience: 'app-1' });
    await expect(strict.parseJWT(good)).resolves.toMatchObject({ eventType: EVENT });
    const wrongIss = await signWebhook(keys.privateKey, input, { issuer: 'evil.example', audience: 'app-1' });
    expect((await refusal(strict.parseJWT(wrongIss))).reason).toBe('claim_mismatch');
    const wrongAud = await signWebhook(keys.privateKey, input, { issuer: 'wix.com', audience: 'app-2' });
    expect((await refusal(strict.parseJWT(wrongAud))).reason).toBe('claim_mismatch');
    const noIss = await signWebhook(keys.privateKey, input, { audience: 'app-1' });
    expect((await refusal(strict.parseJWT(noIss))).reason).toBe('missing_claim');
  });

  it('body empty, whitespace, JSON, or bad base64url is malformed (400), not an exception', async () => {
    const token = await signWebhook(keys.privateKey, input);
    for (const body of ['', '   ', '{"data":"x"}', 'a.b', 'a.b.c.d', `${token.slice(0, 10)}*${token.slice(11)}`, 'äöü.x.y']) {
      const error = await refusal(webhooks.parseJWT(body));
      expect(error.code).toBe('ERR_WEBHOOK_MALFORMED');
      expect(error.reason).toBe('not_a_jwt');
      expect(error.status).toBe(400);
    }
  });

  it('refuses a base64url-valid token whose header is not JSON as an invalid JWT', async () => {
    const token = `${base64url('not json')}.${base64url('{}')}.`;
    const error = await refusal(webhooks.parseJWT(token));
    expect(error.code).toBe('ERR_WEBHOOK_INVALID_JWT');
    expect(error.reason).toBe('invalid_token');
  });

  it('never puts the token in the error message or JSON', async () => {
    const token = await signWebhook(otherKeys.privateKey, input);
    const error = await refusal(webhooks.parseJWT(token));
    expect(error.message).not.toContain(token.split('.')[1]);
    expect(JSON.stringify(error)).not.toContain(token.split('.')[2]);
  });

  it('refuses claims signed with RS256 but whose data claim is missing as malformed', async () => {
    const token = await signClaims(keys.privateKey, { foo: 'bar' });
    const error = await refusal(webhooks.parseJWT(token));
    expect(error.code).toBe('ERR_WEBHOOK_MALFORMED');
    expect(error.message).toContain('Unexpected type of JWT data: expected string, got undefined');
  });
});

describe('public key formats', () => {
  it('accepts a PEM, the base64 of a PEM, a PEM with escaped newlines, and a CryptoKey', async () => {
    const token = await signWebhook(keys.privateKey, input);
    const forms = [keys.publicPem, Buffer.from(keys.publicPem).toString('base64'), keys.publicPem.trim().replace(/\n/g, '\\n'), keys.publicKey];
    for (const publicKey of forms) {
      await expect(createWebhooks({ publicKey }).parseJWT(token)).resolves.toMatchObject({ eventType: EVENT });
    }
  });

  it('refuses unusable keys at creation with ERR_WEBHOOK_INVALID_CONFIG', () => {
    for (const publicKey of ['', 'not base64 !!', Buffer.from('hello').toString('base64'), '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----']) {
      expect(() => createWebhooks({ publicKey })).toThrowError(expect.objectContaining({ code: 'ERR_WEBHOOK_INVALID_CONFIG' }));
    }
  });

  it('reports a PEM that does not import as a configuration error (500), not an invalid token', async () => {
    const broken = createWebhooks({ publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', onError: () => {} });
    const token = await signWebhook(keys.privateKey, input);
    const error = await refusal(broken.parseJWT(token));
    expect(error.code).toBe('ERR_WEBHOOK_INVALID_CONFIG');
    expect(error.status).toBe(500);
  });

  it('refuses invalid time options', () => {
    expect(() => createWebhooks({ publicKey: keys.publicPem, maxTokenAgeSeconds: 0 })).toThrowError(/maxTokenAgeSeconds/);
    expect(() => createWebhooks({ publicKey: keys.publicPem, clockToleranceSeconds: -1 })).toThrowError(/clockToleranceSeconds/);
    expect(() => createWebhooks({ publicKey: keys.publicPem, maxTokenAgeSeconds: Number.POSITIVE_INFINITY })).toThrowError(/maxTokenAgeSeconds/);
  });
});
