import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import { getCurrentCart, STORES_APP_ID } from './index';

describe('non-finite numbers in a cart, by field name', () => {
  it('revives numeric fields wherever they are, and leaves free-form maps and text alone', async () => {
    const options = { variantId: 'v1', customTextFields: { quantity: 'NaN', width: 'Infinity' } };
    const line = {
      id: 'l1',
      quantity: 'NaN',
      catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID, options },
      subscriptionOptionInfo: { subscriptionSettings: { interval: 'Infinity', billingCycles: '-Infinity', frequency: 'NaN' } },
      serviceProperties: { numberOfParticipants: 'Infinity' },
    };
    const extendedFields = { namespaces: { '@shop/app': { weight: 'NaN' } } };
    const { client } = recordingClient(() => json({ cart: { id: 'c1', lineItems: [line], extendedFields } }));
    const cart = await getCurrentCart(client);
    const [got] = cart.lineItems!;
    expect(got).toMatchObject({
      quantity: NaN,
      subscriptionOptionInfo: { subscriptionSettings: { interval: Infinity, billingCycles: -Infinity, frequency: 'NaN' } },
      serviceProperties: { numberOfParticipants: Infinity },
    });
    expect(got!.catalogReference!.options).toEqual({ variantId: 'v1', customTextFields: { quantity: 'NaN', width: 'Infinity' } });
    expect(cart.extendedFields!.namespaces).toEqual({ '@shop/app': { weight: 'NaN' } });
  });
});
