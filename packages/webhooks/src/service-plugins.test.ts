import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createServicePlugins,
  defineServicePlugin,
  isServicePluginError,
  ServicePluginApplicationError,
  type ServicePluginError,
  type ServicePluginRequest,
} from './index';
import { rejectionOf } from '@storefront-kit/test-utils';
import { handCrafted, makeKeyPair, post, signClaims, type KeyPair } from '../test/fixtures';

interface RatesRequest {
  lineItems: { quantity: number }[];
}
interface ShippingRates {
  getShippingRates(call: ServicePluginRequest<RatesRequest>): Promise<{ shippingRates: { code: string; cost: string }[] }>;
  getShippingRatesV2(call: ServicePluginRequest<RatesRequest>): { shippingRates: unknown[] };
}
const shippingRates = defineServicePlugin<ShippingRates>('ecom.shippingRates', {
  getShippingRates: '/v1/getRates',
  getShippingRatesV2: '/v2/getRates',
});
const URL_BASE = 'https://app.example/plugins/shipping-rates';

let keys: KeyPair;
beforeAll(async () => {
  keys = await makeKeyPair();
});

function call(appExtensionType = 'ecom.shippingRates', request: unknown = { lineItems: [{ quantity: 1 }] }) {
  return { request, metadata: { appExtensionType, instanceId: 'inst-1', requestId: 'req-1', currency: 'EUR' } };
}
const sign = (data: unknown, options: Parameters<typeof signClaims>[2] = { issuer: 'wix.com', audience: 'app-1' }) =>
  signClaims(keys.privateKey, { data: data as Record<string, unknown> }, options);

function setup(implementation: Partial<ShippingRates> = {}) {
  const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, appId: 'app-1', onError: () => {} });
  const getShippingRates = vi.fn(async () => ({ shippingRates: [{ code: 'std', cost: '4.90' }] }));
  servicePlugins.register(shippingRates, { getShippingRates, getShippingRatesV2: () => ({ shippingRates: [] }), ...implementation });
  return { servicePlugins, getShippingRates };
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, isServicePluginError);

describe('defineServicePlugin', () => {
  it('builds a frozen definition with methods and paths', () => {
    expect(shippingRates).toEqual({
      componentType: 'ecom.shippingRates',
      methods: [
        { name: 'getShippingRates', primaryHttpMappingPath: '/v1/getRates' },
        { name: 'getShippingRatesV2', primaryHttpMappingPath: '/v2/getRates' },
      ],
    });
    expect(Object.isFrozen(shippingRates)).toBe(true);
  });

  it('refuses paths not starting with / and an empty component type', () => {
    expect(() => defineServicePlugin<{ a(call: never): void }>('x', { a: 'v1/a' })).toThrow(TypeError);
    expect(() => defineServicePlugin<{ a(call: never): void }>('', { a: '/a' })).toThrow(TypeError);
  });
});

