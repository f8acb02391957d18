import type { Client } from '@storefront-kit/http-core';
import type { Collection, Product } from '@storefront-kit/stores-catalogue';
import { describe, expectTypeOf, it } from 'vitest';
import type { HookOptions, UseCartOptions, UseCollectionOptions, UseProductOptions, UseProductsOptions, UseResourceResult } from './index';
import { useAuth, useClient, useCollection, useProduct, useSession } from './index';

declare const client: Client;

describe('hook options', () => {
  it('useProduct and useCollection take exactly one of id and slug, and undefined waits', () => {
    ({ id: 'p1' }) satisfies UseProductOptions;
    ({ slug: 'classic-tee', initialData: null, client }) satisfies UseProductOptions;
    ({ id: undefined }) satisfies UseProductOptions;
    ({ slug: 'sale', enabled: false }) satisfies UseCollectionOptions;
    // @ts-expect-error both an id and a slug
    ({ id: 'p1', slug: 'classic-tee' }) satisfies UseProductOptions;
    // @ts-expect-error neither
    ({ enabled: true }) satisfies UseProductOptions;
    // @ts-expect-error both an id and a slug
    ({ id: 'c1', slug: 'sale' }) satisfies UseCollectionOptions;
  });

  it('the options forms return the read of the entity', () => {
    expectTypeOf(useProduct({ slug: 'classic-tee' })).toEqualTypeOf<UseResourceResult<Product | null>>();
    expectTypeOf(useCollection({ id: 'c1' })).toEqualTypeOf<UseResourceResult<Collection>>();
  });

  it('every hook options type carries the client option', () => {
    expectTypeOf<UseCartOptions>().toExtend<HookOptions>();
    expectTypeOf<UseProductsOptions>().toExtend<HookOptions>();
    expectTypeOf<UseProductOptions>().toExtend<HookOptions>();
  });

  it('every hook takes the client in the options object, not positionally', () => {
    for (const hook of [useAuth, useClient, useSession]) expectTypeOf(hook).parameters.toEqualTypeOf<[options?: HookOptions]>();
    useAuth({ client });
    // @ts-expect-error a positional client
    useAuth(client);
    // @ts-expect-error a positional client
    useSession(client);
    // @ts-expect-error a positional client
    useClient(client);
  });

  it('useProduct and useCollection take one options object, not a positional id or slug', () => {
    // @ts-expect-error a positional id
    useProduct('p1');
    // @ts-expect-error a positional slug
    useCollection('sale', {});
  });
});
