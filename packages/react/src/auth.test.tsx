// useSession and useAuth against the emulator over real HTTP.
import { DEMO_MEMBER } from '@storefront-kit/emulator';
import { isStorefrontError } from '@storefront-kit/http-core';
import { answerSilentFrame, signInOnHostedPage } from '@storefront-kit/test-utils';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { email, emu, makeClient, PASSWORD, REDIRECT, strict, withEmulator, watchConsole, watchUnhandled, wrapper } from '../test/helpers';
import { useAuth, useSession } from './index';

withEmulator();

/** Registers a member through useAuth (its `client` option, no provider); returns the e-mail. */
async function registerMember(): Promise<string> {
  const { client } = makeClient(emu);
  const { result, unmount } = renderHook(() => useAuth({ client }));
  const address = email();
  await act(() => result.current.register({ email: address, password: PASSWORD }));
  expect(result.current.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
  unmount();
  return address;
}

describe('useSession', () => {
  it('reflects a redirect login and a logout through the session store', async () => {
    const address = await registerMember();
    // verify the e-mail with the code from the outbox (a new flow on a fresh client)
    const { client: c0 } = makeClient(emu);
    const verifier = renderHook(() => useAuth(), { wrapper: wrapper(c0) });
    await act(() => verifier.result.current.login({ email: address, password: PASSWORD }));
    expect(verifier.result.current.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const code = emu.outbox({ to: address, kind: 'verification-code' }).at(-1)!.code!;
    // verify() reaches SUCCESS and starts the silent login; cancel it (jsdom loads no frames)
    let verifying: Promise<unknown> = Promise.resolve();
    act(() => {
      verifying = verifier.result.current.verify(code);
    });
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1));
    act(() => verifier.result.current.cancel());
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(await verifying).toBeNull();
    // cancelled: the step before stays, nothing is pending, no member tokens were stored
    expect(verifier.result.current).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', pending: false, error: null });
    expect(verifier.result.current.session.loggedIn).toBe(false);
    verifier.unmount();

    const { client } = makeClient(emu);
    const { result } = renderHook(() => ({ session: useSession(), auth: useAuth() }), { wrapper: wrapper(client) });
    expect(result.current.session).toMatchObject({ role: 'none', loggedIn: false });

    let authUrl: string | null = null;
    await act(async () => {
      authUrl = await result.current.auth.loginWithRedirect({ redirectUri: REDIRECT, navigate: false });
    });
    expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__pages\/auth\//);
    // getting the login page made this session a visitor
    expect(result.current.session.role).toBe('visitor');
    const location = await signInOnHostedPage(authUrl!, address);
    await act(() => result.current.auth.handleRedirectCallback(location));
    expect(result.current.session).toMatchObject({ role: 'member', loggedIn: true });
    expect(result.current.session.member).toBeUndefined(); // a redirect login does not tell who signed in
    expect(result.current.auth.session).toBe(result.current.session);

    let logoutUrl: string | null = null;
    await act(async () => {
      logoutUrl = await result.current.auth.logout('http://localhost:3000/', { navigate: false });
    });
    expect(logoutUrl).toMatch(/\/__pages\/logout\//);
    expect(result.current.session).toMatchObject({ role: 'none', loggedIn: false });
    expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' }).at(-1)!.auth).toBe('member');
  });
});

describe('useSession().member', () => {
  it('useAuth().login reaching SUCCESS stores the member tokens and the member; logout clears it', async () => {
    const { client, auth } = makeClient(emu);
    const { result } = renderHook(() => ({ session: useSession(), auth: useAuth() }), { wrapper: wrapper(client) });
    expect(result.current.session.member).toBeUndefined();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.auth.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    });
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1));
    await answerSilentFrame();
    await act(() => done);
    expect(result.current.auth.loginState).toBe('SUCCESS');
    const member: { id: string; email?: string } | undefined = result.current.session.member;
    expect(member?.id).toBe(DEMO_MEMBER.id);
    expect(result.current.session).toMatchObject({ role: 'member', loggedIn: true, member: { id: DEMO_MEMBER.id, email: DEMO_MEMBER.email } });
    expect(result.current.session).toBe(auth.getSnapshot());
    expect(document.querySelectorAll('iframe')).toHaveLength(0);

    await act(() => result.current.auth.logout('http://localhost:3000/', { navigate: false }));
    expect(result.current.session).toMatchObject({ role: 'none', loggedIn: false, member: undefined });
  });

  it('follows setTokens(tokens, { member }) and drops the member with the member role', () => {
    const { client, auth } = makeClient(emu);
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(client) });
    const tokens = (role: 'member' | 'visitor') => ({
      accessToken: { value: `${role}-access`, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: `${role}-refresh`, role },
    });
    act(() => auth.setTokens(tokens('member'), { member: { id: 'm-1' } }));
    expect(result.current).toMatchObject({ loggedIn: true, member: { id: 'm-1' } });
    act(() => auth.setTokens(tokens('visitor')));
    expect(result.current).toMatchObject({ role: 'visitor', loggedIn: false, member: undefined });
  });
});

