// @vitest-environment jsdom
// A sign-in still in flight when the session is replaced (another login flow's logout, the app's
// `setTokens`) against the emulator over loopback: the replacement wins, the sign-in stores nothing.
import { DEMO_MEMBER } from '@storefront-kit/emulator';
import {
  createLoginFlow,
  createOAuthStrategy,
  handleRedirectCallback,
  loginWithRedirect,
  memoryStorage,
  type OAuthStrategy,
  type Tokens,
} from '@storefront-kit/identity-oauth';
import { answerSilentFrame, latestCode, signInOnHostedPage, TEST_PASSWORD, uniqueEmail } from '@storefront-kit/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { emu, holdingRequest, holdingTokenRequest, useEmulator } from './emulator-setup';

/** The jsdom page: silent login uses its origin as the web_message redirect URI. */
const PAGE_ORIGIN = 'http://localhost:3000';
const REDIRECT = `${PAGE_ORIGIN}/callback`;

useEmulator({ allowedRedirectUris: [PAGE_ORIGIN, REDIRECT] });
afterEach(() => {
  document.body.innerHTML = '';
});

/**
 * A strategy with two login flows over it (two `useAuth` hooks of one app); `exchange` holds a request
 * until `release()`, by default the code exchange.
 */
function twoFlows(exchange: ReturnType<typeof holdingRequest> = holdingTokenRequest('authorization_code')) {
  const auth = createOAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts, storage: memoryStorage(), fetch: exchange.fetch });
  return { auth, exchange, signingIn: createLoginFlow(auth), other: createLoginFlow(auth) };
}
/** Holds the first call to `path`. */
const holdingCall = (path: string) => holdingRequest((request) => new URL(request.url).pathname === path);

/** Answers the silent login's hidden frame once it is on the page. */
async function answerTheFrame() {
  await expect.poll(() => document.querySelectorAll('iframe').length).toBe(1);
  await answerSilentFrame();
}
/** Once the held request has left: the other flow logs out, then the request goes on. */
async function logoutWhileHeld({ exchange, other }: ReturnType<typeof twoFlows>) {
  await exchange.left;
  await other.logout('/', { navigate: false });
  exchange.release();
}
/** The flow's sign-in resolved `null` with `ERR_OAUTH_SESSION_CHANGED` and stored nothing: the session is signed out. */
async function expectRefused({ auth, signingIn }: ReturnType<typeof twoFlows>, outcome: Promise<unknown>) {
  expect(await outcome).toBeNull();
  expect(signingIn.getSnapshot()).toMatchObject({ pending: false, error: { code: 'ERR_OAUTH_SESSION_CHANGED' } });
  expect(auth.getSnapshot()).toMatchObject({ loggedIn: false, member: undefined });
}
const DEMO_LOGIN = { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
/** Tokens the app sets itself: another session's. */
const appTokens = (): Promise<Tokens> => createOAuthStrategy({ clientId: emu.clientId, hosts: emu.hosts }).generateVisitorTokens();
/** The callback URL of a redirect login signed in on the hosted page. */
const signedInCallback = async (auth: OAuthStrategy) =>
  signInOnHostedPage(await loginWithRedirect(auth, { redirectUri: REDIRECT, navigate: false }), DEMO_MEMBER.email, DEMO_MEMBER.password);

describe("another flow's logout during a flow's sign-in: the sign-in fails with ERR_OAUTH_SESSION_CHANGED, the session stays signed out", () => {
  it('while the silent login exchanges its code', async () => {
    const flows = twoFlows();
    const login = flows.signingIn.login(DEMO_LOGIN);
    await answerTheFrame();
    await logoutWhileHeld(flows);
    await expectRefused(flows, login);
  });

  it('while the hidden frame is open', async () => {
    const flows = twoFlows();
    flows.exchange.release();
    const login = flows.signingIn.login(DEMO_LOGIN);
    await expect.poll(() => document.querySelectorAll('iframe').length).toBe(1);
    await flows.other.logout('/', { navigate: false });
    await answerSilentFrame();
    await expectRefused(flows, login);
  });

  it('while the password login request is in flight', async () => {
    const flows = twoFlows(holdingCall('/_api/iam/authentication/v2/login'));
    const login = flows.signingIn.login(DEMO_LOGIN);
    await logoutWhileHeld(flows);
    await answerTheFrame();
    await expectRefused(flows, login);
  });

  it("while a sign-up's verification code is checked", async () => {
    const flows = twoFlows(holdingCall('/_api/iam/verification/v1/auth/verify'));
    const address = uniqueEmail('flow');
    expect(await flows.signingIn.register({ email: address, password: TEST_PASSWORD })).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
    const verifying = flows.signingIn.verify(latestCode(emu, address));
    await logoutWhileHeld(flows);
    await answerTheFrame();
    await expectRefused(flows, verifying);
  });

  it('while the redirect callback exchanges its code', async () => {
    const flows = twoFlows();
    const completing = flows.signingIn.handleRedirectCallback(await signedInCallback(flows.auth));
    await logoutWhileHeld(flows);
    await expectRefused(flows, completing);
  });
});

describe("the app's setTokens during a sign-in: the app's tokens win, the sign-in fails with ERR_OAUTH_SESSION_CHANGED", () => {
  it("during a flow's silent login", async () => {
    const { auth, exchange, signingIn } = twoFlows();
    const login = signingIn.login(DEMO_LOGIN);
    await answerTheFrame();
    await exchange.left;
    const tokens = await appTokens();
    auth.setTokens(tokens);
    exchange.release();
    expect(await login).toBeNull();
    expect(signingIn.getSnapshot().error).toMatchObject({ code: 'ERR_OAUTH_SESSION_CHANGED' });
    expect(auth.getTokens()).toEqual(tokens);
  });

  it('during a redirect callback', async () => {
    const { auth, exchange } = twoFlows();
    const completing = handleRedirectCallback(auth, await signedInCallback(auth));
    await exchange.left;
    const tokens = await appTokens();
    auth.setTokens(tokens);
    exchange.release();
    await expect(completing).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_CHANGED' });
    expect(auth.getTokens()).toEqual(tokens);
  });
});
