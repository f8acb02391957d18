import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { json } from './helpers';
import { probeModule } from './probe-module';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ modules: [controlModule, probeModule()] });
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(() => {
  emu.reset();
});

const addFault = async (rule: unknown) => {
  const response = await fetch(`${emu.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  return json(response);
};

describe('faults', () => {
  it('are off by default', async () => {
    expect((await json(await fetch(`${emu.url}/__emulator/faults`))).body.faults).toEqual([]);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
  });

  it('status: answers the status with a platform body, `times` times, then stops', async () => {
    const { status, body } = await addFault({ path: '/probe/open', kind: 'status', status: 503, times: 2 });
    expect(status).toBe(201);
    expect(body.faults[0]).toMatchObject({ path: '/probe/open', kind: 'status', status: 503, times: 2, remaining: 2 });
    const first = await fetch(`${emu.url}/probe/open`);
    expect(first.status).toBe(503);
    expect(first.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await first.json()).toEqual({ message: 'Service Unavailable', details: {} });
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(503);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
    expect(emu.faults()).toEqual([]);
    expect(emu.requestLog({ path: '/probe/open' }).map((entry) => [entry.status, entry.fault])).toEqual([
      [503, 'status'],
      [503, 'status'],
      [200, undefined],
    ]);
  });

  it('status: a 4xx carries an application error and a custom body replaces it', async () => {
    emu.addFault({ path: '/probe/open', kind: 'status', status: 409, times: 1 });
    expect((await json(await fetch(`${emu.url}/probe/open`))).body.details.applicationError.code).toBe('CONFLICT');
    emu.addFault({
      path: '/probe/open',
      kind: 'status',
      status: 428,
      body: { message: 'Cart not found', details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart was not found', data: {} } } },
    });
    const { status, body } = await json(await fetch(`${emu.url}/probe/open`));
    expect(status).toBe(428);
    expect(body.details.applicationError.code).toBe('CART_NOT_FOUND');
  });

  it('matches method, host, glob and regex paths', async () => {
    emu.setFaults([
      { method: 'POST', path: '/probe/**', kind: 'status', status: 500 },
      { host: 'edge', path: '/probe/wh?ami', kind: 'status', status: 502 },
      { path: '^/probe/(now|id)$', kind: 'status', status: 504 },
    ]);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
    expect((await fetch(`${emu.url}/probe/merchant`, { method: 'POST' })).status).toBe(500);
    expect((await fetch(`${emu.url}/probe/whoami`)).status).toBe(200);
    expect((await fetch(`${emu.hosts.edge}/probe/whoami`)).status).toBe(502);
    expect((await fetch(`${emu.url}/probe/now`)).status).toBe(504);
    expect((await fetch(`${emu.url}/probe/id`)).status).toBe(504);
    expect((await fetch(`${emu.url}/probe/idx`)).status).toBe(404);
  });

  it('rate-limit: 429 with Retry-After in seconds or as an HTTP date', async () => {
    emu.addFault({ path: '/probe/open', kind: 'rate-limit', retryAfter: 7, times: 1 });
    const limited = await fetch(`${emu.url}/probe/open`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await limited.json()).details.applicationError.code).toBe('TOO_MANY_REQUESTS');
    const date = new Date(Date.UTC(2030, 0, 1)).toUTCString();
    emu.addFault({ path: '/probe/open', kind: 'rate-limit', retryAfter: date, times: 1 });
    expect((await fetch(`${emu.url}/probe/open`)).headers.get('retry-after')).toBe(date);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
  });

  it('reset: the connection is destroyed, fetch rejects, and the next request works', async () => {
    emu.addFault({ path: '/probe/open', kind: 'reset', times: 1 });
    await expect(fetch(`${emu.url}/probe/open`)).rejects.toThrow(TypeError);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
    expect(emu.requestLog({ path: '/probe/open' })[0]).toMatchObject({ status: 0, fault: 'reset' });
  });

  it('truncated: a 200 whose JSON body is cut short', async () => {
    const full = await (await fetch(`${emu.url}/probe/big`)).text();
    emu.addFault({ path: '/probe/big', kind: 'truncated', times: 1 });
    const response = await fetch(`${emu.url}/probe/big`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text.length).toBeLessThan(full.length);
    expect(full.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('non-json: a 200 text/plain body', async () => {
    emu.addFault({ path: '/probe/open', kind: 'non-json', times: 1 });
    const response = await fetch(`${emu.url}/probe/open`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('html: a 502 HTML error page', async () => {
    emu.addFault({ path: '/probe/open', kind: 'html', times: 1 });
    const response = await fetch(`${emu.url}/probe/open`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(/^<!DOCTYPE html>[\s\S]*502 Bad Gateway/);
  });

  it('latency: the answer comes no sooner than the delay, then the route runs', async () => {
    emu.addFault({ path: '/probe/open', kind: 'latency', latencyMs: 120, times: 1 });
    const started = performance.now();
    const response = await fetch(`${emu.url}/probe/open`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(await response.json()).toEqual({ ok: true });
    expect(emu.requestLog({ path: '/probe/open' })[0]!.fault).toBe('latency');
  });

  it('latency combines with another fault on the same path', async () => {
    emu.setFaults([
      { path: '/probe/open', kind: 'latency', latencyMs: 60, times: 1 },
      { path: '/probe/open', kind: 'status', status: 500, times: 1 },
    ]);
    const started = performance.now();
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('never apply to the control API and the other internal /__ routes (hosted pages, media)', async () => {
    emu.addFault({ path: '/**', kind: 'status', status: 500 });
    expect((await fetch(`${emu.url}/__emulator/health`)).status).toBe(200);
    expect((await fetch(`${emu.url}/__pages/probe`)).status).toBe(200);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(500);
  });

  it('are listed, removed one by one or all over the control API, and invalid rules are refused', async () => {
    const added = (
      await addFault([
        { path: '/a', kind: 'html' },
        { path: '/b', kind: 'non-json' },
      ])
    ).body.faults as { id: string }[];
    expect(added).toHaveLength(2);
    expect((await fetch(`${emu.url}/__emulator/faults/${added[0]!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${emu.url}/__emulator/faults/${added[0]!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(emu.faults().map((rule) => rule.path)).toEqual(['/b']);
    await fetch(`${emu.url}/__emulator/faults`, { method: 'DELETE' });
    expect(emu.faults()).toEqual([]);
    for (const bad of [{ path: '/a', kind: 'explode' }, { kind: 'html' }, { path: '^(', kind: 'html' }, { path: '/a', kind: 'status', status: 42 }]) {
      const { status, body } = await addFault(bad);
      expect(status).toBe(400);
      expect(typeof body.message).toBe('string');
    }
    expect(emu.faults()).toEqual([]);
    // A misspelt field would otherwise be a rule that silently does something else.
    const typo = await addFault({ path: '**', kind: 'latency', ms: 800 });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toMatch(/Unknown fault field ms/);
    expect(emu.faults()).toEqual([]);
    // A listed rule can be sent back as it is: its id and counters are ignored, not kept.
    const [listed] = (await addFault({ path: '/a', kind: 'html', times: 3 })).body.faults as Record<string, unknown>[];
    const put = await fetch(`${emu.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ ...listed, remaining: 1, applied: 9 }]),
    });
    expect(put.status).toBe(200);
    expect(emu.faults()).toMatchObject([{ path: '/a', kind: 'html', times: 3, remaining: 3, applied: 0 }]);
    expect(emu.faults()[0]!.id).not.toBe(listed!.id);
    await fetch(`${emu.url}/__emulator/faults`, { method: 'DELETE' });
  });

  it('can be active from start, and a reset restores them', async () => {
    const other = await startEmulator({
      modules: [controlModule, probeModule()],
      faults: [{ path: '/probe/open', kind: 'status', status: 503, times: 1 }],
    });
    try {
      expect((await fetch(`${other.url}/probe/open`)).status).toBe(503);
      expect((await fetch(`${other.url}/probe/open`)).status).toBe(200);
      await fetch(`${other.url}/__emulator/reset`, { method: 'POST' });
      expect((await fetch(`${other.url}/probe/open`)).status).toBe(503);
    } finally {
      await other.stop();
    }
  });
});
