// Integration, against the emulator over loopback: pending redirect logins in a storage two sessions share
// (two tabs over localStorage, two server processes over Redis). Logins started at once in both, and a
// logout in one while the other starts a login or finishes one, keep the index of pending logins right:
// every login started completes, and no callback completes after a logout.
import { signInOnHostedPage } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import { handleRedirectCallback, loginWithRedirect, logout, memoryStorage, type OAuthStrategy, type StorageAdapter } from '@storefront-kit/identity-oauth';
import { emu, newMember, REDIRECT, session, tokenRequests, useEmulator } from './emulator-setup';

useEmulator();

const INDEX = () => `sfk.${emu.clientId}.pkce`;

/**
 * Two tabs over one storage (two sessions of the same OAuth app, each with its own view of one memory),
 * answering every operation in a later task (an IndexedDB, Redis). With `withLock`, the views share the
 * memory's lock, as tabs share Web Locks. `readsFirst(tab)` makes the tabs' next operations on the index
 * of pending logins overlap, every run: that tab's next read of the index answers what the index held
 * then, but only once the other tab has written the index (it did not wait) or asked for the lock on it
 * (it waits for this tab).
 */
function twoTabs(withLock: boolean) {
  const memory = memoryStorage();
  const later = <T>(operation: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(operation())));
  let held: number | undefined;
  let resume: (() => void) | undefined;
  let otherReached = false;
  /** `tab` wrote the index or asked for its lock: the other tab's read held goes on (or is not held). */
  const reached = (tab: number, key: string) => {
    if (key !== INDEX() || held === undefined || held === tab) return;
    otherReached = true;
    resume?.();
  };
  const view = (tab: number): StorageAdapter => ({
    async getItem(key) {
      if (key !== INDEX() || held !== tab) return later(() => memory.getItem(key) as string | null);
      const value = memory.getItem(key) as string | null;
      if (!otherReached) await new Promise<void>((resolve) => (resume = resolve));
      held = resume = undefined;
      return value;
    },
    setItem: (key, value) => later(() => void memory.setItem(key, value)).finally(() => reached(tab, key)),
    removeItem: (key) => later(() => void memory.removeItem(key)).finally(() => reached(tab, key)),
    ...(withLock && {
      lock: (name: string, task: () => Promise<unknown>) => {
        reached(tab, name);
        return memory.lock!(name, task);
      },
    }),
  });
  const storages = [view(0), view(1)] as const;
  /** The next operations of both tabs on the index overlap, `tab` reading it first. */
  const readsFirst = (tab: 0 | 1) => {
    held = tab;
    otherReached = false;
  };
  /** A new tab (a reload) over the same storage. */
  const newTab = () => session(emu, { storage: storages[0] });
  return { a: session(emu, { storage: storages[0] }), b: session(emu, { storage: storages[1] }), readsFirst, newTab };
}

const start = (tab: OAuthStrategy) => loginWithRedirect(tab, { redirectUri: REDIRECT, navigate: false });

/** The callback URL of each login, the member having signed in on the hosted page. */
const signedIn = (authUrls: string[], address: string) => Promise.all(authUrls.map((url) => signInOnHostedPage(url, address)));

/** Asserts that none of these callbacks signs in, and that none even reaches the token endpoint. */
async function allRefused(tab: OAuthStrategy, callbacks: string[]) {
  emu.clearRequestLog();
  for (const callback of callbacks) await expect(handleRedirectCallback(tab, callback)).rejects.toMatchObject({ code: 'ERR_OAUTH_STATE' });
  expect(tab.getSnapshot().role).not.toBe('member');
  expect(tokenRequests()).toEqual([]);
}

const HOME = 'http://127.0.0.1:3000/';

it('memoryStorage() shared by two sessions: logins started at once, then logouts at once in both, leave none pending', async () => {
  const storage = memoryStorage();
  const [a, b] = [session(emu, { storage }), session(emu, { storage })];
  const address = await newMember(session());
  const callbacks = await signedIn(await Promise.all([start(a), start(b), start(a), start(b)]), address);
  await Promise.all([logout(a, HOME), logout(b, HOME)]);
  await allRefused(a, callbacks);
});

describe.each([
  ['with a lock', true],
  ['without a lock', false],
])('pending redirect logins in a storage two tabs share, %s', (_, withLock) => {
  it('logins started at once in both tabs all complete', async () => {
    const { a, b, readsFirst, newTab } = twoTabs(withLock);
    const address = await newMember(session());
    readsFirst(0);
    const callbacks = await signedIn(await Promise.all([start(a), start(b), start(a), start(b)]), address);
    for (const callback of callbacks) {
      const tab = newTab();
      await handleRedirectCallback(tab, callback);
      expect(tab.getSnapshot().role).toBe('member');
    }
  });

  it('a logout after logins started at once in both tabs leaves none of them pending', async () => {
    const { a, b, readsFirst } = twoTabs(withLock);
    const address = await newMember(session());
    readsFirst(0);
    const callbacks = await signedIn(await Promise.all([start(a), start(b)]), address);
    await logout(a, HOME);
    await allRefused(b, callbacks);
  });

  it("a login started while the other tab's callback completes another: a logout then clears it", async () => {
    const { a, b, readsFirst } = twoTabs(withLock);
    const address = await newMember(session());
    const [first] = await signedIn([await start(a)], address);
    readsFirst(0);
    const [, secondUrl] = await Promise.all([handleRedirectCallback(a, first!), start(b)]);
    expect(a.getSnapshot().role).toBe('member');
    const [second] = await signedIn([secondUrl], address);
    await logout(b, HOME);
    await allRefused(b, [second!]);
  });

  it('a login started while the other tab logs out: a later logout clears it, and the one removed never comes back', async () => {
    const { a, b, readsFirst } = twoTabs(withLock);
    const address = await newMember(session());
    const [removed] = await signedIn([await start(a)], address);
    readsFirst(0);
    const [, startedUrl] = await Promise.all([logout(a, HOME), start(b)]);
    const [started] = await signedIn([startedUrl], address);
    await allRefused(b, [removed!]);
    await logout(b, HOME);
    await allRefused(b, [started!]);
  });
});
