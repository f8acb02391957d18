// Integration, a native app's sign-in against the emulator over loopback: the redirect URI is the app's own
// scheme (what React Native apps register), the code comes back to it, and the member's tokens follow.
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import { generateOAuthData, getAuthUrl, handleRedirectCallback, loginWithRedirect } from '@storefront-kit/identity-oauth';
import { newMember, session, tokenRequests, useEmulator } from './emulator-setup';

const APP_CALLBACK = 'myapp://oauth/callback';
useEmulator({ allowedRedirectUris: [APP_CALLBACK] });

describe("a native app's redirect login", () => {
  it('signs in on the hosted page and returns the code to the registered app scheme', async () => {
    const auth = session();
    const address = await newMember(session());
    const authUrl = await loginWithRedirect(auth, { redirectUri: APP_CALLBACK, navigate: false });
    const location = await signInOnHostedPage(authUrl, address);
    expect(location.startsWith(`${APP_CALLBACK}?`)).toBe(true);
    await handleRedirectCallback(auth, location);
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true });
  });

  it('is refused by the platform for a scheme the app did not register, and locally for javascript:', async () => {
    const auth = session();
    await expect(getAuthUrl(auth, await generateOAuthData('otherapp://oauth/callback'))).rejects.toMatchObject({ status: 400 });
    const before = tokenRequests().length;
    await expect(generateOAuthData('javascript:alert(1)//')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'redirectUri' });
    expect(tokenRequests()).toHaveLength(before);
  });
});
