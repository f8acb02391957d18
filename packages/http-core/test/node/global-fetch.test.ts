/**
 * Without a `fetch` option or middleware, the client hands the URL and init to the global fetch
 * without building a Request. These tests run that path over real HTTP on loopback: what reaches the
 * server, and that a timeout or an abort closes the underlying connection.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '../helpers';
import { createClient } from '../../src/client';
import { defineEndpoint, type HttpMethod } from '../../src/endpoint';
import { AbortError, NetworkError, TimeoutError, ValidationError } from '../../src/errors';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
let base = '';
let onHang: (res: ServerResponse) => void = () => {};
let cuts = 0;

/** Promises for the next /hang request: it reached the server; the server saw its connection close. */
function nextHang() {
  let arrived!: () => void;
  let closed!: () => void;
  const hung = { arrived: new Promise<void>((r) => (arrived = r)), closed: new Promise<void>((r) => (closed = r)) };
  onHang = (res) => {
    res.once('close', closed);
    arrived();
  };
  return hung;
}

/** Another origin (another port), where `/elsewhere` redirects to. */
const other = createServer((req: IncomingMessage, res: ServerResponse) => {
  seen.push({ method: req.method!, url: `other:${req.url}`, headers: req.headers, body: '' });
  res.setHeader('content-type', 'application/json');
  res.end('{"landed":true}');
});
let otherBase = '';

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (req.url!.endsWith('/hang')) return onHang(res); // never answers
  if (req.url!.endsWith('/elsewhere')) return res.writeHead(302, { location: `${otherBase}/landing` }).end();
  if (req.url!.endsWith('/here')) return res.writeHead(302, { location: `${base}/landing` }).end();
  // Headers and the start of the body, then the connection drops (the first `cuts` times).
  if (req.url!.endsWith('/cut') && cuts-- > 0) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' }).write('{"partial":');
    return void setImmediate(() => res.destroy());
  }
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-wix-consistent', 'sticky-1');
    res.end(JSON.stringify({ ok: true }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // fetch keeps connections alive for a few seconds; close them rather than wait.
  for (const s of [server, other]) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

const hosts = () => ({ api: `${base}/api`, readOnly: `${base}/ro`, edge: `${base}/edge` });
const auth = { getAuthHeaders: async () => ({ Authorization: 'token-1' }) };
const hang = defineEndpoint({ method: 'GET', path: '/hang', prefix: '' });

describe('the global fetch path, on loopback', () => {
  it('sends method, headers, query and JSON body, and keeps X-Wix-Consistent for the next call', async () => {
    const client = createClient({ hosts: { api: base, readOnly: base, edge: base }, auth, headers: { 'x-app': 'a' } });
    const update = defineEndpoint({ method: 'PATCH', path: '/v1/carts/{id}', prefix: '/ecom' });
    const read = defineEndpoint({ method: 'GET', path: '/v1/products', prefix: '/stores-reader' });
    seen.length = 0;

    await expect(client.request(update, { params: { id: 'c 1' }, body: { n: Infinity } })).resolves.toEqual({ ok: true });
    await client.request(read, { query: { ids: ['a', 'b'] }, headers: { 'x-call': 'c' } });

    expect(seen[0]).toMatchObject({ method: 'PATCH', url: '/ecom/v1/carts/c%201', body: '{"n":"Infinity"}' });
    expect(seen[0]!.headers).toMatchObject({ authorization: 'token-1', 'content-type': 'application/json', 'x-app': 'a' });
    expect(seen[0]!.headers['x-storefront-kit']).toMatch(/^http-core@/);
    expect(seen[0]!.headers['x-wix-consistent']).toBeUndefined();
    expect(seen[1]).toMatchObject({ method: 'GET', url: '/stores-reader/v1/products?ids=a&ids=b', body: '' });
    expect(seen[1]!.headers).toMatchObject({ 'x-call': 'c', 'x-wix-consistent': 'sticky-1' });
    expect(seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('sends reads to the read-only host and mutations to the api host', async () => {
    const client = createClient({ hosts: hosts() });
    seen.length = 0;
    await client.request(defineEndpoint({ method: 'GET', path: '/v1/x', prefix: '' }));
    await client.request(defineEndpoint({ method: 'POST', path: '/v1/x', prefix: '' }), { body: {} });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /ro/v1/x', 'POST /api/v1/x']);
  });

  it.each(['split', 'edge'] as const)('sends an endpoint that declares host: api to the api host in %s mode, whatever its method or path', async (hostMode) => {
    const client = createClient({ hosts: hosts(), hostMode });
    const call = (method: HttpMethod, path: string, host?: 'api') =>
      client.request(defineEndpoint({ method, path, prefix: '/ecom', host }), method === 'GET' || method === 'HEAD' ? {} : { body: {} });
    seen.length = 0;
    await call('GET', '/v1/carts/current', 'api');
    await call('HEAD', '/v1/carts/c1', 'api');
    await call('POST', '/v1/carts/current/add-to-cart', 'api');
    // No declaration, no special path: the public path of the current cart alone decides nothing.
    await call('GET', '/v1/carts/current');
    const other = hostMode === 'edge' ? 'edge' : 'ro';
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/ecom/v1/carts/current',
      'HEAD /api/ecom/v1/carts/c1',
      'POST /api/ecom/v1/carts/current/add-to-cart',
      `GET /${other}/ecom/v1/carts/current`,
    ]);
  });

  it('sends reads to the read-only host, mutations to the api host, in split mode', async () => {
    const client = createClient({ hosts: hosts() });
    const call = (method: HttpMethod, path: string, prefix = '/ecom') =>
      client.request(defineEndpoint({ method, path, prefix }), method === 'GET' || method === 'HEAD' ? {} : { body: {} });
    seen.length = 0;
    await call('GET', '/v1/carts/c1');
    await call('GET', '/v1/carts/current', '/stores');
    await call('HEAD', '/v1/products');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) await call(method, '/v1/products');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /ro/ecom/v1/carts/c1',
      'GET /ro/stores/v1/carts/current',
      'HEAD /ro/ecom/v1/products',
      'POST /api/ecom/v1/products',
      'PUT /api/ecom/v1/products',
      'PATCH /api/ecom/v1/products',
      'DELETE /api/ecom/v1/products',
    ]);
  });

  it('follows a redirect to another origin without the Authorization header, and keeps it on the same origin', async () => {
    const client = createClient({ hosts: { api: base, readOnly: base, edge: base }, auth });
    seen.length = 0;
    await expect(client.request(defineEndpoint({ method: 'GET', path: '/elsewhere', prefix: '' }))).resolves.toEqual({ landed: true });
    await client.request(defineEndpoint({ method: 'GET', path: '/here', prefix: '' }));
    expect(seen[0]).toMatchObject({ url: 'other:/landing' });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[1]).toMatchObject({ url: '/landing' });
    expect(seen[1]!.headers.authorization).toBe('token-1');
  });

  it('closes the connection when the call times out', async () => {
    const hung = nextHang();
    const error = await rejectionOf(createClient({ hosts: hosts(), timeoutMs: 200 }).request(hang));
    expect(error).toBeInstanceOf(TimeoutError);
    await hung.closed;
  });

  it("closes the connection when the caller's signal aborts", async () => {
    const hung = nextHang();
    const controller = new AbortController();
    const call = rejectionOf(createClient({ hosts: hosts() }).request(hang, { signal: controller.signal }));
    await hung.arrived;
    controller.abort('user left');
    expect(await call).toMatchObject({ name: 'AbortError', cause: 'user left' });
    expect(await call).toBeInstanceOf(AbortError);
    await hung.closed;
  });

  it('fails a body cut off mid-way with a NetworkError, retried for a GET and not for a POST', async () => {
    const client = createClient({ hosts: hosts() });
    seen.length = 0;
    cuts = 1;
    await expect(client.request(defineEndpoint({ method: 'GET', path: '/cut', prefix: '' }))).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1); // the answered retry (the cut attempt is not recorded)
    cuts = 1;
    const error = await rejectionOf(client.request(defineEndpoint({ method: 'POST', path: '/cut', prefix: '' }), { body: {} }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: expect.stringMatching(/^Network error on POST .*\/api\/cut$/), cause: expect.any(Error) });
    expect(cuts).toBe(0);
  });

  it('refuses a host that is not an absolute URL when the client is created', () => {
    expect(() => createClient({ hosts: { api: 'not a url' } })).toThrow(ValidationError);
    expect(() => createClient({ hosts: { readOnly: '/relative' } })).toThrow(expect.objectContaining({ name: 'ValidationError', field: 'hosts.readOnly' }));
  });
});
