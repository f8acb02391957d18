// Tabs sharing one storage: the storage's lock, adopting another tab's fresh tokens, and no lock at all.
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, tokenAnswer } from '../../test/helpers';
import { member, now, setup } from '../../test/session-setup';
import { createOAuthStrategy } from './strategy';
import { memoryStorage } from '../storage/memory';

describe('tabs sharing storage', () => {
  it("with the storage's lock, a tab that finds fresh tokens from another tab adopts them instead of refreshing", async () => {
    // one storage shared by two strategies (two tabs), with a lock that serialises (as Web Locks do)
    const shared = new Map<string, string>();
    const listeners = new Set<(k: string | null) => void>();
    let chain = Promise.resolve<unknown>(undefined);
    const names: string[] = [];
    const storage = (): import('../storage/types').StorageAdapter => ({
      getItem: (k) => shared.get(k) ?? null,
      setItem: (k, v) => void shared.set(k, v),
      removeItem: (k) => void shared.delete(k),
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
      lock(name, task) {
        names.push(name);
        const run = chain.then(task, task);
        chain = run.catch(() => {});
        return run;
      },
    });
    const { fetch, tokenCalls } = fakeFetch(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return tokenAnswer();
    });
    const tabA = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: storage(), tokens: member() });
    const tabB = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: storage() });
    expect(tabB.getSnapshot().role).toBe('member');
    const [a, b] = await Promise.all([tabA.getAuthHeaders(), tabB.getAuthHeaders()]);
    expect(tokenCalls()).toHaveLength(1);
    expect(a).toEqual(b);
    expect(names).toEqual(['sfk.cid.tokens', 'sfk.cid.tokens']);
  });

  it('a 401 inside the lock still renews when the stored token is the one that was refused', async () => {
    const mem = memoryStorage();
    const storage: import('../storage/types').StorageAdapter = { ...mem, lock: (_name, task) => task() };
    const { auth, tokenCalls } = setup(() => tokenAnswer(), { tokens: member(now() + 3600), storage });
    expect(await auth.onUnauthorized()).toBe(true);
    expect(tokenCalls()).toHaveLength(1);
    expect(auth.getTokens().accessToken.value).toMatch(/^access-/);
  });

  it('without a lock (memoryStorage, cookies), nothing waits for other tabs', async () => {
    vi.stubGlobal('navigator', { locks: { request: () => Promise.reject(new Error('must not be used')) } });
    try {
      const { auth, tokenCalls } = setup(() => tokenAnswer(), { tokens: member() });
      await auth.getAuthHeaders();
      expect(tokenCalls()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
