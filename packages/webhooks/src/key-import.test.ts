import { describe, expect, it, vi } from 'vitest';
import * as jwtVerifyModule from 'jose/jwt/verify';
import { makeKeyPair, signWebhook } from '../test/fixtures';

// verify.ts imports jose's verifier through its subpath and the key with WebCrypto: spy on those.
vi.mock('jose/jwt/verify', async (importOriginal) => {
  const original = await importOriginal<typeof import('jose/jwt/verify')>();
  return { ...original, jwtVerify: vi.fn(original.jwtVerify) };
});
const jose = { jwtVerify: jwtVerifyModule.jwtVerify };

describe('key import', () => {
  it('imports the public key once for many verifications, including concurrent ones', async () => {
    const { createWebhooks } = await import('./index');
    const keys = await makeKeyPair();
    const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['e.t'] });
    const tokens = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signWebhook(keys.privateKey, { eventType: 'e.t', payload: { n: i } })),
    );
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    await Promise.all(tokens.map((token) => webhooks.parseJWT(token)));
    await webhooks.parseJWT(tokens[0]!);
    expect(importKey).toHaveBeenCalledTimes(1);
    importKey.mockRestore();
    expect(jose.jwtVerify).toHaveBeenCalledTimes(6);
  });

  it('imports a key once for every receiver made with it (receivers made per request)', async () => {
    const { createWebhooks } = await import('./index');
    const keys = await makeKeyPair();
    const token = await signWebhook(keys.privateKey, { eventType: 'e.t', payload: {} });
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    for (let i = 0; i < 3; i++) await createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['e.t'] }).parseJWT(token);
    expect(importKey).toHaveBeenCalledTimes(1);
    importKey.mockRestore();
  });

  it('pins the algorithm list to RS256 and requires exp and iat', async () => {
    const { createWebhooks } = await import('./index');
    const keys = await makeKeyPair();
    const webhooks = createWebhooks({ publicKey: keys.publicPem, expectedEvents: ['e.t'] });
    vi.mocked(jose.jwtVerify).mockClear();
    await webhooks.parseJWT(await signWebhook(keys.privateKey, { eventType: 'e.t', payload: {} }));
    const options = vi.mocked(jose.jwtVerify).mock.calls[0]![2]!;
    expect(options.algorithms).toEqual(['RS256']);
    expect(options.requiredClaims).toEqual(expect.arrayContaining(['exp', 'iat']));
    expect(options.clockTolerance).toBe(5);
    expect(options.maxTokenAge).toBe(300);
  });
});
