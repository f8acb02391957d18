// Integration, the current member against the emulator over loopback: `getCurrentMember` reads who is
// signed in (whatever the route: the hosted page here), and `memberStoreOf` follows the session: it
// reads the member after a sign-in and forgets it at sign-out, without being asked.
import { createClient } from '@storefront-kit/http-core';
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import {
  getCurrentMember,
  handleRedirectCallback,
  loginWithRedirect,
  memberStoreOf,
  type MemberState,
  type OAuthStrategy,
} from '@storefront-kit/identity-oauth';
import { emu, newMember, REDIRECT, session, useEmulator } from './emulator-setup';

useEmulator();

const clientOf = (auth: OAuthStrategy) => createClient({ auth, hosts: emu.hosts });

/** A new member, then a sign-in on the platform's hosted page (tokens that do not say who the member is). */
async function signInOnHostedPageAs(auth: OAuthStrategy): Promise<string> {
  const address = await newMember(session());
  const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false });
  await handleRedirectCallback(auth, await signInOnHostedPage(authUrl, address));
  return address;
}

/** Resolves with the store's first snapshot that `done` accepts. */
const until = (store: ReturnType<typeof memberStoreOf>, done: (state: MemberState) => boolean) =>
  new Promise<MemberState>((resolve) => {
    if (done(store.getSnapshot())) return resolve(store.getSnapshot());
    const stop = store.subscribe(() => {
      if (!done(store.getSnapshot())) return;
      stop();
      resolve(store.getSnapshot());
    });
  });

describe('getCurrentMember', () => {
  it('after a hosted-page sign-in: the member, with the e-mail in EXTENDED and FULL, none in PUBLIC', async () => {
    const auth = session();
    const address = await signInOnHostedPageAs(auth);
    expect(auth.getSnapshot().member).toBeUndefined(); // the tokens alone do not say who signed in
    const client = clientOf(auth);
    const { member } = await getCurrentMember(client);
    expect(member).toMatchObject({ id: expect.any(String), profile: { nickname: address.split('@')[0] }, status: 'UNKNOWN' });
    expect(member?.loginEmail).toBeUndefined();
    expect((await getCurrentMember(client, { fieldsets: ['FULL'] })).member).toMatchObject({
      loginEmail: address,
      status: 'APPROVED',
      contact: { emails: [address] },
    });
    const [sent] = emu.requestLog({ path: '/members/v1/members/my' }).slice(-1);
    expect(sent).toMatchObject({ method: 'GET', query: { fieldsets: 'FULL' }, host: 'api' }); // never the read-only host
  });

  it('a visitor has no current member: the platform answers 401', async () => {
    await expect(getCurrentMember(clientOf(session()))).rejects.toMatchObject({ name: 'HttpError', status: 401 });
  });

  it('refuses fieldsets it cannot send, before any request', async () => {
    const client = clientOf(session());
    for (const fieldsets of [['SECRET'], ['FULL', 'FULL', 'FULL', 'FULL'], 'FULL'] as never[]) {
      await expect(getCurrentMember(client, { fieldsets })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: expect.stringMatching(/^fieldsets/) });
    }
    expect(emu.requestLog({ path: '/members/v1/members/my' })).toEqual([]);
  });
});

describe('memberStoreOf', () => {
  it('reads the member after a sign-in and forgets it at sign-out, by itself', async () => {
    const auth = session();
    const client = clientOf(auth);
    const store = memberStoreOf(client);
    expect(memberStoreOf(client)).toBe(store); // one store per client
    const stop = store.subscribe(() => {});
    expect(store.getSnapshot().status).toBe('signed-out');

    const address = await signInOnHostedPageAs(auth);
    expect((await until(store, (s) => s.status === 'ready')).member).toMatchObject({ loginEmail: address });

    auth.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', member: undefined });
    expect(emu.requestLog({ path: '/members/v1/members/my' })).toHaveLength(1); // one read per sign-in
    stop();
  });

  it('is refused for a client without an OAuth session', () => {
    expect(() => memberStoreOf(createClient({}))).toThrow(/client\.auth must be a strategy/);
  });
});
