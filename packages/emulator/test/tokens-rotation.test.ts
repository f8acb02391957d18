/**
 * Strict refresh rotation (`refreshRotation: 'strict'`) over real HTTP: every refresh rotates, a reused
 * refresh token revokes its family after the reuse grace (RFC 9700 §4.14.2).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, holdableClock, post, protectedCall, useIdentityEmulator, visitorTokens } from './identity-helpers';

const clock = holdableClock();
const env = useIdentityEmulator({ tokenTtlSeconds: 600, refreshRotation: 'strict', clock: clock.now }, { visitor: false });
afterEach(() => clock.release());

describe('POST /oauth2/token: refresh_token, strict rotation', () => {
  const refresh = (refreshToken: string) => post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken });

  it('rotates: a new access token and a new refresh token for the same visitor', async () => {
    const first = await visitorTokens(env.emu);
    const { status, body } = await refresh(first.refresh_token);
    expect(status).toBe(200);
    expect(body.access_token).not.toBe(first.access_token);
    expect(body.refresh_token).not.toBe(first.refresh_token);
    const resolve = (t: string) => env.emu.context.services.tokens!.resolve(t) as { kind: string; visitorId: string };
    expect(resolve(body.access_token).visitorId).toBe(resolve(first.access_token).visitorId);
    expect((await protectedCall(env.emu, body.access_token)).status).toBe(200);
  });

  it('a used refresh token yields the tokens its use gave within the reuse grace (a lost answer is recoverable)', async () => {
    const first = await visitorTokens(env.emu);
    const second = await refresh(first.refresh_token);
    const again = await refresh(first.refresh_token);
    expect(again).toMatchObject({ status: 200, body: { access_token: second.body.access_token, refresh_token: second.body.refresh_token } });
    expect(again.body.expires_in).toBeLessThanOrEqual(600);
    expect((await protectedCall(env.emu, second.body.access_token)).status).toBe(200);
  });

  it('after the grace, a reused rotated refresh token is invalid_grant and revokes the family', async () => {
    const first = await visitorTokens(env.emu);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    await advanceClock(env.emu, 5_000);
    expect(await refresh(first.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // RFC 9700 §4.14.2: after reuse detection the newest refresh token and its access token stop working too.
    expect(await refresh(second.body.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await protectedCall(env.emu, second.body.access_token)).status).toBe(401);
  });

  it('ends a session 30 days after its first token, however often it was rotated', async () => {
    const day = 24 * 60 * 60 * 1000;
    clock.hold(); // a second short of the cap is exact: the requests' own time does not count
    const first = await visitorTokens(env.emu);
    await advanceClock(env.emu, 29 * day);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    await advanceClock(env.emu, day - 1_000); // a second short of the cap
    const last = await refresh(rotated.body.refresh_token);
    expect(last.status).toBe(200);
    await advanceClock(env.emu, 1_000);
    expect(await refresh(last.body.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } });
  });
});
