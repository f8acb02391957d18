/**
 * `POST /__emulator/service-plugins/call`: the emulator calls an app's registered service-plugin endpoint
 * as the platform does (a signed RS256 JWT) and hands the app's answer back to the caller; it calls no
 * other URL, follows no redirect, and reads no answer past its size limit or its timeout.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { json } from './helpers';

interface App {
  url: string;
  calls: { path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

type Answer = { status: number; contentType: string; body: string; headers?: Record<string, string> };

/** An app answering every call with `answer` (status, content type and body), or as `respond` does. */
async function startApp(answer: Answer | ((res: ServerResponse) => void)): Promise<App> {
  const calls: App['calls'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (typeof answer === 'function') answer(res);
      else res.writeHead(answer.status, { 'content-type': answer.contentType, ...answer.headers }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/plugins/shipping`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ANSWER_LIMIT = 4096;
let emu: Emulator;
beforeAll(async () => {
  // The default 5 s timeout: a 500 ms one here made every call race a loaded machine (only the test of a
  // silent app, with its own emulator, wants a short one).
  emu = await startEmulator({ port: 0, limits: { servicePluginAnswerBytes: ANSWER_LIMIT } });
});
afterAll(async () => {
  await emu.stop();
});

const post = async (path: string, body: unknown, on = emu) =>
  json(await fetch(`${on.url}/__emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const callPlugin = (body: unknown, on = emu) => post('service-plugins/call', body, on);
const register = (body: unknown, on = emu) => post('service-plugins', body, on);

const SHIPPING = 'ecom.shippingRates';

describe('POST /__emulator/service-plugins/call', () => {
  afterEach(async () => {
    await fetch(`${emu.url}/__emulator/service-plugins`, { method: 'DELETE' });
  });

  it('POSTs a platform-signed JWT to the registered url + methodPath and answers the app’s status and JSON body', async () => {
    const app = await startApp({ status: 422, contentType: 'application/json', body: '{"applicationError":{"code":"NO_RATES"}}' });
    try {
      expect((await register({ componentType: SHIPPING, url: `${app.url}/` })).status).toBe(201);
      emu.advanceClock(3_600_000);
      const before = Math.floor(emu.now() / 1000);
      const answer = await callPlugin({
        methodPath: '/v1/getRates',
        componentType: SHIPPING,
        request: { lineItems: [{ quantity: 2 }] },
        metadata: { currency: 'EUR' },
      });
      expect(answer).toEqual({ status: 200, body: { status: 422, body: { applicationError: { code: 'NO_RATES' } } } });
      expect(app.calls).toHaveLength(1);
      const [received] = app.calls;
      expect(received?.path).toBe('/plugins/shipping/v1/getRates');
      expect(received?.headers['content-type']).toBe('text/plain');
      const key = await importSPKI(emu.publicKeyPem, 'RS256');
      const { payload } = await jwtVerify(received?.body ?? '', key, {
        algorithms: ['RS256'],
        issuer: 'wix.com',
        audience: emu.clientId,
        currentDate: new Date(emu.now()),
      });
      expect(payload.iat).toBeGreaterThanOrEqual(before);
      expect(payload.iat).toBeLessThanOrEqual(Math.floor(emu.now() / 1000));
      expect(payload.data).toEqual({
        request: { lineItems: [{ quantity: 2 }] },
        metadata: { appExtensionType: SHIPPING, instanceId: expect.any(String), requestId: expect.any(String), currency: 'EUR' },
      });
    } finally {
      emu.reset();
      await app.close();
    }
  });

  it('signs for the registration’s appId (a call’s appId wins) and hands back a text answer as text', async () => {
    const app = await startApp({ status: 200, contentType: 'text/plain', body: 'fine' });
    try {
      await register({ componentType: SHIPPING, url: app.url, appId: 'my-app' });
      const answer = await callPlugin({ url: `${app.url}/v1/getRates`, componentType: SHIPPING });
      expect(answer.body).toEqual({ status: 200, body: 'fine' });
      const key = await importSPKI(emu.publicKeyPem, 'RS256');
      const { payload } = await jwtVerify(app.calls[0]?.body ?? '', key, { audience: 'my-app' });
      expect(payload.data).toMatchObject({ request: {} });
      await callPlugin({ componentType: SHIPPING, appId: 'other-app' });
      await expect(jwtVerify(app.calls[1]?.body ?? '', key, { audience: 'other-app' })).resolves.toBeDefined();
    } finally {
      await app.close();
    }
  });

  it('lists, replaces and removes registrations; refuses bad ones with 400', async () => {
    const first = (await register({ componentType: SHIPPING, url: 'http://127.0.0.1:1/a' })).body.servicePlugin;
    expect(first).toEqual({ id: expect.any(String), componentType: SHIPPING, url: 'http://127.0.0.1:1/a' });
    const second = (await register({ componentType: SHIPPING, url: 'http://127.0.0.1:1/b', appId: 'app' })).body.servicePlugin;
    expect((await json(await fetch(`${emu.url}/__emulator/service-plugins`))).body).toEqual({ servicePlugins: [second] });
    expect((await fetch(`${emu.url}/__emulator/service-plugins/${first.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${emu.url}/__emulator/service-plugins/${second.id}`, { method: 'DELETE' })).status).toBe(200);
    for (const bad of [{ url: 'http://127.0.0.1:1/a' }, { componentType: SHIPPING }, { componentType: SHIPPING, url: 'ftp://app.example/x' }, []]) {
      expect((await register(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('calls no URL but a registered one: an unregistered type is a 404, a URL off the registration a 400', async () => {
    const app = await startApp({ status: 200, contentType: 'application/json', body: '{}' });
    const elsewhere = await startApp({ status: 200, contentType: 'application/json', body: '{"secret":true}' });
    try {
      const unregistered = await callPlugin({ url: elsewhere.url, componentType: SHIPPING });
      expect(unregistered.status).toBe(404);
      expect(unregistered.body.message).toMatch(/No service plugin is registered for ecom\.shippingRates/);
      await register({ componentType: SHIPPING, url: app.url });
      for (const url of [elsewhere.url, `${app.url.replace('/plugins/shipping', '/plugins/shippingX')}`, `${app.url}/../../admin`]) {
        expect((await callPlugin({ url, componentType: SHIPPING })).status, url).toBe(400);
      }
      expect(elsewhere.calls).toHaveLength(0);
      expect(app.calls).toHaveLength(0);
    } finally {
      await Promise.all([app.close(), elsewhere.close()]);
    }
  });

  it('hands back a redirect as the app’s answer without following it', async () => {
    const elsewhere = await startApp({ status: 200, contentType: 'application/json', body: '{"secret":true}' });
    const app = await startApp({ status: 302, contentType: 'text/plain', body: 'moved', headers: { location: elsewhere.url } });
    try {
      await register({ componentType: SHIPPING, url: app.url });
      expect(await callPlugin({ componentType: SHIPPING })).toEqual({ status: 200, body: { status: 302, body: 'moved' } });
      expect(elsewhere.calls).toHaveLength(0);
    } finally {
      await Promise.all([app.close(), elsewhere.close()]);
    }
  });

  it('answers 502 for an answer over limits.servicePluginAnswerBytes, declared or streamed', async () => {
    const declared = await startApp({ status: 200, contentType: 'text/plain', body: 'x'.repeat(ANSWER_LIMIT + 1) });
    const streamed = await startApp((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 64; i++) res.write('y'.repeat(1024));
      res.end();
    });
    try {
      for (const app of [declared, streamed]) {
        await register({ componentType: SHIPPING, url: app.url });
        const answer = await callPlugin({ componentType: SHIPPING });
        expect(answer.status).toBe(502);
        expect(answer.body.message).toBe(`The service plugin's answer is over ${ANSWER_LIMIT} bytes (limits.servicePluginAnswerBytes)`);
      }
    } finally {
      await Promise.all([declared.close(), streamed.close()]);
    }
  });

  it('answers 502 when the app does not answer in time or cannot be reached', async () => {
    const [silent, impatient] = await Promise.all([startApp(() => undefined), startEmulator({ port: 0, webhookRetry: { timeoutMs: 500 } })]);
    try {
      await register({ componentType: SHIPPING, url: silent.url }, impatient);
      const late = await callPlugin({ componentType: SHIPPING }, impatient);
      expect(late.status).toBe(502);
      expect(late.body.message).toBe('The service plugin did not answer within 500 ms');
    } finally {
      await Promise.all([silent.close(), impatient.stop()]);
    }
    const closed = await startApp({ status: 200, contentType: 'application/json', body: '{}' });
    await closed.close();
    await register({ componentType: SHIPPING, url: closed.url });
    expect((await callPlugin({ componentType: SHIPPING, methodPath: 'v1/x' })).status).toBe(400);
    const unreachable = await callPlugin({ componentType: SHIPPING });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message).toMatch(/could not be reached/);
  });
});
