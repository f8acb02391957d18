/**
 * The core's own state over real HTTP: the request log, clock, outbox, reset and login hooks, and the
 * control API.
 */
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { useProbeEmulator } from './core-helpers';
import { json } from './helpers';
import { probeModule } from './probe-module';

const env = useProbeEmulator();

describe('request log', () => {
  it('records method, host, path, query, masked headers, body and status', async () => {
    await fetch(`${env.emu.hosts.edge}/probe/body?dry=1`, {
      method: 'POST',
      headers: { authorization: 'member-token', cookie: 'session=abc123', 'content-type': 'application/json', 'x-storefront-kit': 'test@1' },
      body: JSON.stringify({ name: 'shirt', quantity: 1, password: 'hunter2', nested: { refreshToken: 'rt-secret' } }),
    });
    const [entry] = env.emu.requestLog({ path: '/probe/body' });
    expect(entry).toMatchObject({
      method: 'POST',
      host: 'edge',
      path: '/probe/body',
      query: { dry: '1' },
      auth: 'member',
      status: 200,
      body: { name: 'shirt', quantity: 1, password: '[masked, 7 chars]', nested: { refreshToken: '[masked, 9 chars]' } },
    });
    expect(entry!.headers['x-storefront-kit']).toBe('test@1');
    expect(entry!.headers.authorization).toBe('[masked]');
    expect(entry!.headers.cookie).toBe('[masked]');
    expect(new Date(entry!.time).getTime()).toBeGreaterThan(0);
    const served = JSON.stringify(await (await fetch(`${env.emu.url}/__emulator/requests`)).json());
    for (const secret of ['member-token', 'abc123', 'hunter2', 'rt-secret']) expect(served).not.toContain(secret);
  });

  it('never shows the API key', async () => {
    await fetch(`${env.emu.url}/probe/merchant`, { method: 'POST', headers: { authorization: env.emu.apiKey } });
    expect(JSON.stringify(env.emu.requestLog())).not.toContain(env.emu.apiKey);
    expect(env.emu.requestLog()[0]!.auth).toBe('merchant');
  });

  it('filters by path glob, method and host over the control API, and clears', async () => {
    await fetch(`${env.emu.url}/probe/open`);
    await fetch(`${env.emu.hosts.edge}/probe/whoami`);
    await fetch(`${env.emu.url}/probe/merchant`, { method: 'POST' });
    const list = async (query: string) =>
      ((await (await fetch(`${env.emu.url}/__emulator/requests${query}`)).json()) as { requests: { path: string }[] }).requests.map((r) => r.path);
    expect(await list('')).toEqual(['/probe/open', '/probe/whoami', '/probe/merchant']);
    expect(await list('?path=/probe/*&method=post')).toEqual(['/probe/merchant']);
    expect(await list('?host=edge')).toEqual(['/probe/whoami']);
    expect(await list('?path=^/probe/(open|who)')).toEqual(['/probe/open', '/probe/whoami']);
    expect((await fetch(`${env.emu.url}/__emulator/requests?host=moon`)).status).toBe(400);
    expect((await fetch(`${env.emu.url}/__emulator/requests`, { method: 'DELETE' })).status).toBe(200);
    expect(await list('')).toEqual([]);
  });

  it('does not log control API calls and the other internal /__ routes', async () => {
    await fetch(`${env.emu.url}/__emulator/health`);
    await fetch(`${env.emu.url}/__pages/probe`);
    await fetch(`${env.emu.url}/__emulator/config`);
    expect(env.emu.requestLog()).toEqual([]);
  });
});

