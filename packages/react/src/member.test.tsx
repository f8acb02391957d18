// useMember against the emulator over real HTTP: the member after a hosted-page sign-in (where the
// session alone does not know who signed in), read once even in StrictMode, dropped at sign-out.
import { DEMO_MEMBER } from '@storefront-kit/emulator';
import { createClient } from '@storefront-kit/http-core';
import { handleRedirectCallback, loginWithRedirect, logout } from '@storefront-kit/identity-oauth';
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emu, makeClient, REDIRECT, strict, withEmulator } from '../test/helpers';
import { useMember, useSession } from './index';

withEmulator();

const memberReads = () => emu.requestLog({ path: '/members/v1/members/my' });

describe('useMember', () => {
  it('reads the member after a hosted-page sign-in, once (StrictMode), and forgets it at sign-out', async () => {
    const { client, auth } = makeClient(emu);
    const { result } = renderHook(() => ({ member: useMember(), session: useSession() }), strict(client));
    expect(result.current.member).toMatchObject({ status: 'signed-out', member: undefined, error: null });

    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false });
    const location = await signInOnHostedPage(authUrl, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await act(() => handleRedirectCallback(auth, location));
    expect(result.current.session.member).toBeUndefined(); // the tokens do not say who signed in
    await waitFor(() => expect(result.current.member.status).toBe('ready'));
    expect(result.current.member.member).toMatchObject({
      id: DEMO_MEMBER.id,
      loginEmail: DEMO_MEMBER.email,
      contact: { firstName: 'Demo', lastName: 'Shopper' },
    });
    expect(memberReads().map((r) => [r.auth, r.query])).toEqual([['member', { fieldsets: 'FULL' }]]);

    await act(() => logout(auth, 'http://localhost:3000/'));
    expect(result.current.member).toMatchObject({ status: 'signed-out', member: undefined });
    expect(memberReads()).toHaveLength(1);
  });

  it('takes an explicit client, and refresh() reads again', async () => {
    const { client, auth } = makeClient(emu);
    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false });
    await handleRedirectCallback(auth, await signInOnHostedPage(authUrl, DEMO_MEMBER.email, DEMO_MEMBER.password));
    const { result } = renderHook(() => useMember({ client }));
    expect(result.current.status).toBe('loading'); // a member's session: the read is on its way
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.refresh());
    await waitFor(() => expect(memberReads()).toHaveLength(2));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('needs a client with an OAuth session', () => {
    expect(() => renderHook(() => useMember({ client: createClient({}) }))).toThrow(expect.objectContaining({ code: 'ERR_REACT_NO_SESSION' }));
  });
});
