// Integration, pending redirect logins in cookies (cookieStorage, one strategy per request as on a server)
// against the emulator over loopback: 100 abandoned sign-ins keep the Cookie header under 8 KB (nginx's
// default header buffer), the next sign-in completes, and logout leaves no pending login behind.
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { expect, it } from 'vitest';
import { cookieStorage, handleRedirectCallback, loginWithRedirect, logout } from '@storefront-kit/identity-oauth';
import { emu, newMember, REDIRECT, session, useEmulator } from './emulator-setup';

useEmulator();

it('100 abandoned sign-ins keep the Cookie header under 8 KB; a sign-in after them completes; logout clears them', async () => {
  const cookies = new Map<string, string>();
  const storage = cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => cookies.delete(n) });
  const headerBytes = () => new TextEncoder().encode([...cookies].map(([n, v]) => `${n}=${v}`).join('; ')).length;
  const pending = () => [...cookies.keys()].filter((n) => n.startsWith(`sfk.${emu.clientId}.pkce`) && n !== `sfk.${emu.clientId}.pkce-cleared`);
  const request = () => session(emu, { storage });
  const address = await newMember(session());

  let largest = 0;
  for (let n = 0; n < 100; n++) {
    await loginWithRedirect(request(), { redirectUri: REDIRECT, returnTo: `/products/some-product-slug?variant=${n}`, navigate: false });
    largest = Math.max(largest, headerBytes());
  }
  expect(cookies.has(`sfk.${emu.clientId}.tokens`)).toBe(true); // the visitor's tokens, in the header too
  expect(largest).toBeLessThan(8192);
  expect(pending().length).toBeLessThan(20);

  const authUrl = await loginWithRedirect(request(), { redirectUri: REDIRECT, returnTo: '/orders', navigate: false });
  const callback = await signInOnHostedPage(authUrl, address);
  const state = new URL(callback).searchParams.get('state');
  expect(pending()).toContain(`sfk.${emu.clientId}.pkce.${state}`);
  const { returnTo } = await handleRedirectCallback(request(), callback);
  expect(returnTo).toBe('/orders');
  expect(request().getSnapshot()).toMatchObject({ role: 'member', loggedIn: true });
  expect(pending()).not.toContain(`sfk.${emu.clientId}.pkce.${state}`);
  expect(headerBytes()).toBeLessThan(8192);

  await logout(request(), 'http://127.0.0.1:3000/');
  expect(pending()).toEqual([]);
});
