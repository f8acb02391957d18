import { InvalidResponseError, type RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import * as sdk from './index';

type Call = (c: RequestClient) => Promise<unknown>;

// Every call whose answer must hold one entity, with the envelope key that holds it.
const calls: [string, string, Call][] = [
  ['getProduct', 'product', (c) => sdk.getProduct(c, 'p1')],
  ['getCollection', 'collection', (c) => sdk.getCollection(c, 'c1')],
  ['getCollectionBySlug', 'collection', (c) => sdk.getCollectionBySlug(c, 'sale')],
  ['getCollectionBySlugV1', 'collection', (c) => sdk.getCollectionBySlugV1(c, 'sale')],
  ['getStoreVariant', 'variant', (c) => sdk.getStoreVariant(c, 'p1-v1')],
  ['createProduct', 'product', (c) => sdk.createProduct(c, { name: 'Mug', priceData: { price: 1 } })],
  ['updateProduct', 'product', (c) => sdk.updateProduct(c, 'p1', { name: 'Cup' })],
  ['createProductPlatformized', 'product', (c) => sdk.createProductPlatformized(c, { name: 'Mug', priceData: { price: 1 } })],
  ['updateProductPlatformized', 'product', (c) => sdk.updateProductPlatformized(c, 'p1', { name: 'Cup' })],
  ['createCollection', 'collection', (c) => sdk.createCollection(c, { name: 'Summer' })],
  ['updateCollection', 'collection', (c) => sdk.updateCollection(c, 'c1', { name: 'Winter' })],
];

// 2xx answers without the entity: http-core reads an empty body as `{}`.
const answers: [string, (key: string) => Response][] = [
  ['{}', () => json({})],
  ['an empty 200 body', () => new Response(null, { status: 200 })],
  ['a null entity', (key) => json({ [key]: null })],
  ['an entity that is not an object', (key) => json({ [key]: 'x' })],
];

describe('calls answering one entity refuse an answer without it', () => {
  describe.each(answers)('answered %s', (_what, answer) => {
    it.each(calls)('%s throws an InvalidResponseError', async (_name, key, call) => {
      const { client } = recordingClient(() => answer(key));
      const error = await call(client).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ status: 200, message: `The ${key} answer has no ${key}.` });
    });
  });

  it.each(calls)('%s resolves when the entity is there', async (_name, key, call) => {
    const { client } = recordingClient(() => json({ [key]: { id: 'x' } }));
    await expect(call(client)).resolves.toBeDefined();
  });
});
