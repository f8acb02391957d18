/**
 * Service-plugin calls end to end: the emulator calls the app as the platform does
 * (`POST /__emulator/service-plugins/call`), the app answers through `createServicePlugins` behind the
 * Node adapter, and the answer comes back through the emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServicePlugins, defineServicePlugin, isServicePluginError, type ServicePluginRequest, type ServicePlugins } from '../src/index';
import { serve, startEmulator, type Emulator } from './emulator';

interface ShippingRates {
  getShippingRates(
    call: ServicePluginRequest<{ lineItems: { quantity: number }[] }>,
  ): Promise<{ shippingRates: { code: string; cost: string }[]; currency: unknown }>;
}
const shippingRates = defineServicePlugin<ShippingRates>('ecom.shippingRates', { getShippingRates: '/v1/getRates' });
const APP_ID = 'app-e2e';

let emu: Emulator;
let servicePlugins: ServicePlugins;
let app: { url: string; close(): Promise<void> };

beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
  servicePlugins = createServicePlugins({ publicKey: emu.publicKeyPem, appId: APP_ID, onError: () => {} });
  servicePlugins.register(shippingRates, {
    async getShippingRates({ request, metadata }) {
      const units = request.lineItems.reduce((sum, line) => sum + line.quantity, 0);
      return { shippingRates: [{ code: 'standard', cost: `${units * 2}.00` }], currency: metadata.currency };
    },
  });
  app = await serve(servicePlugins, '/plugins/shipping');
  // The emulator calls registered endpoints only: both component types the tests call point at the app.
  for (const componentType of ['ecom.shippingRates', 'ecom.paymentSettings']) {
    const registered = await fetch(`${emu.url}/__emulator/service-plugins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ componentType, url: app.url }),
    });
    expect(registered.status).toBe(201);
  }
});
afterAll(async () => {
  await app.close();
  await emu.stop();
});

/** Has the emulator call the app; answers what the app answered. */
async function platformCall(input: { componentType?: string; methodPath?: string; appId?: string; request?: unknown }) {
  const response = await fetch(`${emu.url}/__emulator/service-plugins/call`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      componentType: 'ecom.shippingRates',
      methodPath: '/v1/getRates',
      appId: APP_ID,
      request: { lineItems: [{ quantity: 1 }, { quantity: 2 }] },
      metadata: { currency: 'EUR' },
      ...input,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: number; body: any };
}

const platformError = (code: string, message: string) => ({ message, details: { applicationError: { code, description: message, data: {} } } });

describe('service plugins called by the emulator', () => {
  it('a matching call reaches the implementation and its answer comes back', async () => {
    expect(await platformCall({})).toEqual({ status: 200, body: { shippingRates: [{ code: 'standard', cost: '6.00' }], currency: 'EUR' } });
  });

  it('no implementation for the component type: 404 with the platform message', async () => {
    expect(await platformCall({ componentType: 'ecom.paymentSettings' })).toEqual({
      status: 404,
      body: platformError('ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION', 'No service plugin implementations found for component type ecom.paymentsettings'),
    });
  });

  it('no method matching the URL: 404 with the platform message naming the URL', async () => {
    expect(await platformCall({ methodPath: '/v1/unknownMethod' })).toEqual({
      status: 404,
      body: platformError('ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD', `Unexpect request: request url did not match any method: ${app.url}/v1/unknownMethod`),
    });
  });

  it('several implementations: refused when registered, and calls keep reaching the first one', async () => {
    let thrown: unknown;
    try {
      servicePlugins.register(shippingRates, { getShippingRates: async () => ({ shippingRates: [], currency: 'none' }) });
    } catch (error) {
      thrown = error;
    }
    expect(isServicePluginError(thrown) && thrown.code).toBe('ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS');
    expect((thrown as Error).message).toBe(
      'Multiple service plugin implementations found for component type ecom.shippingrates. This is currently not supported',
    );
    expect((await platformCall({})).body.shippingRates).toEqual([{ code: 'standard', cost: '6.00' }]);
  });

  it('a call signed for another app is refused with 401', async () => {
    const answer = await platformCall({ appId: 'another-app' });
    expect(answer.status).toBe(401);
    expect(answer.body.details.applicationError.code).toBe('ERR_SERVICE_PLUGIN_INVALID_JWT');
  });
});
