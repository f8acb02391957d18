import { createPublicKey } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { generateKeyPair } from 'jose';
import { createWebhooks, isWebhookError } from './index';
import { base64urlJson } from '@storefront-kit/test-utils';
import { envelopeClaim, makeKeyPair, nowSeconds, signSegments, signWebhook } from '../test/fixtures';

describe('key import', () => {
  it('imports the public key once for many verifications, including concurrent ones', async () => {
    const keys = await makeKeyPair();
    const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['e.t'] });
    const tokens = await Promise.all(Array.from({ length: 5 }, (_, i) => signWebhook(keys.privateKey, { eventType: 'e.t', payload: { n: i } })));
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const envelopes = await Promise.all(tokens.map((token) => webhooks.parseJWT(token)));
    await webhooks.parseJWT(tokens[0]!);
    expect(importKey).toHaveBeenCalledTimes(1);
    importKey.mockRestore();
    expect(envelopes.map(({ payload }) => payload)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
  });

  it('imports a key once for every receiver made with it (receivers made per request)', async () => {
    const keys = await makeKeyPair();
    const token = await signWebhook(keys.privateKey, { eventType: 'e.t', payload: {} });
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    for (let i = 0; i < 3; i++) await createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['e.t'] }).parseJWT(token);
    expect(importKey).toHaveBeenCalledTimes(1);
    importKey.mockRestore();
  });

  it('refuses a CryptoKey that cannot check RS256 at creation: another algorithm, a private key, too short', async () => {
    const rsaPss = await generateKeyPair('PS256');
    const ecdsa = await generateKeyPair('ES256');
    const short = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
    const forms: [CryptoKey, RegExp][] = [
      [rsaPss.publicKey, /RSASSA-PKCS1-v1_5/],
      [ecdsa.publicKey, /RSASSA-PKCS1-v1_5/],
      [(await makeKeyPair()).privateKey, /public key/],
      [short.publicKey, /at least 2048 bits, not 1024/],
    ];
    for (const [publicKey, message] of forms) {
      let thrown: unknown;
      try {
        createWebhooks({ publicKey });
      } catch (error) {
        thrown = error;
      }
      expect(isWebhookError(thrown) && thrown.code).toBe('ERR_WEBHOOK_INVALID_CONFIG');
      expect((thrown as Error).message).toMatch(message);
    }
  });

  it('refuses a key object that is not a CryptoKey (a Node KeyObject, a plain object) as a configuration error', async () => {
    const keys = await makeKeyPair();
    for (const publicKey of [createPublicKey(keys.publicPem), {}]) {
      let thrown: unknown;
      try {
        createWebhooks({ publicKey: publicKey as unknown as CryptoKey });
      } catch (error) {
        thrown = error;
      }
      expect(isWebhookError(thrown) && thrown.code).toBe('ERR_WEBHOOK_INVALID_CONFIG');
      expect((thrown as Error).message).toMatch(/CryptoKey/);
    }
  });

  it('refuses a PEM of a 1024-bit key on the first token, as a configuration error (500)', async () => {
    const short = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', short.publicKey)).toString('base64');
    const pem = `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----`;
    const webhooks = createWebhooks({ publicKey: pem, onError: () => {} });
    const claims = { data: envelopeClaim({ eventType: 'e.t', payload: {} }), iat: nowSeconds(), exp: nowSeconds() + 60 };
    const token = await signSegments(short.privateKey, base64urlJson({ alg: 'RS256' }), base64urlJson(claims));
    const error = await webhooks.parseJWT(token).then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isWebhookError(error) && [error.code, error.status]).toEqual(['ERR_WEBHOOK_INVALID_CONFIG', 500]);
    expect((error as Error).message).toMatch(/at least 2048 bits/);
  });
});