describe('clock, outbox, reset, member login hooks', () => {
  it('moves the clock with POST /__emulator/clock', async () => {
    const before = (await json(await fetch(`${env.emu.url}/probe/now`))).body.now as number;
    const set = await json(await fetch(`${env.emu.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 3_600_000 }) }));
    expect(set.body.offsetMs).toBe(3_600_000);
    const after = (await json(await fetch(`${env.emu.url}/probe/now`))).body.now as number;
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after - before).toBeLessThan(3_600_000 + 10_000);
    await fetch(`${env.emu.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify({ offsetMs: -1000 }) });
    expect((await json(await fetch(`${env.emu.url}/__emulator/clock`))).body.offsetMs).toBe(-1000);
    expect((await fetch(`${env.emu.url}/__emulator/clock`, { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await fetch(`${env.emu.url}/__emulator/clock`, { method: 'POST', body: '{"advanceMs":"1"}' })).status).toBe(400);
  });

  it('refuses a clock offset that would put dates out of range, and keeps answering', async () => {
    const post = (body: unknown) => fetch(`${env.emu.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify(body) });
    for (const body of [{ offsetMs: 1e300 }, { offsetMs: -1e300 }, { offsetMs: 8.64e15 }, { advanceMs: 1e300 }]) {
      const refused = await json(await post(body));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/must be within ±100 years/);
    }
    // Steps that are each in range but would add up past it are refused too.
    expect((await post({ offsetMs: 3e12 })).status).toBe(200);
    expect((await post({ advanceMs: 3e12 })).status).toBe(400);
    expect((await json(await fetch(`${env.emu.url}/__emulator/clock`))).body.offsetMs).toBe(3e12);
    expect((await fetch(`${env.emu.url}/probe/now`)).status).toBe(200);
    expect(() => env.emu.setClockOffset(Number.NaN)).toThrow(RangeError);
    expect(() => env.emu.advanceClock(1e300)).toThrow(/offsetMs \+ advanceMs must be within ±100 years/);
  });

  it('uses an injected base clock', async () => {
    let base = Date.UTC(2030, 0, 1);
    const other = await startEmulator({ modules: [controlModule, probeModule()], clock: () => base });
    try {
      expect((await json(await fetch(`${other.url}/probe/now`))).body.now).toBe(Date.UTC(2030, 0, 1));
      base += 5;
      other.advanceClock(10);
      expect((await json(await fetch(`${other.url}/probe/now`))).body.now).toBe(Date.UTC(2030, 0, 1) + 15);
    } finally {
      await other.stop();
    }
  });

  it('collects e-mails in the outbox, filterable by recipient', async () => {
    for (const [to, code] of [
      ['ann@example.com', '111111'],
      ['bob@example.com', '222222'],
    ]) {
      await fetch(`${env.emu.url}/probe/email`, { method: 'POST', body: JSON.stringify({ to, code }) });
    }
    const { body } = await json(await fetch(`${env.emu.url}/__emulator/outbox?to=ANN@example.com`));
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ to: 'ann@example.com', kind: 'verification-code', code: '111111', stateToken: 'st-1' });
    expect(env.emu.outbox()).toHaveLength(2);
  });

  it("reset runs the modules' hooks and clears log, outbox, clock offset and runtime faults", async () => {
    const resetsBefore = env.state.resets;
    await fetch(`${env.emu.url}/probe/email`, { method: 'POST', body: JSON.stringify({ to: 'a@b.c', code: '1' }) });
    env.emu.advanceClock(5000);
    env.emu.addFault({ path: '/probe/open', kind: 'status', status: 503 });
    const { status } = await json(await fetch(`${env.emu.url}/__emulator/reset`, { method: 'POST' }));
    expect(status).toBe(200);
    expect(env.state.resets).toBe(resetsBefore + 1);
    expect(env.emu.requestLog()).toEqual([]);
    expect(env.emu.outbox()).toEqual([]);
    expect(env.emu.faults()).toEqual([]);
    expect((await json(await fetch(`${env.emu.url}/__emulator/clock`))).body.offsetMs).toBe(0);
    expect((await fetch(`${env.emu.url}/probe/open`)).status).toBe(200);
  });

  it('memberLoggedIn runs the onMemberLogin hooks', async () => {
    await fetch(`${env.emu.url}/probe/login`, { method: 'POST' });
    expect(env.state.logins.at(-1)).toEqual(['v-9', 'm-9']);
  });

  it('newId gives UUID v4s', async () => {
    const { body } = await json(await fetch(`${env.emu.url}/probe/id`));
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('control API', () => {
  it('serves health, config and the public key', async () => {
    expect((await json(await fetch(`${env.emu.url}/__emulator/health`))).body.status).toBe('ok');
    const config = (await json(await fetch(`${env.emu.url}/__emulator/config`))).body;
    expect(config).toMatchObject({ url: env.emu.url, hosts: env.emu.hosts, clientId: 'client-x', apiKey: env.emu.apiKey, siteId: 'site-x' });
    const key = await fetch(`${env.emu.url}/__emulator/public-key`);
    expect(await key.text()).toBe(env.emu.publicKeyPem);
  });
});
