import { describe, expect, it } from 'vitest';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import * as sdk from './index';

describe('namespaces', () => {
  it('bind every function to the client with createClient({ modules })', async () => {
    const { client, requests } = recordingClient(() => json({ collection: { id: 'c1' }, product: { id: 'p1' }, variant: { id: 'p1-v1' } }), {
      modules: { products: sdk.products, collections: sdk.collections, variants: sdk.variants },
    });
    await client.products.getProduct('p1');
    await client.products.getCollectionBySlug('sale');
    await client.collections.getCollectionBySlug('sale');
    expect(await client.collections.getCollection('c1')).toEqual({ id: 'c1' });
    await client.variants.getStoreVariant('p1-v1');
    await client.collections.createCollection({ name: 'New' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /stores-reader/v1/products/p1',
      'GET /stores-reader/v1/collections/slug/sale',
      'GET /v2/collections/slug/sale',
      'GET /v2/collections/c1',
      'GET /stores-reader/v1/variants/p1-v1',
      'POST /stores/v1/collections',
    ]);
  });

  it('hold only the exported standalone functions', () => {
    const exported = new Set(Object.values(sdk));
    for (const ns of [sdk.products, sdk.collections, sdk.variants]) {
      for (const [name, fn] of Object.entries(ns)) {
        expect(typeof fn, name).toBe('function');
        expect(exported.has(fn), name).toBe(true);
      }
    }
    expect(sdk.products.getCollectionBySlug).toBe(sdk.getCollectionBySlugV1);
    expect(sdk.collections.getCollectionBySlug).toBe(sdk.getCollectionBySlug);
  });
});

describe('event definitions', () => {
  it('are plain legacy catalogue events, one per event type', () => {
    const defs = [
      sdk.productCreated,
      sdk.productChanged,
      sdk.productDeleted,
      sdk.variantsChanged,
      sdk.collectionCreated,
      sdk.collectionChanged,
      sdk.collectionDeleted,
    ];
    expect(defs.map((d) => d.type)).toEqual([...sdk.CATALOGUE_EVENT_TYPES]);
    expect(new Set(defs.map((d) => d.kind))).toEqual(new Set(['plain']));
    expect(Object.isFrozen(sdk.productCreated)).toBe(true);
  });
});
