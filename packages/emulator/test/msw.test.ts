/**
 * The in-process emulator behind MSW: plain `fetch` to the platform's hosts is answered from memory
 * (no server, no port) with the demo seed, the host rules, faults, the request log and reset.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_ID, DEMO_FACTS, demoProductId, generateSigningKeys } from '../src/index';
import { type InProcessEmulator, PLATFORM_HOSTS, setupEmulatorHandlers } from '../src/msw';

const signingKeys = generateSigningKeys();
const PRODUCTS = '/stores-reader/v1/products/query-platformized';
const ADD = '/ecom/v1/carts/current/add-to-cart';

/** A read-only host query: GET with the payload as base64url JSON in `.r`. */
const query = (url: string, token: string, body: unknown) =>
  fetch(`${url}?.r=${Buffer.from(JSON.stringify(body)).toString('base64url')}`, { headers: { authorization: token } });

const post = (url: string, token: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function visitorToken(api: string): Promise<string> {
  const response = await post(`${api}/oauth2/token`, '', { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const addTote = (api: string, token: string) =>
  post(`${api}${ADD}`, token, {
    lineItems: [
      { quantity: 1, catalogReference: { catalogItemId: demoProductId(DEMO_FACTS.simpleProductSlug), appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' } },
    ],
  });

describe('setupEmulatorHandlers on the platform hosts', () => {
  let emulator: InProcessEmulator;
  const server = setupServer();

  beforeAll(async () => {
    const setup = await setupEmulatorHandlers({ signingKeys });
    emulator = setup.emulator;
    server.use(...setup.handlers);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());
  beforeEach(() => emulator.reset());

  it('answers the read-only host from the demo seed and logs the host', async () => {
    expect(emulator.hosts).toEqual(PLATFORM_HOSTS);
    const response = await query(`${PLATFORM_HOSTS.readOnly}${PRODUCTS}`, emulator.apiKey, { query: { paging: { limit: 100 } } });
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as { products: { slug: string }[] };
    expect(products).toHaveLength(DEMO_FACTS.productCount);
    expect(products.map((p) => p.slug)).toContain(DEMO_FACTS.simpleProductSlug);
    expect(emulator.requestLog({ path: PRODUCTS })).toMatchObject([{ host: 'readOnly', method: 'GET', status: 200, auth: 'merchant' }]);
  });

  it('refuses a mutation on the read-only host, as the platform does', async () => {
    const token = await visitorToken(PLATFORM_HOSTS.api);
    const response = await addTote(PLATFORM_HOSTS.readOnly, token);
    expect(response.status).toBe(405);
    expect(emulator.requestLog({ path: ADD })).toMatchObject([{ host: 'readOnly', status: 405 }]);
  });

  it('a reset fault is a network error: fetch rejects, the route never runs', async () => {
    const token = await visitorToken(PLATFORM_HOSTS.api);
    emulator.addFault({ path: ADD, kind: 'reset', times: 1 });
    await expect(addTote(PLATFORM_HOSTS.api, token)).rejects.toThrow(TypeError);
    expect(emulator.requestLog({ path: ADD })).toMatchObject([{ status: 0, fault: 'reset' }]);
    const cart = await fetch(`${PLATFORM_HOSTS.api}/ecom/v1/carts/current`, { headers: { authorization: token } });
    expect(cart.status).toBe(404);
  });

  it('a lost fault is a network error after the write: the cart holds the line', async () => {
    const token = await visitorToken(PLATFORM_HOSTS.edge);
    emulator.addFault({ path: ADD, kind: 'lost', host: 'edge' });
    await expect(addTote(PLATFORM_HOSTS.edge, token)).rejects.toThrow(TypeError);
    const cart = await fetch(`${PLATFORM_HOSTS.edge}/ecom/v1/carts/current`, { headers: { authorization: token } });
    expect(((await cart.json()) as { cart: { lineItems: unknown[] } }).cart.lineItems).toHaveLength(1);
    expect(emulator.requestLog({ path: ADD })).toMatchObject([{ host: 'edge', status: 0, fault: 'lost' }]);
  });

  it('a status fault answers the platform body; latency delays for real', async () => {
    emulator.addFault({ path: PRODUCTS, kind: 'status', status: 503, times: 1 });
    emulator.addFault({ path: PRODUCTS, kind: 'latency', latencyMs: 40, times: 1 });
    const started = performance.now();
    const response = await query(`${PLATFORM_HOSTS.readOnly}${PRODUCTS}`, emulator.apiKey, {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service Unavailable', details: {} });
    expect((await query(`${PLATFORM_HOSTS.readOnly}${PRODUCTS}`, emulator.apiKey, {})).status).toBe(200);
  });

  it('reset() forgets sessions, empties the log and the faults', async () => {
    const token = await visitorToken(PLATFORM_HOSTS.api);
    expect((await addTote(PLATFORM_HOSTS.api, token)).status).toBe(200);
    emulator.addFault({ path: '/**', kind: 'status', status: 500 });
    emulator.reset();
    expect(emulator.requestLog()).toEqual([]);
    expect(emulator.faults()).toEqual([]);
    const cart = await fetch(`${PLATFORM_HOSTS.api}/ecom/v1/carts/current`, { headers: { authorization: token } });
    expect(cart.status).toBe(401);
  });
});

describe('setupEmulatorHandlers on custom hosts', () => {
  it('answers hosts given as an origin and path prefixes, with their own seed', async () => {
    const hosts = { api: 'http://shop.test', readOnly: 'http://shop.test/__host/readonly/', edge: 'http://shop.test/__host/edge' };
    const { handlers, emulator } = await setupEmulatorHandlers({ hosts, seed: { products: 3 }, signingKeys });
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      expect(emulator.hosts.readOnly).toBe('http://shop.test/__host/readonly');
      const response = await query(`${hosts.readOnly}${PRODUCTS.slice(1)}`, emulator.apiKey, {});
      expect(((await response.json()) as { products: unknown[] }).products).toHaveLength(3);
      expect(emulator.requestLog()).toMatchObject([{ host: 'readOnly', path: PRODUCTS, status: 200 }]);
      // The platform's own hosts are not answered by this emulator.
      const unhandled: string[] = [];
      server.events.on('request:unhandled', ({ request }) => void unhandled.push(request.url));
      const printed = vi.spyOn(console, 'error').mockImplementation(() => {}); // MSW reports it loudly
      await expect(fetch(`${PLATFORM_HOSTS.readOnly}${PRODUCTS}`)).rejects.toThrow();
      expect(String(printed.mock.calls[0]?.[0])).toContain('without a matching request handler');
      expect(unhandled).toEqual([`${PLATFORM_HOSTS.readOnly}${PRODUCTS}`]);
    } finally {
      server.close();
    }
  });

  it('rejects a host that is not an absolute http(s) URL before building anything', async () => {
    await expect(setupEmulatorHandlers({ hosts: { api: '/relative' } })).rejects.toThrow(new TypeError('hosts.api must be an absolute http(s) URL: /relative'));
    await expect(setupEmulatorHandlers({ hosts: { edge: 'ftp://edge.test' } })).rejects.toThrow(TypeError);
  });
});
