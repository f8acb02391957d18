// The strategy refuses a bad option when it is made, with the ValidationError (and field) that createClient
// gives for the same option, instead of at its first token call (or never).
import { createClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../test/helpers';
import { memoryStorage } from '../storage/memory';
import { FullOAuthStrategy } from '../full-strategy';
import { createOAuthStrategy, OAuthStrategy, type OAuthStrategyOptions } from './strategy';

const refusedFor = (field: string) => expect.objectContaining({ name: 'ValidationError', code: 'ERR_VALIDATION', field });
const refusal = (options: Partial<OAuthStrategyOptions>, make = OAuthStrategy): unknown => {
  try {
    make({ clientId: 'cid', ...options } as OAuthStrategyOptions);
  } catch (error) {
    return error;
  }
  return 'accepted';
};
const noStore = { getItem: () => null, setItem() {}, removeItem() {} };

describe('OAuthStrategy options are checked when the strategy is made, before any request', () => {
  it.each(['', 'ftp://api.test', 'api.test', 'https://api.test?x=1', 'https://user:secret@api.test'])('should refuse hosts.api %j, naming hosts.api', (api) => {
    const f = fakeFetch(() => json({}));
    const error = refusal({ hosts: { api }, fetch: f.fetch });
    expect(error).toEqual(refusedFor('hosts.api'));
    expect(String((error as Error).message)).not.toContain('secret');
    expect(f.calls).toHaveLength(0);
  });

  it('should refuse every host kind the way createClient does, and FullOAuthStrategy too', () => {
    for (const kind of ['api', 'readOnly', 'edge'] as const) {
      const hosts = { [kind]: 42 as unknown as string };
      expect(refusal({ hosts })).toEqual(refusedFor(`hosts.${kind}`));
      expect(refusal({ hosts }, FullOAuthStrategy)).toEqual(refusedFor(`hosts.${kind}`));
      expect(() => createClient({ hosts })).toThrow(refusedFor(`hosts.${kind}`));
    }
  });

  it.each([undefined, '', '   ', 42, null])('should refuse clientId %j', (clientId) => {
    expect(refusal({ clientId: clientId as string })).toEqual(refusedFor('clientId'));
  });

  it('should refuse options that are not an object', () => {
    expect(refusal({}, () => OAuthStrategy(undefined as never))).toEqual(refusedFor('options'));
    expect(refusal({}, () => OAuthStrategy('cid' as never))).toEqual(refusedFor('options'));
  });

  it.each(['storage', 'transactionStorage'] as const)('should refuse a %s without getItem, setItem and removeItem functions', (field) => {
    const missing: [unknown, string][] = [
      [{}, 'getItem'],
      [{ getItem: () => null, setItem() {} }, 'removeItem'],
      [{ ...noStore, setItem: 'no' }, 'setItem'],
      [localStorageLike(), 'getItem'],
    ];
    for (const [bad, name] of missing) expect(refusal({ [field]: bad })).toEqual(refusedFor(`${field}.${name}`));
    for (const notAStorage of ['local', null]) expect(refusal({ [field]: notAStorage })).toEqual(refusedFor(field));
    expect(refusal({ [field]: { ...noStore, subscribe: true } })).toEqual(refusedFor(`${field}.subscribe`));
    expect(refusal({ [field]: { ...noStore, lock: {} } })).toEqual(refusedFor(`${field}.lock`));
    expect(refusal({ [field]: memoryStorage() })).toBe('accepted');
    expect(refusal({ [field]: noStore })).toBe('accepted');
  });

  it.each([-1, Number.NaN, '1000', null])('should refuse timeoutMs %s', (timeoutMs) => {
    expect(refusal({ timeoutMs: timeoutMs as number })).toEqual(refusedFor('timeoutMs'));
  });

  it('should refuse a fetch that is not a function', () => {
    expect(refusal({ fetch: 'fetch' as never })).toEqual(refusedFor('fetch'));
  });

  it('should refuse an unknown expiredSession policy and an onSessionExpired that is not a function', () => {
    expect(refusal({ expiredSession: 'visitors' as never })).toEqual(refusedFor('expiredSession'));
    expect(refusal({ onSessionExpired: 'log' as never })).toEqual(refusedFor('onSessionExpired'));
  });

  it('should refuse tokenRequestHeaders that are not an object of strings', () => {
    expect(refusal({ tokenRequestHeaders: 'x-a: 1' as never })).toEqual(refusedFor('tokenRequestHeaders'));
    expect(refusal({ tokenRequestHeaders: { 'x-a': 1 } as never })).toEqual(refusedFor('tokenRequestHeaders.x-a'));
  });

  it('should refuse allowedRedirectUris that are not a list of strings', () => {
    expect(refusal({ allowedRedirectUris: 'https://shop.test/cb' as never })).toEqual(refusedFor('allowedRedirectUris'));
    expect(refusal({ allowedRedirectUris: ['https://shop.test/cb', 7] as never })).toEqual(refusedFor('allowedRedirectUris[1]'));
  });

  it('should start a visitor session on malformed initial tokens (a tampered cookie must not fail every page)', () => {
    const auth = OAuthStrategy({ clientId: 'cid', tokens: { accessToken: 'a' } as never });
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().accessToken.value).toBe('');
  });

  it('should accept well-formed options, production hosts by default and an empty allow-list', () => {
    const f = fakeFetch(() => json({}));
    const options: OAuthStrategyOptions = {
      clientId: 'cid',
      hosts: { api: 'http://127.0.0.1:4000/base/' },
      fetch: f.fetch,
      storage: memoryStorage(),
      transactionStorage: noStore,
      timeoutMs: 0,
      expiredSession: 'error',
      onSessionExpired: () => {},
      tokenRequestHeaders: { 'x-app': 'shop' },
      allowedRedirectUris: [],
      tokens: undefined,
    };
    expect(createOAuthStrategy(options).clientId).toBe('cid');
    expect(refusal({ hosts: { readOnly: undefined } as never })).toBe('accepted');
  });
});

/** What `storage: localStorage` mistakes look like outside a browser: a record with no functions. */
function localStorageLike(): unknown {
  return { length: 0, key: 'sfk' };
}
