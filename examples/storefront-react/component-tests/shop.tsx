// The component tests' setup: an in-memory emulator behind MSW answering the platform's own hosts, and
// the shop's components rendered in the SDK's provider with a client on those hosts, as in production.
import { setupEmulatorHandlers } from '@storefront-kit/emulator/msw';
import { createClient, type ClientOptions } from '@storefront-kit/http-core';
import { memoryStorage, OAuthStrategy, type Tokens } from '@storefront-kit/identity-oauth';
import { StorefrontProvider } from '@storefront-kit/react';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CartUiProvider } from '../src/components/CartUi';
import { ToastProvider } from '../src/components/Toasts';

export const { handlers, emulator } = await setupEmulatorHandlers();
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  emulator.reset();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** Renders `ui` as the shop does, for a new visitor (a fresh client with an empty session), or with the session `tokens`. */
export function renderShop(ui: ReactNode, options: Omit<ClientOptions, 'auth'> = {}, tokens?: Tokens): void {
  const client = createClient({ auth: OAuthStrategy({ clientId: emulator.clientId, storage: memoryStorage(), ...(tokens ? { tokens } : {}) }), ...options });
  render(
    <StorefrontProvider client={client}>
      <ToastProvider>
        <CartUiProvider>{ui}</CartUiProvider>
      </ToastProvider>
    </StorefrontProvider>,
  );
}
