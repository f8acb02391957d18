// A native app's login through the official SDK: `generateOAuthData('myapp://oauth/callback')` and
// `getAuthUrl` are accepted when the app registered that redirect URI, the hosted login page answers the
// code to it, and the SDK turns it into member tokens. An unregistered URI and `javascript:` are refused.
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from '@storefront-kit/emulator';
import { rejectionOf, signInOnHostedPage } from '@storefront-kit/test-utils';
import { emulator, officialClient, useEmulatorForOfficialSdk } from './official-sdk-setup';

const APP_REDIRECT_URI = 'myapp://oauth/callback';
const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

useEmulatorForOfficialSdk({ allowedRedirectUris: [APP_REDIRECT_URI] });

/** The emulator's answer to the last redirect-session request. */
const lastSessionAnswer = () => emulator.requestLog({ path: SESSION_PATH }).at(-1);

describe('custom-scheme login with the official SDK', () => {
  it('accepts a registered myapp:// redirect URI and answers the code to it', async () => {
    const client = officialClient();
    const oauthData = client.auth.generateOAuthData(APP_REDIRECT_URI);
    const { authUrl } = await client.auth.getAuthUrl(oauthData);
    expect(new URL(authUrl).origin).toBe(emulator.url);

    const callback = await signInOnHostedPage(authUrl, DEMO_MEMBER_EMAIL, DEMO_PASSWORD);
    expect(callback.startsWith(`${APP_REDIRECT_URI}#`)).toBe(true);
    const { code, state } = client.auth.parseFromUrl(callback);
    client.auth.setTokens(await client.auth.getMemberTokens(code as string, state as string, oauthData));

    expect(client.auth.loggedIn()).toBe(true);
    await client.products.queryProducts().limit(1).find();
    expect(emulator.requestLog({ path: '/stores-reader/v1/products/query-platformized' }).at(-1)?.auth).toBe('member');
  });

  it.each([
    ['an unregistered custom scheme', 'otherapp://oauth/callback'],
    ['an unregistered path of the registered scheme', 'myapp://evil/callback'],
    ['javascript:', 'javascript:alert(document.cookie)'],
  ])('refuses %s', async (_, redirectUri) => {
    const client = officialClient();
    const error = await rejectionOf(client.auth.getAuthUrl(client.auth.generateOAuthData(redirectUri)));

    expect(error).toBeInstanceOf(Error);
    expect(lastSessionAnswer()?.status).toBe(400);
    expect(JSON.stringify(lastSessionAnswer()?.response)).toMatch(/redirect ?uri/i);
  });
});
