import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { isInvalidResponseError } from '@storefront-kit/http-core';
import { json } from '@storefront-kit/test-utils/recording-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogVersion, catalogVersioning, getCatalogVersion } from '@storefront-kit/stores-catalogue';
import { createClient } from '@storefront-kit/http-core';
import { visitorClient } from './helpers';
import { recordingClient } from './recording-client';

let emulator: Emulator | undefined;
afterEach(() => emulator?.stop());

describe('getCatalogVersion', () => {
  it.each([
    ['v1', CatalogVersion.V1_CATALOG],
    ['v3', CatalogVersion.V3_CATALOG],
  ] as const)('tells a visitor the catalogue of an emulator started with catalog %s', async (catalog, expected) => {
    emulator = await startEmulator({ port: 0, catalog });
    const answer = await getCatalogVersion(visitorClient(emulator));

    expect(answer).toEqual({ catalogVersion: expected });
    expect(emulator.requestLog({ path: '/stores/v3/provision/version' }).map((e) => [e.method, e.status])).toEqual([['GET', 200]]);
  });

  it('is bound as catalogVersioning.getCatalogVersion by createClient({ modules })', async () => {
    emulator = await startEmulator({ port: 0, catalog: 'v3' });
    const client = createClient({ hosts: emulator.hosts, modules: { catalogVersioning } });

    expect(await client.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V3_CATALOG' });
  });

  it('sends a GET without query string and refuses an answer without a version', async () => {
    const { client, requests } = recordingClient(() => json({}));
    const error = await getCatalogVersion(client).catch((e: unknown) => e);

    expect(isInvalidResponseError(error)).toBe(true);
    expect(requests.map((r) => [r.method, r.path, r.search, r.text])).toEqual([['GET', '/stores/v3/provision/version', '', undefined]]);
  });
});
