// The session's `noCart` mark: kept with the tokens across reloads and refreshes, seen by other tabs
// without counting as a new owner, cleared when the tokens stand for someone else.
import { createClient, defineEndpoint } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer } from '../../test/helpers';
import { createOAuthStrategy } from './strategy';
import type { StorageAdapter } from '../storage/types';
import type { Tokens } from './tokens';

const now = () => Math.floor(Date.now() / 1000);
const visitor = (expiresAt = now() + 3600): Tokens => ({
  accessToken: { value: 'v-access', expiresAt },
  refreshToken: { value: 'v-refresh', role: 'visitor' },
});
const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom' });

/** One storage shared by every strategy made with it (tabs, reloads), telling the others of each write. */
function sharedStorage() {
  const items = new Map<string, string>();
  const listeners = new Set<(key: string | null) => void>();
  const tab = (): StorageAdapter => {
    let mine: ((key: string | null) => void) | undefined;
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => (items.set(key, value), [...listeners].filter((l) => l !== mine).forEach((l) => l(key))),
      removeItem: (key) => (items.delete(key), [...listeners].filter((l) => l !== mine).forEach((l) => l(key))),
      subscribe: (listener) => {
        mine = listener;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
  return { items, tab };
}

const strategy = (storage: StorageAdapter, fetch = fakeFetch(() => tokenAnswer()).fetch) =>
  createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage });

describe('the noCart mark', () => {
  it('is stored with the tokens: a reload starts with it; a refresh keeps it; other tabs see it with the same generation', async () => {
    const { items, tab } = sharedStorage();
    items.set('sfk.cid.tokens', JSON.stringify(visitor(now() - 10)));
    const f = fakeFetch((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })));
    const first = strategy(tab(), f.fetch);
    const other = strategy(tab());
    const { generation } = other.getSnapshot();
    expect(first.getSnapshot().noCart).toBe(false);
    first.markNoCart(true);
    expect(first.getSnapshot().noCart).toBe(true);
    expect(other.getSnapshot()).toMatchObject({ noCart: true, generation });
    await createClient({ auth: first, fetch: f.fetch, hosts: HOSTS, retry: false }).request(cart); // refreshes the expired access token
    expect(f.tokenCalls()).toHaveLength(1);
    expect(first.getSnapshot().noCart).toBe(true);
    expect(strategy(tab()).getSnapshot()).toMatchObject({ role: 'visitor', noCart: true });
    const renewed = other.getSnapshot().generation; // another tab's new tokens count as a change (they cannot be told apart)
    first.markNoCart(false);
    expect(strategy(tab()).getSnapshot().noCart).toBe(false);
    expect(other.getSnapshot()).toMatchObject({ noCart: false, generation: renewed });
  });

  it('is cleared when the tokens stand for someone else, and not set without tokens', () => {
    const { tab } = sharedStorage();
    const auth = strategy(tab());
    auth.markNoCart(true);
    expect(auth.getSnapshot().noCart).toBe(false);
    auth.setTokens(visitor());
    auth.markNoCart(true);
    auth.setTokens({ ...visitor(), refreshToken: { value: 'm-refresh', role: 'member' } }); // sign-in
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', noCart: false });
    expect(strategy(tab()).getSnapshot().noCart).toBe(false);
  });
});
