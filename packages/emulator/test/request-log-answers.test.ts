// The request log keeps each platform answer's JSON body (secrets masked) for the dashboard, and the
// dashboard's own page is not a platform request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(() => emu.stop());

it('logs the answer body with its secrets masked', async () => {
  emu.clearRequestLog();
  const answer = await fetch(`${emu.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
  });
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number };
  const [entry] = emu.requestLog({ path: '/oauth2/token' });
  expect(entry!.response).toMatchObject({
    access_token: expect.stringMatching(/^\[masked/),
    refresh_token: expect.stringMatching(/^\[masked/),
    expires_in: tokens.expires_in,
    token_type: 'Bearer',
  });
  expect(JSON.stringify(entry)).not.toContain(tokens.access_token);

  const missing = await fetch(`${emu.url}/ecom/v1/carts/current`, { headers: { authorization: tokens.access_token } });
  expect(missing.status).toBe(404);
  expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).at(-1)!.response).toMatchObject({
    details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
  });
});

it('does not log the dashboard page at the root', async () => {
  emu.clearRequestLog();
  await (await fetch(`${emu.url}/`)).text();
  expect(emu.requestLog({ path: '/' })).toEqual([]);
});
