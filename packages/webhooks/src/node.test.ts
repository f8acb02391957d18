import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect as connectHttp2, createServer as createHttp2Server } from 'node:http2';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineEvent } from '@storefront-kit/http-core';
import { createServicePlugins, createWebhooks, defineServicePlugin, type ServicePluginRequest } from './index';
import { toNodeHandler, type NodeHandler } from './node';
import { domain, makeKeyPair, signClaims, signWebhook, type KeyPair } from '../test/fixtures';

const cartCreated = defineEvent<{ id: string }>('wix.ecom.v1.cart_created', 'created');

let keys: KeyPair;
let server: Server | undefined;

beforeAll(async () => {
  keys = await makeKeyPair();
});

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(handler: NodeHandler | ((req: never, res: never) => void)): Promise<string> {
  server = createServer(handler as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe('toNodeHandler', () => {
  it('serves webhooks over node:http: 200 and the handler runs with typed args', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem });
    const handler = vi.fn();
    webhooks.on(cartCreated, handler);
    const url = await listen(toNodeHandler(webhooks));
    const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('n1', { id: 'cart-1' }) });
    const response = await fetch(`${url}/webhooks`, { method: 'POST', body: token, headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'handled' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ entity: { id: 'cart-1' } }));
  });

  it('answers 401 for a token from another key and 400 for garbage', async () => {
    const other = await makeKeyPair();
    const webhooks = createWebhooks({ publicKey: keys.publicPem, onError: () => {} });
    webhooks.on(cartCreated, () => {});
    const url = await listen(toNodeHandler(webhooks));
    const token = await signWebhook(other.privateKey, { eventType: cartCreated.type, payload: domain.created('n2', { id: 'c' }) });
    expect((await fetch(url, { method: 'POST', body: token })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', body: 'garbage' })).status).toBe(400);
    expect((await fetch(url)).status).toBe(405);
  });

  it('answers 413 for a 10 MB body (chunked, no Content-Length) without running the handler', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem, onError: () => {} });
    const handler = vi.fn();
    webhooks.on(cartCreated, handler);
    const url = new URL(await listen(toNodeHandler(webhooks)));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path: '/' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const write = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    expect(status).toBe(413);
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 413 for a declared Content-Length over the cap', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 1000, onError: () => {} });
    const url = await listen(toNodeHandler(webhooks));
    const response = await fetch(url, { method: 'POST', body: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
  });

  it('accepts a body already read by a framework (express.text / express.raw)', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem });
    const handler = vi.fn();
    webhooks.on(cartCreated, handler);
    const nodeHandler = toNodeHandler(webhooks);
    const url = await listen(((req: Parameters<NodeHandler>[0], res: Parameters<NodeHandler>[1]) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        req.body = req.url === '/raw' ? Buffer.concat(chunks) : Buffer.concat(chunks).toString('utf8');
        void nodeHandler(req, res);
      });
    }) as never);
    for (const [path, id] of [
      ['/text', 'n3'],
      ['/raw', 'n4'],
    ] as const) {
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created(id, { id: 'c' }) });
      expect((await fetch(`${url}${path}`, { method: 'POST', body: token })).status).toBe(200);
    }
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers 500 and explains when another middleware consumed the body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const webhooks = createWebhooks({ publicKey: keys.publicPem });
    const nodeHandler = toNodeHandler(webhooks);
    const url = await listen(((req: Parameters<NodeHandler>[0], res: Parameters<NodeHandler>[1]) => {
      req.resume();
      req.on('end', () => {
        req.body = { parsed: true };
        void nodeHandler(req, res);
      });
    }) as never);
    const response = await fetch(url, { method: 'POST', body: 'x' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'ERR_WEBHOOK_BODY_CONSUMED', message: 'Request body was already consumed' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('already read'));
  });

  it('serves service plugins: the request path selects the method', async () => {
    interface Rates {
      getRates(call: ServicePluginRequest<{ n: number }>): { rates: number[] };
    }
    const rates = defineServicePlugin<Rates>('ecom.shippingRates', { getRates: '/v1/getRates' });
    const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, appId: 'app-1', onError: () => {} });
    servicePlugins.register(rates, { getRates: ({ request }) => ({ rates: [request.n * 2] }) });
    const url = await listen(toNodeHandler(servicePlugins));
    const token = await signClaims(
      keys.privateKey,
      { data: { request: { n: 21 }, metadata: { appExtensionType: 'ecom.shippingRates' } } },
      { issuer: 'wix.com', audience: 'app-1' },
    );
    const ok = await fetch(`${url}/plugins/v1/getRates`, { method: 'POST', body: token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ rates: [42] });
    const miss = await fetch(`${url}/plugins/v1/other`, { method: 'POST', body: token });
    expect(miss.status).toBe(404);
    expect((await miss.json()).message).toMatch(/^Unexpect request: request url did not match any method: http:\/\/127\.0\.0\.1:\d+\/plugins\/v1\/other$/);
  });

  it('serves webhooks over node:http2 (compat API, as Fastify with http2: true): pseudo-headers are not request headers', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem, maxBodyBytes: 64 * 1024, onError: () => {} });
    const handler = vi.fn();
    webhooks.on(cartCreated, handler);
    const nodeHandler = toNodeHandler(webhooks);
    const outcomes: Promise<unknown>[] = [];
    const h2 = createHttp2Server((req, res) => {
      const outcome = nodeHandler(req as never, res as never);
      outcomes.push(outcome);
      outcome.catch(() => res.end()); // the handler's rejection, kept from crashing the test run
    });
    await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
    const client = connectHttp2(`http://127.0.0.1:${(h2.address() as AddressInfo).port}`);
    // HTTP/2 has no connection-specific header fields: node:http2 drops one with a process warning.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const token = await signWebhook(keys.privateKey, { eventType: cartCreated.type, payload: domain.created('h2', { id: 'c' }) });
      const status = await new Promise<number>((resolve, reject) => {
        const stream = client.request({ ':method': 'POST', ':path': '/webhooks', 'content-type': 'text/plain' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
        stream.end(token);
      });
      expect(status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(1);
      // A body over the cap: refused before it is all read, and the handler still settles.
      const tooLarge = await new Promise<number>((resolve, reject) => {
        const stream = client.request({ ':method': 'POST', ':path': '/webhooks' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
        stream.end('x'.repeat(100_000));
      });
      expect(tooLarge).toBe(413);
      await expect(Promise.all(outcomes)).resolves.toHaveLength(2);
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      client.close();
      await new Promise<void>((resolve) => h2.close(() => resolve()));
    }
  });

  it('answers 405 to TRACE, a method a web Request cannot carry, instead of rejecting the handler (an unhandled rejection)', async () => {
    const webhooks = createWebhooks({ publicKey: keys.publicPem, onError: () => {} });
    const nodeHandler = toNodeHandler(webhooks);
    const outcomes: Promise<unknown>[] = [];
    const url = new URL(
      await listen(((req: Parameters<NodeHandler>[0], res: Parameters<NodeHandler>[1]) => {
        const outcome = nodeHandler(req, res);
        outcomes.push(outcome);
        outcome.catch(() => res.end()); // the handler's rejection, kept from crashing the test run
      }) as never),
    );
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method: 'TRACE', path: '/' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(405);
    await expect(Promise.all(outcomes)).resolves.toHaveLength(1);
  });

  it('settles the handler when the client left before the answer (nothing left pending per aborted request)', async () => {
    let clientGone!: () => void;
    const gone = new Promise<void>((resolve) => (clientGone = resolve));
    const nodeHandler = toNodeHandler({
      async processRequest() {
        await gone;
        return new Response('late');
      },
    });
    let settled!: Promise<void>;
    const url = new URL(
      await listen(((req: Parameters<NodeHandler>[0], res: Parameters<NodeHandler>[1]) => {
        req.socket.once('close', clientGone);
        settled = nodeHandler(req, res);
      }) as never),
    );
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => {});
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\nx');
    await new Promise<void>((resolve) => server!.once('request', () => resolve()));
    socket.destroy();
    await expect(settled).resolves.toBeUndefined();
  });

  it('answers 500 when the processor itself throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const url = await listen(toNodeHandler({ processRequest: () => Promise.reject(new Error('bug')) }));
    const response = await fetch(url, { method: 'POST', body: 'x' });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ code: 'ERR_WEBHOOK_INTERNAL', message: 'Internal Server Error' });
    expect(log).toHaveBeenCalled();
  });
});
