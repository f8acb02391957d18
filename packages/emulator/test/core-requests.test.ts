/**
 * How the core reads requests over real HTTP: bodies and query payloads, and the principal of the
 * Authorization header.
 */
import { describe, expect, it } from 'vitest';
import { useProbeEmulator } from './core-helpers';
import { json } from './helpers';

const env = useProbeEmulator();

describe('parseBody and queryPayload', () => {
  const post = (body: string, contentType = 'application/json') =>
    fetch(`${env.emu.url}/probe/body`, { method: 'POST', headers: { 'content-type': contentType }, body });

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
    expect(body.details.validationError.fieldViolations).toEqual([{ field: 'body', description: 'must be valid JSON', violatedRule: 'FORMAT' }]);
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
    const { body } = await json(await fetch(`${env.emu.url}/probe/query?.r=${r}`));
    expect(body.payload).toEqual(payload);
  });

  it('nests flat params and turns repeated keys into arrays', async () => {
    const { body } = await json(await fetch(`${env.emu.url}/probe/query?id=p1&options.color=red&options.size=M&ids=a&ids=b`));
    expect(body.payload).toEqual({ id: 'p1', options: { color: 'red', size: 'M' }, ids: ['a', 'b'] });
  });

  it('answers a .r that is not base64url JSON with a validation error', async () => {
    const { status, body } = await json(await fetch(`${env.emu.url}/probe/query?.r=not-json`));
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations[0].field).toBe('.r');
  });
});

describe('auth', () => {
  const whoami = (authorization?: string, headers: Record<string, string> = {}) =>
    fetch(`${env.emu.url}/probe/whoami`, { headers: { ...(authorization === undefined ? {} : { authorization }), ...headers } });

  it('no or an empty Authorization header means no principal', async () => {
    expect((await json(await whoami())).body.principal).toBeNull();
    expect((await json(await whoami(''))).body.principal).toBeNull();
  });

  it('the API key makes a merchant, with the site or account id headers', async () => {
    const { body } = await json(await whoami(env.emu.apiKey, { 'wix-site-id': 'site-x' }));
    expect(body.principal).toEqual({ kind: 'merchant', apiKey: env.emu.apiKey, siteId: 'site-x' });
    const account = await json(await whoami(env.emu.apiKey, { 'wix-account-id': 'acc-1' }));
    expect(account.body.principal).toEqual({ kind: 'merchant', apiKey: env.emu.apiKey, accountId: 'acc-1' });
    // The "<access token>,<API key>" form of external login is a merchant call too.
    expect((await json(await whoami(`visitor-token,${env.emu.apiKey}`))).body.principal.kind).toBe('merchant');
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
    expect((await fetch(`${env.emu.url}/probe/open`, { headers: { authorization: 'garbage' } })).status).toBe(200);
  });

  it('expired tokens get a 401 once the clock passes their expiry', async () => {
    expect((await whoami('short-lived')).status).toBe(200);
    env.emu.advanceClock(61_000);
    const { status, body } = await json(await whoami('short-lived'));
    expect(status).toBe(401);
    expect(body.details.applicationError.description).toMatch(/expired/);
  });

  it('requireMerchant: 401 without credentials, 403 for visitors and members', async () => {
    const call = (authorization?: string) => fetch(`${env.emu.url}/probe/merchant`, { method: 'POST', headers: authorization ? { authorization } : {} });
    expect((await call()).status).toBe(401);
    expect((await call('visitor-token')).status).toBe(403);
    const member = await json(await call('member-token'));
    expect(member.status).toBe(403);
    expect(member.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    expect((await call(env.emu.apiKey)).status).toBe(200);
  });

  it('requireShopper and requirePrincipal', async () => {
    const call = (path: string, authorization?: string) => fetch(`${env.emu.url}${path}`, { headers: authorization ? { authorization } : {} });
    expect((await call('/probe/shopper')).status).toBe(401);
    expect((await call('/probe/shopper', env.emu.apiKey)).status).toBe(401);
    expect((await call('/probe/shopper', 'member-token')).status).toBe(200);
    expect((await call('/probe/any')).status).toBe(401);
    expect((await call('/probe/any', env.emu.apiKey)).status).toBe(200);
  });
});
