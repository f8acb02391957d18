import { ApiKeyStrategy } from '@storefront-kit/identity-oauth';
import { createClient, isStorefrontError } from '@storefront-kit/http-core';
import { render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchConsole } from '@storefront-kit/test-utils';
import { wrapper } from '../test/helpers';
import { StorefrontProvider, useCart, useClient, useSession } from './index';

describe('StorefrontProvider / useClient', () => {
  it('useClient without a provider throws a clear, typed error', () => {
    watchConsole(); // React reports the render error
    let caught: unknown;
    try {
      renderHook(() => useClient());
    } catch (e) {
      caught = e;
    }
    expect(isStorefrontError(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'ERR_REACT_NO_PROVIDER' });
    expect((caught as Error).message).toMatch(/<StorefrontProvider client=\{client\}>/);
  });

  it('an explicit client works without a provider and wins over the provider', () => {
    const a = createClient();
    const b = createClient();
    expect(renderHook(() => useClient({ client: a })).result.current).toBe(a);
    expect(renderHook(() => useClient({ client: b }), { wrapper: wrapper(a) }).result.current).toBe(b);
  });

  it('a provider without a client throws ERR_REACT_NO_CLIENT', () => {
    watchConsole();
    expect(() => render(<StorefrontProvider client={undefined as never} />)).toThrow(expect.objectContaining({ code: 'ERR_REACT_NO_CLIENT' }));
  });

  it('re-rendering with the same client keeps the client and its cart store; a new client warns once', () => {
    const console = watchConsole();
    // No network: the cart read the hook starts answers "no cart".
    const notFound = async () =>
      new Response(JSON.stringify({ message: 'Cart not found', details: { applicationError: { code: 'CART_NOT_FOUND', description: 'Cart not found' } } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const client = createClient({ fetch: notFound });
    const { result, rerender } = renderHook(() => ({ client: useClient(), actions: useCart({ client: useClient() }).actions }), {
      wrapper: ({ children }) => <StorefrontProvider client={client}>{children}</StorefrontProvider>,
    });
    const first = result.current;
    rerender();
    rerender();
    expect(result.current.client).toBe(first.client);
    expect(result.current.actions).toBe(first.actions);
    expect(console.warnings()).toEqual([]);

    let current = client;
    const other = renderHook(() => useClient(), { wrapper: ({ children }) => <StorefrontProvider client={current}>{children}</StorefrontProvider> });
    current = createClient();
    other.rerender();
    expect(other.result.current).toBe(current);
    expect(console.warnings()).toHaveLength(1);
    expect(console.warnings()[0]).toMatch(/different client/);
  });

  it('useSession on a client without an OAuthStrategy throws ERR_REACT_NO_SESSION', () => {
    watchConsole();
    const client = createClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });
    expect(() => renderHook(() => useSession(), { wrapper: wrapper(client) })).toThrow(expect.objectContaining({ code: 'ERR_REACT_NO_SESSION' }));
  });
});