describe('useAuth', () => {
  it('expected failures are results with errorCode; transport faults are typed errors, never results', async () => {
    const address = await registerMember();
    const { client } = makeClient(emu);
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper(client) });
    await act(() => result.current.login({ email: address, password: 'wrong password' }));
    expect(result.current).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword', error: null, pending: false });

    emu.addFault({ path: '/_api/iam/authentication/v2/login', kind: 'status', status: 503, times: 1 });
    let value: unknown = 'unset';
    await act(async () => {
      value = await result.current.login({ email: address, password: PASSWORD });
    });
    expect(value).toBeNull();
    expect(isStorefrontError(result.current.error)).toBe(true);
    expect(result.current.error).toMatchObject({ name: 'HttpError', status: 503 });
    expect(result.current.pending).toBe(false);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ loginState: 'INITIAL', result: null, error: null });
  });

  it('resendCode: a new code for the pending step, also after a wrong code; outside one, Unknown _state', async () => {
    const { client } = makeClient(emu);
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper(client) });
    await act(() => result.current.resendCode());
    expect(result.current).toMatchObject({ loginState: 'FAILURE', result: { error: 'Unknown _state' }, pending: false });
    const address = email();
    await act(() => result.current.register({ email: address, password: PASSWORD }));
    const codes = () => emu.outbox({ to: address, kind: 'verification-code' }).map((m) => m.code);
    expect(codes()).toHaveLength(1);
    await act(() => result.current.verify('000000'));
    expect(result.current).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidVerificationCode' });
    await act(() => result.current.resendCode());
    expect(result.current).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', errorCode: undefined, error: null, pending: false });
    expect(codes()).toHaveLength(2);
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/auth/resend' }).map((e) => e.status)).toEqual([200]);
  });

  it('StrictMode: one silent-login frame; unmounting aborts it (frame removed, no warning, no unhandled rejection)', async () => {
    const console = watchConsole();
    const unhandled = watchUnhandled();
    try {
      const address = await registerMember();
      const { client, auth } = makeClient(emu);
      const { result, unmount } = renderHook(() => useAuth(), strict(client));
      await act(() => result.current.login({ email: address, password: PASSWORD }));
      expect(result.current.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      const code = emu.outbox({ to: address, kind: 'verification-code' }).at(-1)!.code!;
      emu.clearRequestLog();
      let settled: Promise<unknown> = Promise.resolve();
      act(() => {
        settled = result.current.verify(code);
      });
      await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(1));
      expect(emu.requestLog({ path: '/oauth2/token' })).toHaveLength(0); // the visitor token was already there
      expect(emu.requestLog({ path: '/_api/redirects-api/v1/redirect-session' })).toHaveLength(1);
      unmount();
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
      expect(await settled).toBeNull();
      expect(auth.getSnapshot().loggedIn).toBe(false);
      expect(console.errors()).toEqual([]);
      expect(unhandled.seen).toEqual([]);
    } finally {
      unhandled.stop();
    }
  });
});

describe('useAuth().handleRedirectCallback under StrictMode', () => {
  it('the callback page exchanges the code once; both effect runs get the same result', async () => {
    const { loginWithRedirect, processVerification, register } = await import('@storefront-kit/identity-oauth');
    const { render } = await import('@testing-library/react');
    const { useEffect } = await import('react');
    // a verified member
    const { auth: a0 } = makeClient(emu);
    const address = email();
    await register(a0, { email: address, password: PASSWORD });
    await processVerification(a0, { verificationCode: emu.outbox({ to: address, kind: 'verification-code' }).at(-1)!.code! });

    const { client, auth } = makeClient(emu);
    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, returnTo: '/account', navigate: false });
    const callbackUrl = await signInOnHostedPage(authUrl, address);
    window.history.replaceState(null, '', callbackUrl); // the browser lands on /callback?code=...&state=...
    emu.clearRequestLog();
    const results: unknown[] = [];
    function Callback() {
      const { handleRedirectCallback } = useAuth();
      useEffect(() => {
        void handleRedirectCallback().then((r) => results.push(r));
      }, [handleRedirectCallback]);
      return null;
    }
    const view = render(<Callback />, strict(client));
    await waitFor(() => expect(results).toHaveLength(2));
    expect(results[0]).not.toBeNull();
    expect(results[1]).toBe(results[0]);
    expect(results[0]).toMatchObject({ returnTo: '/account' });
    const grants = emu.requestLog({ path: '/oauth2/token' }).map((r) => (r.body as { grantType?: string }).grantType);
    expect(grants).toEqual(['authorization_code']);
    expect(auth.getSnapshot().role).toBe('member');
    expect(window.location.href).toBe(REDIRECT); // code and state removed from the address bar
    view.unmount();
    window.history.replaceState(null, '', '/');
  });
});
