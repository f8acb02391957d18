/**
 * One catalogue per store: a V1 catalogue call on a `catalog: 'v3'` store, and a Catalog V3 call on a
 * V1 store, answer 428 `CATALOG_VERSION_MISMATCH` naming the store's version; the version endpoint
 * answers on both.
 */
import { describe, expect, it } from 'vitest';
import { demoProductId } from '../src/catalogue/seed';
import { useCatalogueEmulator } from './catalogue-helpers';

const v3 = useCatalogueEmulator({ catalog: 'v3' });
const v1 = useCatalogueEmulator();

describe('the catalogue version gate', () => {
  it('answers a V1 catalogue call on a V3 store with CATALOG_VERSION_MISMATCH', async () => {
    for (const [method, path] of [
      ['POST', '/stores-reader/v1/products/query-platformized'],
      ['GET', `/stores-reader/v1/products/${demoProductId('hoodie')}`],
      ['POST', '/v2/collections/query'],
      ['POST', '/stores/v1/products'],
    ] as const) {
      const answer = await v3.call(method, `${v3.emu.hosts.edge}${path}`, { body: method === 'POST' ? {} : undefined });
      expect(answer.status, path).toBe(428);
      expect(answer.body.details.applicationError).toMatchObject({ code: 'CATALOG_VERSION_MISMATCH', data: { catalogVersion: 'V3_CATALOG' } });
      expect(answer.body.message).toContain(`${method} ${path} belongs to V1_CATALOG`);
    }
    expect((await v3.call('GET', `${v3.emu.hosts.edge}/stores/v3/provision/version`)).body).toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('answers a Catalog V3 call on a V1 store with CATALOG_VERSION_MISMATCH, and serves V1 as before', async () => {
    const answer = await v1.call('GET', `${v1.emu.hosts.edge}/stores/v3/products/${demoProductId('hoodie')}`);
    expect(answer.status).toBe(428);
    expect(answer.body.details.applicationError).toMatchObject({ code: 'CATALOG_VERSION_MISMATCH', data: { catalogVersion: 'V1_CATALOG' } });
    const variants = await v1.call('POST', `${v1.emu.hosts.edge}/stores/v3/products/query-variants`, { body: {} });
    expect(variants.status).toBe(428);
    expect((await v1.call('GET', `${v1.emu.hosts.edge}/stores/v3/provision/version`)).body).toEqual({ catalogVersion: 'V1_CATALOG' });
    const product = await v1.call('GET', `${v1.emu.hosts.edge}/stores-reader/v1/products/${demoProductId('hoodie')}`);
    expect(product.body.product.name).toBe('Hoodie');
  });
});
