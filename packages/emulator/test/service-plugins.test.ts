/**
 * `POST /__emulator/service-plugins/call`: the emulator calls an app's service-plugin endpoint as the
 * platform does (a signed RS256 JWT) and hands the app's answer back to the caller.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { json } from './helpers';

interface App {
  url: string;
  calls: { path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** An app answering every call with `answer` (status, content type and body). */
async function startApp(answer: { status: number; contentType: string; body: string }): Promise<App> {
  const calls: App['calls'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/plugins/shipping`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emu.stop();
});

const callPlugin = async (body: unknown) =>
  json(await fetch(`${emu.url}/__emulator/service-plugins/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('POST /__emulator/service-plugins/call', () => {
  it('POSTs a platform-signed JWT to url + methodPath and answers the app’s status and JSON body', async () => {
    const app = await startApp({ status: 422, contentType: 'application/json', body: '{"applicationError":{"code":"NO_RATES"}}' });
    try {
      emu.advanceClock(3_600_000);
      const before = Math.floor(emu.now() / 1000);
      const answer = await callPlugin({
        url: `${app.url}/`,
        methodPath: '/v1/getRates',
        componentType: 'ecom.shippingRates',
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
        metadata: { appExtensionType: 'ecom.shippingRates', instanceId: expect.any(String), requestId: expect.any(String), currency: 'EUR' },
      });
    } finally {
      emu.reset();
      await app.close();
    }
  });

  it('signs for the given appId and hands back a text answer as text', async () => {
    const app = await startApp({ status: 200, contentType: 'text/plain', body: 'fine' });
    try {
      const answer = await callPlugin({ url: `${app.url}/v1/getRates`, componentType: 'ecom.shippingRates', appId: 'my-app' });
      expect(answer.body).toEqual({ status: 200, body: 'fine' });
      const { payload } = await jwtVerify(app.calls[0]?.body ?? '', await importSPKI(emu.publicKeyPem, 'RS256'), { audience: 'my-app' });
      expect(payload.data).toMatchObject({ request: {} });
    } finally {
      await app.close();
    }
  });

  it('refuses bad input with 400 and answers 502 when the app cannot be reached', async () => {
    const app = await startApp({ status: 200, contentType: 'application/json', body: '{}' });
    const closedUrl = app.url;
    await app.close();
    expect((await callPlugin({ componentType: 'x' })).status).toBe(400);
    expect((await callPlugin({ url: 'ftp://app.example/x', componentType: 'x' })).status).toBe(400);
    expect((await callPlugin({ url: closedUrl, componentType: '' })).status).toBe(400);
    expect((await callPlugin({ url: closedUrl, componentType: 'x', methodPath: 'v1/x' })).status).toBe(400);
    const unreachable = await callPlugin({ url: closedUrl, componentType: 'x' });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message).toMatch(/could not be reached/);
  });
});
