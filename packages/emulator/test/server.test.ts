import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKeys, startEmulator, type Emulator } from '../src/index';

/** The emulator as users start it: every feature module registered. */
let emu: Emulator;

async function visitorToken(): Promise<string> {
  const response = await fetch(`${emu.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  emu = await startEmulator({ seed: 'demo' });
});
afterAll(async () => {
  await emu.stop();
});

describe('startEmulator with the built-in modules', () => {
  it('serves the control API and answers unknown routes in platform format', async () => {
    expect((await fetch(`${emu.url}/__emulator/health`)).status).toBe(200);
    const missing = await fetch(`${emu.hosts.edge}/ecom/v1/unknown`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).details.applicationError.code).toBe('NOT_FOUND');
  });

  it('issues an anonymous token and serves the current cart to it on the edge host', async () => {
    const token = await fetch(`${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    expect(typeof accessToken).toBe('string');
    const whoami = await fetch(`${emu.hosts.edge}/ecom/v1/carts/current`, { headers: { authorization: accessToken } });
    expect(whoami.headers.get('x-wix-request-id')).toBeTruthy();
    expect([200, 404]).toContain(whoami.status);
    const [entry] = emu.requestLog({ path: '/ecom/v1/carts/current' });
    expect(entry).toMatchObject({ host: 'edge', auth: 'visitor' });
    expect(JSON.stringify(emu.requestLog())).not.toContain(accessToken);
  });

  it('queries products on the read-only host with a .r payload', async () => {
    const r = Buffer.from(JSON.stringify({ query: { paging: { limit: 5, offset: 0 } } })).toString('base64url');
    const response = await fetch(`${emu.hosts.readOnly}/stores-reader/v1/products/query-platformized?.r=${r}`, {
      headers: { authorization: await visitorToken() },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: unknown[]; metadata: { count: number } };
    expect(body.products).toHaveLength(5);
    expect(body.metadata.count).toBe(5);
  });

  it('refuses a catalogue write on the read-only host and without the API key', async () => {
    const product = JSON.stringify({ product: { name: 'Tea', productType: 'physical', priceData: { price: 5 } } });
    const readOnly = await fetch(`${emu.hosts.readOnly}/stores/v1/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: emu.apiKey },
      body: product,
    });
    expect(readOnly.status).toBe(405);
    const anonymous = await fetch(`${emu.url}/stores/v1/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: product });
    expect(anonymous.status).toBe(401);
  });
});

describe('signingKeys option', () => {
  it('shares one RS256 pair between emulators (and accepts a promise of it)', async () => {
    const keys = generateSigningKeys();
    const [a, b] = await Promise.all([
      startEmulator({ port: 0, seed: 'empty', signingKeys: keys }),
      startEmulator({ port: 0, seed: 'empty', signingKeys: await keys }),
    ]);
    try {
      expect(a.publicKeyPem).toBe((await keys).publicKeyPem);
      expect(b.publicKeyPem).toBe(a.publicKeyPem);
      expect(a.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n([A-Za-z0-9+/=]{64}\n)+[A-Za-z0-9+/=]{1,64}\n-----END PUBLIC KEY-----\n$/);
      expect(await (await fetch(`${b.url}/__emulator/public-key`)).text()).toBe(a.publicKeyPem);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
