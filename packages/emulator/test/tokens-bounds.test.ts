/**
 * The token store's bounds over real HTTP: at most `maxAnonymousSessions` visitor sessions live at once
 * (the least recently used is forgotten first), and ended sessions and long-expired access tokens are
 * swept as the emulator clock moves on.
 */
import { describe, expect, it } from 'vitest';
import { identityState } from '../src/identity/state';
import { advanceClock, memberCodeViaPage, post, protectedCall, useIdentityEmulator, visitorTokens } from './identity-helpers';

const env = useIdentityEmulator({ tokenTtlSeconds: 600, maxAnonymousSessions: 3 }, { visitor: false });
const refresh = (refreshToken: string) => post(env.emu, '/oauth2/token', { clientId: env.emu.clientId, grantType: 'refresh_token', refreshToken });
const held = () => identityState(env.emu.context).tokens.size;

describe('visitor sessions beyond maxAnonymousSessions', () => {
  it('forgets the oldest visitor session: its access and refresh tokens stop working, the others go on', async () => {
    const [oldest, second, third] = [await visitorTokens(env.emu), await visitorTokens(env.emu), await visitorTokens(env.emu)];
    const newest = await visitorTokens(env.emu);
    expect((await protectedCall(env.emu, oldest.access_token)).status).toBe(401);
    expect(await refresh(oldest.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    for (const live of [second, third, newest]) expect((await protectedCall(env.emu, live.access_token)).status).toBe(200);
    expect(held().anonymousFamilies).toBe(3);
  });

  it('counts a refresh as use: the least recently refreshed session goes first', async () => {
    const [first, second] = [await visitorTokens(env.emu), await visitorTokens(env.emu)];
    await visitorTokens(env.emu);
    expect((await refresh(first.refresh_token)).status).toBe(200);
    await visitorTokens(env.emu);
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });
});

describe('sweeping', () => {
  it('forgets access tokens a day after they expired, and sessions past their 30 days', async () => {
    const day = 24 * 60 * 60 * 1000;
    const tokens = await visitorTokens(env.emu);
    for (let i = 0; i < 3; i++) expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect(held()).toMatchObject({ accessTokens: 4, refreshTokens: 1 });
    await advanceClock(env.emu, 600_000 + day);
    const last = await refresh(tokens.refresh_token);
    expect(held()).toMatchObject({ accessTokens: 1, refreshTokens: 1 });
    expect((await protectedCall(env.emu, last.body.access_token)).status).toBe(200);
    await advanceClock(env.emu, 30 * day);
    await visitorTokens(env.emu);
    expect(held()).toMatchObject({ families: 1, accessTokens: 1, refreshTokens: 1 });
    expect(await refresh(tokens.refresh_token)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('forgets authorization codes that expired unused', async () => {
    const visitor = await visitorTokens(env.emu);
    await memberCodeViaPage(env.emu, visitor.access_token);
    expect(held().codes).toBe(1);
    await advanceClock(env.emu, 120_000);
    await visitorTokens(env.emu);
    expect(held().codes).toBe(0);
  });
});
