/** The core's responses over real HTTP: request ids, platform-format errors, X-Wix-Consistent and CORS. */
import { describe, expect, it } from 'vitest';
import { useProbeEmulator } from './core-helpers';
import { json } from './helpers';

const env = useProbeEmulator();

describe('responses', () => {
  it('carries a unique X-Wix-Request-Id on every response, errors included', async () => {
    const responses = await Promise.all([
      fetch(`${env.emu.url}/probe/open`),
      fetch(`${env.emu.url}/no/such/route`),
      fetch(`${env.emu.url}/probe/crash`),
      fetch(`${env.emu.hosts.readOnly}/probe/merchant`, { method: 'POST' }),
      fetch(`${env.emu.url}/probe/body`, { method: 'POST', body: '{' }),
      fetch(`${env.emu.url}/__emulator/health`),
      fetch(`${env.emu.url}/probe/open`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } }),
    ]);
    const ids = responses.map((response) => response.headers.get('x-wix-request-id'));
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers unknown routes with a 404 in platform format', async () => {
    const { status, body } = await json(await fetch(`${env.emu.url}/ecom/v1/nothing-here?x=1`));
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'Not Found',
      details: { applicationError: { code: 'NOT_FOUND', description: 'No endpoint for GET /ecom/v1/nothing-here', data: {} } },
    });
  });

  it('answers an unexpected error with an opaque 500 and keeps the message in the request log', async () => {
    const { status, body } = await json(await fetch(`${env.emu.url}/probe/crash`));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal error', details: {} });
    expect(env.emu.requestLog({ path: '/probe/crash' })[0]).toMatchObject({ status: 500, error: 'boom: secret internals' });
  });

  it('sends X-Wix-Consistent on successful mutations only', async () => {
    const post = await fetch(`${env.emu.url}/probe/body`, {
      method: 'POST',
      body: JSON.stringify({ name: 'shirt', quantity: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    const again = await fetch(`${env.emu.url}/probe/body`, {
      method: 'POST',
      body: JSON.stringify({ name: 'shirt', quantity: 1 }),
      headers: { 'content-type': 'application/json', 'x-wix-consistent': post.headers.get('x-wix-consistent') ?? '' },
    });
    expect(post.headers.get('x-wix-consistent')).toMatch(/^[\w-]{16,}$/);
    expect(again.headers.get('x-wix-consistent')).not.toBe(post.headers.get('x-wix-consistent'));
    expect((await fetch(`${env.emu.url}/probe/open`)).headers.get('x-wix-consistent')).toBeNull();
    const failed = await fetch(`${env.emu.url}/probe/body`, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('x-wix-consistent')).toBeNull();
    // The replayed header is visible in the request log.
    expect(env.emu.requestLog({ path: '/probe/body' })[1]!.headers['x-wix-consistent']).toBe(post.headers.get('x-wix-consistent'));
  });

  it('answers CORS preflights and exposes the request id to browsers', async () => {
    const preflight = await fetch(`${env.emu.hosts.edge}/probe/body`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-wix-consistent, x-storefront-kit',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-wix-consistent', 'x-storefront-kit', 'wix-site-id', 'wix-account-id']) {
      expect(allowed).toContain(header);
    }
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
    // Private Network Access: granted to trusted origins only (see access-origin.test.ts).
    const privateNetwork = await fetch(`${env.emu.url}/probe/open`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-private-network': 'true' },
    });
    expect(privateNetwork.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(privateNetwork.headers.get('access-control-allow-private-network')).toBeNull();
    const actual = await fetch(`${env.emu.url}/probe/open`, { headers: { origin: 'http://localhost:5173' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Wix-Request-Id');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Wix-Consistent');
    // Preflights are not platform requests.
    expect(env.emu.requestLog({ method: 'OPTIONS' })).toEqual([]);
  });
});
