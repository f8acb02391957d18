/**
 * Untrusted keys never reach `Object.prototype`: dotted form and query keys naming `__proto__`,
 * `constructor` or `prototype` are refused, so one request cannot break every later one. Run against
 * the built CLI in its own process, since a polluted prototype is shared by the whole process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCliExists, startCli, type CliProcess } from './cli-process';

let cli: CliProcess;
beforeAll(async () => {
  if (builtCliExists) cli = await startCli();
});
afterAll(async () => {
  await cli?.stop();
});

const form = (path: string, body: string) =>
  fetch(`${cli.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

const anonymousToken = () =>
  fetch(`${cli.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: cli.clientId, grantType: 'anonymous' }),
  });

describe.skipIf(!builtCliExists)('prototype pollution through form and query keys (built CLI)', () => {
  it('a form POST of __proto__ keys to any path leaves body-reading routes working', async () => {
    for (const key of ['__proto__.x', 'constructor.prototype.x', 'a.__proto__.x']) {
      await form('/no/such/path', `${key}=1`);
      await form('/oauth2/token', `${key}=1&grant_type=anonymous`);
    }
    const token = await anonymousToken();
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('a form key naming __proto__ is a 400 validation error naming it on a route that reads the body', async () => {
    const { access_token: token } = (await (await anonymousToken()).json()) as { access_token: string };
    const answer = await fetch(`${cli.url}/stores-reader/v1/products/query-platformized`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query.__proto__.x=1',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'query.__proto__.x', violatedRule: 'FORMAT' }] } },
    });
  });

  it('a polluted fault rule cannot reset every platform call', async () => {
    const { access_token: token } = (await (await anonymousToken()).json()) as { access_token: string };
    await form('/anything', '__proto__.fault.kind=reset');
    const polluting = await fetch(`${cli.url}/stores-reader/v1/products/query-platformized?__proto__.fault.kind=reset`, { headers: { authorization: token } });
    expect(polluting.status).toBe(400);
    const products = await fetch(`${cli.url}/stores-reader/v1/products/query-platformized`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(products.status).toBe(200);
    const log = (await (await fetch(`${cli.url}/__emulator/requests?path=/stores-reader/v1/products/query-platformized`)).json()) as {
      requests: { fault?: string }[];
    };
    expect(log.requests.map((entry) => entry.fault)).not.toContain('reset');
  });
});
