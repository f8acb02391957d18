import { describe, expect, it } from 'vitest';
import { isAllowedCallbackUrl, isAllowedRedirectUri, webMessageOrigin, withFragment, withQuery } from './urls';

const ALLOWED = ['http://localhost:3000/callback', 'https://shop.example/auth/cb'];

describe('redirect target rules', () => {
  it('matches redirect URIs exactly', () => {
    expect(isAllowedRedirectUri('http://localhost:3000/callback', ALLOWED)).toBe(true);
    for (const uri of [
      'http://localhost:3000/callback/',
      'http://localhost:3000/callback?x=1',
      'http://LOCALHOST:3000/callback',
      'http://localhost:3000/callbackx',
      'http://localhost:3001/callback',
    ]) {
      expect(isAllowedRedirectUri(uri, ALLOWED), uri).toBe(false);
    }
  });

  it('derives the web_message origin only from allowed origins', () => {
    expect(webMessageOrigin('http://localhost:3000', ALLOWED)).toBe('http://localhost:3000');
    expect(webMessageOrigin('https://shop.example/any/page', ALLOWED)).toBe('https://shop.example');
    expect(webMessageOrigin('https://shop.example.evil.example', ALLOWED)).toBeUndefined();
    expect(webMessageOrigin('https://evil.example/?https://shop.example', ALLOWED)).toBeUndefined();
    expect(webMessageOrigin('*', ALLOWED)).toBeUndefined();
  });

  it('accepts callbacks on allowed origins only (no open redirect)', () => {
    expect(isAllowedCallbackUrl('https://shop.example/thanks?x=1', ALLOWED)).toBe(true);
    for (const url of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@shop.example/',
    ]) {
      expect(isAllowedCallbackUrl(url, ALLOWED), url).toBe(false);
    }
  });

  it('takes a registered app scheme (myapp://) for redirects exactly and for callbacks by scheme and host', () => {
    const withApp = [...ALLOWED, 'myapp://oauth/callback'];
    expect(isAllowedRedirectUri('myapp://oauth/callback', withApp)).toBe(true);
    expect(isAllowedRedirectUri('myapp://oauth/callback', ALLOWED)).toBe(false);
    expect(isAllowedCallbackUrl('myapp://oauth/thanks?x=1', withApp)).toBe(true);
    for (const url of ['myapp://other/thanks', 'yourapp://oauth/thanks', 'myapp://u:p@oauth/thanks', 'javascript://oauth/%0aalert(1)']) {
      expect(isAllowedCallbackUrl(url, withApp), url).toBe(false);
    }
    expect(webMessageOrigin('myapp://oauth/callback', withApp)).toBeUndefined();
  });

  it('adds response parameters to the query or the fragment', () => {
    expect(withQuery('http://localhost:3000/cb?keep=1&code=old', { code: 'c', state: 's' })).toBe('http://localhost:3000/cb?keep=1&code=c&state=s');
    expect(withFragment('http://localhost:3000/cb#old', { code: 'c d', state: 's' })).toBe('http://localhost:3000/cb#code=c+d&state=s');
  });
});