describe('createServicePlugins', () => {
  it('dispatches by component type (case-insensitive) and URL path ending; passes the data claim as is', async () => {
    const { servicePlugins, getShippingRates } = setup();
    const data = call('ECOM.shippingRates');
    const response = await servicePlugins.processRequest(post(await sign(data), {}, `${URL_BASE}/v1/getRates?x=1`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ shippingRates: [{ code: 'std', cost: '4.90' }] });
    expect(getShippingRates).toHaveBeenCalledWith(data);
  });

  it('picks the method whose path matches, not the first one', async () => {
    const v2 = vi.fn(() => ({ shippingRates: ['v2'] }));
    const { servicePlugins, getShippingRates } = setup({ getShippingRatesV2: v2 });
    await expect(servicePlugins.process({ url: `${URL_BASE}/v2/getRates`, body: await sign(call()) })).resolves.toEqual({
      shippingRates: ['v2'],
    });
    expect(getShippingRates).not.toHaveBeenCalled();
  });

  it('no implementation for the component type: the platform message, 404', async () => {
    const { servicePlugins } = setup();
    const token = await sign(call('ecom.paymentSettings'));
    const error = await rejection(servicePlugins.process({ url: `${URL_BASE}/v1/getRates`, body: token }));
    expect(error.code).toBe('ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION');
    expect(error.message).toBe('No service plugin implementations found for component type ecom.paymentsettings');
    const response = await servicePlugins.processRequest(post(token, {}, `${URL_BASE}/v1/getRates`));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No service plugin implementations found for component type ecom.paymentsettings',
      details: {
        applicationError: {
          code: 'ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION',
          description: 'No service plugin implementations found for component type ecom.paymentsettings',
          data: {},
        },
      },
    });
  });

  it('several implementations for one component type: the platform message, at register time', () => {
    const { servicePlugins } = setup();
    let thrown: unknown;
    try {
      servicePlugins.register(shippingRates, { getShippingRates: async () => ({ shippingRates: [] }), getShippingRatesV2: () => ({ shippingRates: [] }) });
    } catch (error) {
      thrown = error;
    }
    expect(isServicePluginError(thrown)).toBe(true);
    expect((thrown as ServicePluginError).code).toBe('ERR_SERVICE_PLUGIN_MULTIPLE_IMPLEMENTATIONS');
    expect((thrown as Error).message).toBe(
      'Multiple service plugin implementations found for component type ecom.shippingrates. This is currently not supported',
    );
  });

  it('unregistering frees the component type', async () => {
    const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, onError: () => {} });
    const off = servicePlugins.register(shippingRates, {
      getShippingRates: async () => ({ shippingRates: [] }),
      getShippingRatesV2: () => ({ shippingRates: [] }),
    });
    off();
    const error = await rejection(servicePlugins.process({ url: `${URL_BASE}/v1/getRates`, body: await sign(call()) }));
    expect(error.code).toBe('ERR_SERVICE_PLUGIN_NO_IMPLEMENTATION');
  });

  it('no matching method: the platform wording (sic "Unexpect"), 404', async () => {
    const { servicePlugins } = setup();
    const url = `${URL_BASE}/v1/unknownMethod`;
    const token = await sign(call());
    const error = await rejection(servicePlugins.process({ url, body: token }));
    expect(error.code).toBe('ERR_SERVICE_PLUGIN_NO_MATCHING_METHOD');
    expect(error.message).toBe(`Unexpect request: request url did not match any method: ${url}`);
    expect((await servicePlugins.processRequest(post(token, {}, url))).status).toBe(404);
  });

  it('missing method implementation: the platform message listing available methods, 501', async () => {
    const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, onError: () => {} });
    servicePlugins.register(shippingRates, { getShippingRatesV2: () => ({ shippingRates: [] }) } as unknown as ShippingRates);
    const token = await sign(call());
    const error = await rejection(servicePlugins.process({ url: `${URL_BASE}/v1/getRates`, body: token }));
    expect(error.code).toBe('ERR_SERVICE_PLUGIN_METHOD_NOT_IMPLEMENTED');
    expect(error.message).toBe(
      'Got request for service plugin method getShippingRates but no implementation was provided. Available methods: getShippingRatesV2',
    );
    expect((await servicePlugins.processRequest(post(token, {}, `${URL_BASE}/v1/getRates`))).status).toBe(501);
  });

  it('an application error from the implementation becomes {applicationError:{code, data}} with its httpCode', async () => {
    const { servicePlugins } = setup({
      getShippingRates: async () => {
        throw new ServicePluginApplicationError({ applicationCode: 'ADDRESS_NOT_SUPPORTED', httpCode: 422, data: { country: 'AQ' } });
      },
    });
    const response = await servicePlugins.processRequest(post(await sign(call()), {}, `${URL_BASE}/v1/getRates`));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ applicationError: { code: 'ADDRESS_NOT_SUPPORTED', data: { country: 'AQ' } } });
  });

  it("honours the platform SDK's SPI errors (errorType 'SPI', applicationCode, httpCode)", async () => {
    const { servicePlugins } = setup({
      getShippingRates: () => Promise.reject(Object.assign(new Error('x'), { errorType: 'SPI', applicationCode: 'NOPE', httpCode: 400 })),
    });
    const response = await servicePlugins.processRequest(post(await sign(call()), {}, `${URL_BASE}/v1/getRates`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ applicationError: { code: 'NOPE' } });
  });

  it('any other throw becomes a platform-shaped 500 without the error text, and is reported', async () => {
    const onError = vi.fn();
    const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, onError });
    servicePlugins.register(shippingRates, {
      getShippingRates: async () => {
        throw new Error('secret connection string');
      },
      getShippingRatesV2: () => ({ shippingRates: [] }),
    });
    const response = await servicePlugins.processRequest(post(await sign(call()), {}, `${URL_BASE}/v1/getRates`));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('secret');
    expect(JSON.parse(body)).toEqual({
      message: 'Internal Server Error',
      details: { applicationError: { code: 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED', description: 'Internal Server Error', data: {} } },
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ERR_SERVICE_PLUGIN_IMPLEMENTATION_FAILED' }));
  });

  it('data claim must be an object with metadata.appExtensionType string', async () => {
    const { servicePlugins } = setup();
    for (const data of ['a string', { metadata: {} }, { metadata: { appExtensionType: 5 } }, { request: {} }]) {
      const token = await sign(data);
      const error = await rejection(servicePlugins.process({ url: `${URL_BASE}/v1/getRates`, body: token }));
      expect(error.code).toBe('ERR_SERVICE_PLUGIN_MALFORMED');
      expect(error.message).toBe('Unexpected JWT data: expected object with metadata.appExtensionType string');
      expect((await servicePlugins.processRequest(post(token, {}, `${URL_BASE}/v1/getRates`))).status).toBe(400);
    }
  });

  it('checks issuer wix.com and audience = appId', async () => {
    const { servicePlugins, getShippingRates } = setup();
    const url = `${URL_BASE}/v1/getRates`;
    for (const [options, reason] of [
      [{ issuer: 'evil.example', audience: 'app-1' }, 'claim_mismatch'],
      [{ issuer: 'wix.com', audience: 'app-2' }, 'claim_mismatch'],
      [{ audience: 'app-1' }, 'missing_claim'],
      [{ issuer: 'wix.com' }, 'missing_claim'],
    ] as const) {
      const token = await sign(call(), options);
      const error = await rejection(servicePlugins.process({ url, body: token }));
      expect(error.code).toBe('ERR_SERVICE_PLUGIN_INVALID_JWT');
      expect(error.reason).toBe(reason);
      expect((await servicePlugins.processRequest(post(token, {}, url))).status).toBe(401);
    }
    expect(getShippingRates).not.toHaveBeenCalled();
  });

  it('refuses tokens from another key, alg none, and expired ones with 401', async () => {
    const { servicePlugins } = setup();
    const other = await makeKeyPair();
    const url = `${URL_BASE}/v1/getRates`;
    const now = Math.floor(Date.now() / 1000);
    const none = handCrafted({ alg: 'none' }, { data: call(), iss: 'wix.com', aud: 'app-1', iat: now, exp: now + 60 });
    const tokens = [
      await signClaims(other.privateKey, { data: call() }, { issuer: 'wix.com', audience: 'app-1' }),
      none,
      await signClaims(keys.privateKey, { data: call() }, { issuer: 'wix.com', audience: 'app-1', iat: -100, exp: -50 }),
    ];
    for (const token of tokens) expect((await servicePlugins.processRequest(post(token, {}, url))).status).toBe(401);
  });

  it('answers 413 over the body cap and 405 for GET', async () => {
    const servicePlugins = createServicePlugins({ publicKey: keys.publicPem, maxBodyBytes: 50, onError: () => {} });
    expect((await servicePlugins.processRequest(post('x'.repeat(51)))).status).toBe(413);
    expect((await servicePlugins.processRequest(new Request(URL_BASE))).status).toBe(405);
  });

  it('ServicePluginApplicationError refuses a non-error httpCode', () => {
    expect(() => new ServicePluginApplicationError({ applicationCode: 'X', httpCode: 200 })).toThrow(RangeError);
  });
});
