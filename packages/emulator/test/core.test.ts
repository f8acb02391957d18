import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/modules/control';
import { json } from './helpers';
import { probeModule, type ProbeState } from './probe-module';

const state: ProbeState = { resets: 0, logins: [] };
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ modules: [controlModule, probeModule(state)], clientId: 'client-x', siteId: 'site-x' });
});
afterAll(async () => {
  await emu.stop();
});
beforeEach(async () => {
  await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' });
});

describe('startEmulator', () => {
  it('listens on loopback with a free port and derives the host URLs from it', () => {
    expect(emu.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emu.url).not.toMatch(/:0$/);
    expect(emu.hosts).toEqual({
      api: emu.url,
      readOnly: `${emu.url}/__host/readonly`,
      edge: `${emu.url}/__host/edge`,
    });
    expect(emu.clientId).toBe('client-x');
    expect(emu.siteId).toBe('site-x');
    expect(emu.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  });

  it('rejects unusable options', async () => {
    await expect(startEmulator({ port: 70000, modules: [] })).rejects.toThrow(/port/);
    await expect(startEmulator({ tokenTtlSeconds: 0, modules: [] })).rejects.toThrow(/tokenTtlSeconds/);
    await expect(startEmulator({ faults: [{ path: '/x', kind: 'nope' as 'html' }], modules: [] })).rejects.toThrow(/fault.kind/);
  });

  it('merges allowedRedirectUris with the documented defaults', async () => {
    const other = await startEmulator({ modules: [], allowedRedirectUris: ['http://localhost:4321/cb'] });
    try {
      expect(other.options.allowedRedirectUris).toContain('http://localhost:4321/cb');
      expect(other.options.allowedRedirectUris).toContain('http://localhost:3000/callback');
      expect(other.options.tokenTtlSeconds).toBe(14400);
      expect(other.options.captcha).toBe('off');
      expect(other.options.ownerApproval).toBe(false);
      expect(other.options.seed).toBe('demo');
    } finally {
      await other.stop();
    }
  });

  it('rejects, and closes the server, when a module fails to register', async () => {
    const probe = await startEmulator({ modules: [] });
    const port = Number(new URL(probe.url).port);
    await probe.stop();
    await expect(
      startEmulator({
        port,
        modules: [
          () => {
            throw new Error('module exploded');
          },
        ],
      }),
    ).rejects.toThrow('module exploded');
    await expect(fetch(`http://127.0.0.1:${port}/__emulator/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    const port = Number(new URL(emu.url).port);
    await expect(startEmulator({ port, modules: [] })).rejects.toThrow(/EADDRINUSE/);
  });

  it('stop() closes the server', async () => {
    const other = await startEmulator({ modules: [controlModule] });
    expect((await fetch(`${other.url}/__emulator/health`)).status).toBe(200);
    await other.stop();
    await expect(fetch(`${other.url}/__emulator/health`)).rejects.toThrow();
  });
});

describe('hosts', () => {
  it('strips the host prefix and records which host a request came in on', async () => {
    for (const [base, host] of [
      [emu.hosts.api, 'api'],
      [emu.hosts.readOnly, 'readOnly'],
      [emu.hosts.edge, 'edge'],
    ] as const) {
      const { status, body } = await json(await fetch(`${base}/probe/whoami`));
      expect(status).toBe(200);
      expect(body.host).toBe(host);
    }
    expect(emu.requestLog({ path: '/probe/whoami' }).map((entry) => entry.host)).toEqual(['api', 'readOnly', 'edge']);
  });

  it('passes bodies through the edge prefix', async () => {
    const response = await fetch(`${emu.hosts.edge}/probe/body`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'shirt', quantity: 2 }),
    });
    expect(await json(response)).toEqual({ status: 200, body: { parsed: { name: 'shirt', quantity: 2 } } });
  });

  it('the read-only host refuses anything but GET and HEAD with a 405 in platform format', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const response = await fetch(`${emu.hosts.readOnly}/probe/body`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'shirt', quantity: 2 }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('x-wix-request-id')).toBeTruthy();
      const body = await response.json();
      expect(body.details.applicationError.code).toBe('METHOD_NOT_ALLOWED');
      expect(body.message).toBe('Method Not Allowed');
    }
    expect((await fetch(`${emu.hosts.readOnly}/probe/open`, { method: 'HEAD' })).status).toBe(200);
  });
});

describe('responses', () => {
  it('carries a unique X-Wix-Request-Id on every response, errors included', async () => {
    const responses = await Promise.all([
      fetch(`${emu.url}/probe/open`),
      fetch(`${emu.url}/no/such/route`),
      fetch(`${emu.url}/probe/crash`),
      fetch(`${emu.hosts.readOnly}/probe/merchant`, { method: 'POST' }),
      fetch(`${emu.url}/probe/body`, { method: 'POST', body: '{' }),
      fetch(`${emu.url}/__emulator/health`),
      fetch(`${emu.url}/probe/open`, { method: 'OPTIONS', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } }),
    ]);
    const ids = responses.map((response) => response.headers.get('x-wix-request-id'));
    for (const id of ids) expect(id).toMatch(/^\d+\.\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers unknown routes with a 404 in platform format', async () => {
    const { status, body } = await json(await fetch(`${emu.url}/ecom/v1/nothing-here?x=1`));
    expect(status).toBe(404);
    expect(body).toEqual({
      message: 'Not Found',
      details: { applicationError: { code: 'NOT_FOUND', description: 'No endpoint for GET /ecom/v1/nothing-here', data: {} } },
    });
  });

  it('answers an unexpected error with an opaque 500 and keeps the message in the request log', async () => {
    const { status, body } = await json(await fetch(`${emu.url}/probe/crash`));
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal error', details: {} });
    expect(emu.requestLog({ path: '/probe/crash' })[0]).toMatchObject({ status: 500, error: 'boom: secret internals' });
  });

  it('sends X-Wix-Consistent on successful mutations only', async () => {
    const post = await fetch(`${emu.url}/probe/body`, {
      method: 'POST',
      body: JSON.stringify({ name: 'shirt', quantity: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    const again = await fetch(`${emu.url}/probe/body`, {
      method: 'POST',
      body: JSON.stringify({ name: 'shirt', quantity: 1 }),
      headers: { 'content-type': 'application/json', 'x-wix-consistent': post.headers.get('x-wix-consistent') ?? '' },
    });
    expect(post.headers.get('x-wix-consistent')).toMatch(/^[\w-]{16,}$/);
    expect(again.headers.get('x-wix-consistent')).not.toBe(post.headers.get('x-wix-consistent'));
    expect((await fetch(`${emu.url}/probe/open`)).headers.get('x-wix-consistent')).toBeNull();
    const failed = await fetch(`${emu.url}/probe/body`, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(400);
    expect(failed.headers.get('x-wix-consistent')).toBeNull();
    // The replayed header is visible in the request log.
    expect(emu.requestLog({ path: '/probe/body' })[1]!.headers['x-wix-consistent']).toBe(post.headers.get('x-wix-consistent'));
  });

  it('answers CORS preflights and exposes the request id to browsers', async () => {
    const preflight = await fetch(`${emu.hosts.edge}/probe/body`, {
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
    const privateNetwork = await fetch(`${emu.url}/probe/open`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-private-network': 'true' },
    });
    expect(privateNetwork.headers.get('access-control-allow-private-network')).toBe('true');
    const actual = await fetch(`${emu.url}/probe/open`, { headers: { origin: 'http://localhost:5173' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Wix-Request-Id');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Wix-Consistent');
    // Preflights are not platform requests.
    expect(emu.requestLog({ method: 'OPTIONS' })).toEqual([]);
  });
});

describe('parseBody and queryPayload', () => {
  const post = (body: string, contentType = 'application/json') =>
    fetch(`${emu.url}/probe/body`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('answers invalid input with the platform validation body, violations sorted by field', async () => {
    const { status, body } = await json(await post(JSON.stringify({ name: 'x', tags: ['a', 3] })));
    expect(status).toBe(400);
    expect(body.message).toBe('INVALID_ARGUMENT');
    const violations = body.details.validationError.fieldViolations;
    expect(violations.map((v: { field: string }) => v.field)).toEqual(['name', 'quantity', 'tags.1']);
    expect(violations[0]).toMatchObject({ field: 'name', violatedRule: 'MIN_LENGTH' });
    expect(violations[1]).toMatchObject({ field: 'quantity', violatedRule: 'REQUIRED_FIELD' });
    expect(violations[2]).toMatchObject({ field: 'tags.1', violatedRule: 'VALIDATION' });
    for (const violation of violations) expect(typeof violation.description).toBe('string');
  });

  it('answers malformed JSON with a validation error', async () => {
    const { status, body } = await json(await post('{"name": "shirt",'));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations).toEqual([
      { field: 'body', description: 'must be valid JSON', violatedRule: 'FORMAT' },
    ]);
  });

  it('accepts URL-encoded forms', async () => {
    const response = await post('name=shirt&quantity=2', 'application/x-www-form-urlencoded');
    // Form values are strings: the schema sees quantity "2" and rejects it like the platform would.
    const { status, body } = await json(response);
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations[0].field).toBe('quantity');
  });

  it('decodes a base64url .r payload', async () => {
    const payload = { query: { filter: { name: { $startsWith: 'ü shirt' } }, paging: { limit: 10, offset: 20 } } };
    const r = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(r).not.toContain('=');
    const { body } = await json(await fetch(`${emu.url}/probe/query?.r=${r}`));
    expect(body.payload).toEqual(payload);
  });

  it('nests flat params and turns repeated keys into arrays', async () => {
    const { body } = await json(await fetch(`${emu.url}/probe/query?id=p1&options.color=red&options.size=M&ids=a&ids=b`));
    expect(body.payload).toEqual({ id: 'p1', options: { color: 'red', size: 'M' }, ids: ['a', 'b'] });
  });

  it('answers a .r that is not base64url JSON with a validation error', async () => {
    const { status, body } = await json(await fetch(`${emu.url}/probe/query?.r=not-json`));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations[0].field).toBe('.r');
  });
});

describe('auth', () => {
  const whoami = (authorization?: string, headers: Record<string, string> = {}) =>
    fetch(`${emu.url}/probe/whoami`, { headers: { ...(authorization === undefined ? {} : { authorization }), ...headers } });

  it('no or an empty Authorization header means no principal', async () => {
    expect((await json(await whoami())).body.principal).toBeNull();
    expect((await json(await whoami(''))).body.principal).toBeNull();
  });

  it('the API key makes a merchant, with the site or account id headers', async () => {
    const { body } = await json(await whoami(emu.apiKey, { 'wix-site-id': 'site-x' }));
    expect(body.principal).toEqual({ kind: 'merchant', apiKey: emu.apiKey, siteId: 'site-x' });
    const account = await json(await whoami(emu.apiKey, { 'wix-account-id': 'acc-1' }));
    expect(account.body.principal).toEqual({ kind: 'merchant', apiKey: emu.apiKey, accountId: 'acc-1' });
    // The "<access token>,<API key>" form of external login is a merchant call too.
    expect((await json(await whoami(`visitor-token,${emu.apiKey}`))).body.principal.kind).toBe('merchant');
  });

  it('tokens resolve through the token service', async () => {
    expect((await json(await whoami('visitor-token'))).body.principal).toEqual({ kind: 'visitor', visitorId: 'v-1', accessToken: 'visitor-token' });
    expect((await json(await whoami('member-token'))).body.principal.memberId).toBe('m-2');
  });

  it('unknown tokens get a 401 in platform format, also with a Bearer prefix', async () => {
    for (const token of ['nope', 'Bearer visitor-token']) {
      const { status, body } = await json(await whoami(token));
      expect(status).toBe(401);
      expect(body.details.applicationError.code).toBe('UNAUTHENTICATED');
    }
  });

  it('routes that do not ask for a principal ignore a bad header', async () => {
    expect((await fetch(`${emu.url}/probe/open`, { headers: { authorization: 'garbage' } })).status).toBe(200);
  });

  it('expired tokens get a 401 once the clock passes their expiry', async () => {
    expect((await whoami('short-lived')).status).toBe(200);
    emu.advanceClock(61_000);
    const { status, body } = await json(await whoami('short-lived'));
    expect(status).toBe(401);
    expect(body.details.applicationError.description).toMatch(/expired/);
  });

  it('requireMerchant: 401 without credentials, 403 for visitors and members', async () => {
    const call = (authorization?: string) =>
      fetch(`${emu.url}/probe/merchant`, { method: 'POST', headers: authorization ? { authorization } : {} });
    expect((await call()).status).toBe(401);
    expect((await call('visitor-token')).status).toBe(403);
    const member = await json(await call('member-token'));
    expect(member.status).toBe(403);
    expect(member.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await call(emu.apiKey)).status).toBe(200);
  });

  it('requireShopper and requirePrincipal', async () => {
    const call = (path: string, authorization?: string) =>
      fetch(`${emu.url}${path}`, { headers: authorization ? { authorization } : {} });
    expect((await call('/probe/shopper')).status).toBe(401);
    expect((await call('/probe/shopper', emu.apiKey)).status).toBe(401);
    expect((await call('/probe/shopper', 'member-token')).status).toBe(200);
    expect((await call('/probe/any')).status).toBe(401);
    expect((await call('/probe/any', emu.apiKey)).status).toBe(200);
  });
});

describe('request log', () => {
  it('records method, host, path, query, masked headers, body and status', async () => {
    await fetch(`${emu.hosts.edge}/probe/body?dry=1`, {
      method: 'POST',
      headers: { authorization: 'member-token', cookie: 'session=abc123', 'content-type': 'application/json', 'x-storefront-kit': 'test@1' },
      body: JSON.stringify({ name: 'shirt', quantity: 1, password: 'hunter2', nested: { refreshToken: 'rt-secret' } }),
    });
    const [entry] = emu.requestLog({ path: '/probe/body' });
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
    const served = JSON.stringify(await (await fetch(`${emu.url}/__emulator/requests`)).json());
    for (const secret of ['member-token', 'abc123', 'hunter2', 'rt-secret']) expect(served).not.toContain(secret);
  });

  it('never shows the API key', async () => {
    await fetch(`${emu.url}/probe/merchant`, { method: 'POST', headers: { authorization: emu.apiKey } });
    expect(JSON.stringify(emu.requestLog())).not.toContain(emu.apiKey);
    expect(emu.requestLog()[0]!.auth).toBe('merchant');
  });

  it('filters by path glob, method and host over the control API, and clears', async () => {
    await fetch(`${emu.url}/probe/open`);
    await fetch(`${emu.hosts.edge}/probe/whoami`);
    await fetch(`${emu.url}/probe/merchant`, { method: 'POST' });
    const list = async (query: string) =>
      ((await (await fetch(`${emu.url}/__emulator/requests${query}`)).json()) as { requests: { path: string }[] }).requests.map((r) => r.path);
    expect(await list('')).toEqual(['/probe/open', '/probe/whoami', '/probe/merchant']);
    expect(await list('?path=/probe/*&method=post')).toEqual(['/probe/merchant']);
    expect(await list('?host=edge')).toEqual(['/probe/whoami']);
    expect(await list('?path=^/probe/(open|who)')).toEqual(['/probe/open', '/probe/whoami']);
    expect((await fetch(`${emu.url}/__emulator/requests?host=moon`)).status).toBe(400);
    expect((await fetch(`${emu.url}/__emulator/requests`, { method: 'DELETE' })).status).toBe(200);
    expect(await list('')).toEqual([]);
  });

  it('does not log control API calls and the other internal /__ routes', async () => {
    await fetch(`${emu.url}/__emulator/health`);
    await fetch(`${emu.url}/__pages/probe`);
    await fetch(`${emu.url}/__emulator/config`);
    expect(emu.requestLog()).toEqual([]);
  });
});

describe('clock, outbox, reset, member login hooks', () => {
  it('moves the clock with POST /__emulator/clock', async () => {
    const before = (await json(await fetch(`${emu.url}/probe/now`))).body.now as number;
    const set = await json(
      await fetch(`${emu.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 3_600_000 }) }),
    );
    expect(set.body.offsetMs).toBe(3_600_000);
    const after = (await json(await fetch(`${emu.url}/probe/now`))).body.now as number;
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
    expect(after - before).toBeLessThan(3_600_000 + 10_000);
    await fetch(`${emu.url}/__emulator/clock`, { method: 'POST', body: JSON.stringify({ offsetMs: -1000 }) });
    expect((await json(await fetch(`${emu.url}/__emulator/clock`))).body.offsetMs).toBe(-1000);
    expect((await fetch(`${emu.url}/__emulator/clock`, { method: 'POST', body: '{}' })).status).toBe(400);
    expect((await fetch(`${emu.url}/__emulator/clock`, { method: 'POST', body: '{"advanceMs":"1"}' })).status).toBe(400);
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
      await fetch(`${emu.url}/probe/email`, { method: 'POST', body: JSON.stringify({ to, code }) });
    }
    const { body } = await json(await fetch(`${emu.url}/__emulator/outbox?to=ANN@example.com`));
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0]).toMatchObject({ to: 'ann@example.com', kind: 'verification-code', code: '111111', stateToken: 'st-1' });
    expect(emu.outbox()).toHaveLength(2);
  });

  it('reset runs the modules\' hooks and clears log, outbox, clock offset and runtime faults', async () => {
    const resetsBefore = state.resets;
    await fetch(`${emu.url}/probe/email`, { method: 'POST', body: JSON.stringify({ to: 'a@b.c', code: '1' }) });
    emu.advanceClock(5000);
    emu.addFault({ path: '/probe/open', kind: 'status', status: 503 });
    const { status } = await json(await fetch(`${emu.url}/__emulator/reset`, { method: 'POST' }));
    expect(status).toBe(200);
    expect(state.resets).toBe(resetsBefore + 1);
    expect(emu.requestLog()).toEqual([]);
    expect(emu.outbox()).toEqual([]);
    expect(emu.faults()).toEqual([]);
    expect((await json(await fetch(`${emu.url}/__emulator/clock`))).body.offsetMs).toBe(0);
    expect((await fetch(`${emu.url}/probe/open`)).status).toBe(200);
  });

  it('memberLoggedIn runs the onMemberLogin hooks', async () => {
    await fetch(`${emu.url}/probe/login`, { method: 'POST' });
    expect(state.logins.at(-1)).toEqual(['v-9', 'm-9']);
  });

  it('newId gives UUID v4s', async () => {
    const { body } = await json(await fetch(`${emu.url}/probe/id`));
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('control API', () => {
  it('serves health, config and the public key', async () => {
    expect((await json(await fetch(`${emu.url}/__emulator/health`))).body.status).toBe('ok');
    const config = (await json(await fetch(`${emu.url}/__emulator/config`))).body;
    expect(config).toMatchObject({ url: emu.url, hosts: emu.hosts, clientId: 'client-x', apiKey: emu.apiKey, siteId: 'site-x' });
    const key = await fetch(`${emu.url}/__emulator/public-key`);
    expect(await key.text()).toBe(emu.publicKeyPem);
  });
});
