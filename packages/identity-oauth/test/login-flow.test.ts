// @vitest-environment jsdom
// The login flow store against the emulator over real HTTP: its states through a sign-up, one attempt at
// a time, and the redirect callback once per URL.
import { DEMO_MEMBER, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createLoginFlow, createOAuthStrategy, loginWithRedirect, memoryStorage, type LoginFlowSnapshot } from '@storefront-kit/identity-oauth';
import { answerSilentFrame, latestCode, memberIdOf, signInOnHostedPage, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** The jsdom page: silent login uses its origin as the web_message redirect URI. */
const PAGE_ORIGIN = 'http://localhost:3000';
const REDIRECT = `${PAGE_ORIGIN}/callback`;
let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, allowedRedirectUris: [PAGE_ORIGIN, REDIRECT] });
});
afterAll(() => emu?.stop());
beforeEach(() => emu.clearRequestLog());
afterEach(() => {
  emu.clearFaults();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function setup() {
  const auth = createOAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage() });
  const flow = createLoginFlow(auth);
  const seen: Pick<LoginFlowSnapshot, 'loginState' | 'pending'>[] = [];
  flow.subscribe(() => {
    const { loginState, pending } = flow.getSnapshot();
    seen.push({ loginState, pending });
  });
  return { auth, flow, seen };
}

const frames = () => document.querySelectorAll('iframe').length;
const grants = () => emu.requestLog({ path: '/oauth2/token' }).map((r) => (r.body as { grantType?: string }).grantType);

describe('createLoginFlow against the emulator', () => {
  it('register -> EMAIL_VERIFICATION_REQUIRED -> verify -> SUCCESS: the silent login stores the member tokens with their member', async () => {
    const { auth, flow, seen } = setup();
    const address = uniqueEmail('flow');
    expect(await flow.register({ email: address, password: TEST_PASSWORD })).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
    const verifying = flow.verify(latestCode(emu, address));
    await expect.poll(frames).toBe(1);
    await answerSilentFrame();
    expect(await verifying).toMatchObject({ loginState: 'SUCCESS' });
    expect(seen).toEqual([
      { loginState: 'INITIAL', pending: true },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', pending: false },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', pending: true },
      { loginState: 'SUCCESS', pending: false },
    ]);
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true, member: { id: await memberIdOf(emu.url, address), email: address } });
    expect(frames()).toBe(0);
  });

  it('a wrong code is a FAILURE with invalidVerificationCode; resendCode goes back to EMAIL_VERIFICATION_REQUIRED', async () => {
    const { flow } = setup();
    const address = uniqueEmail('flow');
    await flow.register({ email: address, password: TEST_PASSWORD });
    expect(await flow.verify('000000')).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidVerificationCode' });
    expect(await flow.resendCode()).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', errorCode: undefined, error: null, pending: false });
    expect(emu.outbox({ to: address, kind: 'verification-code' })).toHaveLength(2);
  });

  it('a new action supersedes the running one: its request is aborted and its outcome dropped', async () => {
    const { auth, flow } = setup();
    await auth.generateVisitorTokens();
    emu.addFault({ path: '/_api/iam/authentication/v2/login', kind: 'latency', latencyMs: 300, times: 1 });
    const slow = flow.login({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    const fast = flow.login({ email: DEMO_MEMBER.email, password: 'wrong password' });
    expect(await fast).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await slow).toBeNull();
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword', error: null, pending: false });
    expect(frames()).toBe(0); // the superseded SUCCESS never started a silent login
    expect(auth.getSnapshot().loggedIn).toBe(false);
  });

  it("the redirect callback runs once per URL: two flows (StrictMode's two effects) share one code exchange", async () => {
    const { auth, flow } = setup();
    const authUrl = await loginWithRedirect(auth, { redirectUri: REDIRECT, returnTo: '/account', navigate: false });
    window.history.replaceState(null, '', await signInOnHostedPage(authUrl, DEMO_MEMBER.email, DEMO_MEMBER.password));
    emu.clearRequestLog();
    const other = createLoginFlow(auth);
    const first = flow.handleRedirectCallback();
    const second = other.handleRedirectCallback(); // the address bar is already clean: still the same callback
    const [a, b] = await Promise.all([first, second]);
    expect(a).toMatchObject({ returnTo: '/account' });
    expect(b).toBe(a);
    expect(grants()).toEqual(['authorization_code']);
    expect(window.location.href).toBe(REDIRECT);
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', member: undefined }); // a redirect login does not say who
    expect(flow.getSnapshot()).toMatchObject({ pending: false, error: null });
  });
});
