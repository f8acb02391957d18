import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { json, mockFetch } from '../test/helpers';
import { createClient } from './client';
import { VERSION } from './version';

describe('VERSION', () => {
  it('should equal the version in package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });

  it('should be sent as x-storefront-kit on every request', async () => {
    const fetch = mockFetch(() => json({}));
    await createClient({ fetch }).request({ method: 'POST', path: '/v1/x' });
    expect(fetch.requests[0]!.headers.get('x-storefront-kit')).toBe(`http-core@${pkg.version}`);
  });
});
