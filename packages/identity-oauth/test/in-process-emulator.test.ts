// Integration, the SDK against the emulator's in-process build (no server, no MSW): the strategy given
// emulator.fetch as its fetch. Moved from the emulator's MSW tests, which no longer import the SDK.
import { generateSigningKeys } from '@storefront-kit/emulator';
import { PLATFORM_HOSTS, setupEmulatorHandlers } from '@storefront-kit/emulator/msw';
import { memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { describe, expect, it } from 'vitest';

const signingKeys = generateSigningKeys();

describe('the in-process emulator without MSW', () => {
  it('is a fetch: an SDK strategy given emulator.fetch gets its visitor token from memory', async () => {
    const { emulator } = await setupEmulatorHandlers({ signingKeys });
    const auth = OAuthStrategy({ clientId: emulator.clientId, fetch: emulator.fetch, storage: memoryStorage() });
    const headers = await auth.getAuthHeaders();
    expect(emulator.requestLog({ path: '/oauth2/token' })).toMatchObject([{ method: 'POST', host: 'api', status: 200 }]);
    const cart = await emulator.fetch(`${PLATFORM_HOSTS.api}/ecom/v1/carts/current`, { headers });
    expect(cart.status).toBe(404); // a valid visitor token without a cart (an unknown token would be a 401)
    await emulator.stop();
  });
});
