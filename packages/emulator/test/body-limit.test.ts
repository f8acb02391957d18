import { request as httpRequest } from 'node:http';
import { submitHostedForm } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { json } from './helpers';
import { probeModule } from './probe-module';

const LIMIT = 1024;
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ modules: [controlModule, probeModule()], maxBodyBytes: LIMIT });
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(() => {
  emu.reset();
});

/** A JSON body of exactly `bytes` bytes that the probe route accepts. */
const bodyOf = (bytes: number) => {
  const base = JSON.stringify({ name: 'ab', quantity: 1, tags: [''] });
  return base.replace('[""]', `["${'x'.repeat(bytes - base.length)}"]`);
};

/** Posts `chunks` to the probe route with chunked transfer encoding (no Content-Length). */
function postChunked(chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/probe/body', emu.url);
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('request body limit', () => {
  it('serves a body of exactly maxBodyBytes', async () => {
    const response = await fetch(`${emu.url}/probe/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(LIMIT) });
    expect(response.status).toBe(200);
  });

  it('answers 413 in the platform format to a declared Content-Length one byte over, without running the route', async () => {
    const response = await fetch(`${emu.url}/probe/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(LIMIT + 1) });
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
    expect(response.headers.get('x-wix-consistent')).toBeNull();
    expect(await json(response)).toEqual({
      status: 413,
      body: {
        message: 'Payload Too Large',
        details: { applicationError: { code: 'PAYLOAD_TOO_LARGE', description: `The request body is over ${LIMIT} bytes`, data: {} } },
      },
    });
    const [logged] = emu.requestLog({ path: '/probe/body' });
    expect(logged).toMatchObject({ method: 'POST', status: 413 });
    expect(logged).not.toHaveProperty('body');
  });

  it('answers 413 to a chunked body once it passes the limit, whatever its declared size', async () => {
    const chunk = 'x'.repeat(512);
    const answer = await postChunked(['{"name":"ab","quantity":1,"tags":["', chunk, chunk, chunk, '"]}']);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
    const small = await postChunked(['{"name":"ab",', '"quantity":1}']);
    expect(small).toEqual({ status: 200, body: JSON.stringify({ parsed: { name: 'ab', quantity: 1 } }) });
  });

  it('refuses before any fault rule, which stays for the next request', async () => {
    emu.addFault({ path: '/probe/body', kind: 'status', status: 503, times: 1 });
    const big = await fetch(`${emu.url}/probe/body`, { method: 'POST', body: bodyOf(LIMIT + 10) });
    expect(big.status).toBe(413);
    const next = await fetch(`${emu.url}/probe/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(100) });
    expect(next.status).toBe(503);
  });

  it('rejects an unusable limit, and defaults to 1 MiB', async () => {
    await expect(startEmulator({ maxBodyBytes: 0, modules: [] })).rejects.toThrow(/maxBodyBytes/);
    await expect(startEmulator({ maxBodyBytes: 1.5, modules: [] })).rejects.toThrow(/maxBodyBytes/);
    const byDefault = await startEmulator({ modules: [controlModule, probeModule()] });
    try {
      const under = await fetch(`${byDefault.url}/probe/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(2 ** 20) });
      expect(under.status).toBe(200);
      const over = await fetch(`${byDefault.url}/probe/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(2 ** 20 + 1) });
      expect(over.status).toBe(413);
    } finally {
      await byDefault.stop();
    }
  });
});

describe('the body limit on hosted pages and the control API', () => {
  it('refuses a body over the limit (never below 1 MiB) unread, before the route runs', async () => {
    const full = await startEmulator({ maxBodyBytes: LIMIT });
    try {
      const huge = `recoveryToken=x&password=${'x'.repeat(2 ** 20)}`;
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const page = await fetch(`${full.url}/__pages/recover`, { method: 'POST', headers: form, body: huge });
      expect(page.status).toBe(413);
      const fault = JSON.stringify({ path: '/nowhere', kind: 'status', body: 'x'.repeat(2 ** 20) });
      const control = await fetch(`${full.url}/__emulator/faults`, { method: 'POST', body: fault });
      expect(control.status).toBe(413);
      expect(full.faults()).toEqual([]);
      // Bodies over maxBodyBytes but under 1 MiB still reach the control API and the pages.
      const small = await fetch(`${full.url}/__emulator/faults`, {
        method: 'POST',
        body: JSON.stringify({ path: '/nowhere', kind: 'status', body: 'x'.repeat(2 * LIMIT) }),
      });
      expect(small.status).toBe(201);
      const form2 = await submitHostedForm(`${full.url}/__pages/recover`, { recoveryToken: 'x', password: 'x'.repeat(2 * LIMIT) });
      expect(form2.status).toBe(400);
    } finally {
      await full.stop();
    }
  });
});
