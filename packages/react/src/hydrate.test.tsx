// Hydration of server-rendered HTML with the same initial data: no mismatch, no request.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { watchConsole } from '@storefront-kit/test-utils';
import { emu, makeClient, withEmulator } from '../test/helpers';
import { productsQueryOptions, StorefrontProvider, useCart, useProducts, useSession, type ProductListPage } from './index';
import type { Client } from '@storefront-kit/http-core';

withEmulator();

function Page({ initial }: { initial: ProductListPage }) {
  const { items, isFetching } = useProducts({ sort: 'name', limit: 4 }, { initialData: initial });
  const { loaded, cart } = useCart({ initialCart: null });
  const { role } = useSession();
  return (
    <main data-fetching={String(isFetching)}>
      <ul>
        {items.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
      <p>{loaded && !cart ? 'empty cart' : 'cart'}</p>
      <p>{role}</p>
    </main>
  );
}
const app = (client: Client, initial: ProductListPage) => (
  <StorefrontProvider client={client}>
    <Page initial={initial} />
  </StorefrontProvider>
);

describe('hydration', () => {
  it('hydrates the server HTML with the same data: no mismatch warning, no request', async () => {
    // the "server": reads the page with the same query options the hook uses (as a loader would),
    // then renders for a session that, like the browser's, has no tokens yet
    const loader = makeClient(emu);
    const { queryFn } = productsQueryOptions(loader.client, { sort: 'name', limit: 4 });
    const initial = await queryFn({ signal: new AbortController().signal });
    expect(initial.items).toHaveLength(4);
    const server = makeClient(emu);
    const html = renderToString(app(server.client, JSON.parse(JSON.stringify(initial))));
    expect(server.sent).toHaveLength(0);

    // the "browser": a fresh client, the serialized data, the same tree
    const console = watchConsole();
    const recoverable: unknown[] = [];
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const browser = makeClient(emu);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(browser.client, JSON.parse(JSON.stringify(initial))), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(console.errors()).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(initial.items.map((p) => p.name));
    expect(browser.sent).toHaveLength(0);
    act(() => root!.unmount());
    container.remove();
  });
});
