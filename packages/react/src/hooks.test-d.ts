import type { Client } from '@storefront-kit/http-core';
import type { CategoryView, ProductView } from '@storefront-kit/stores-catalogue/view';
import { describe, expectTypeOf, it } from 'vitest';
import type { HookOptions, UseCartOptions, UseCategoryOptions, UseProductOptions, UseProductsOptions, UseResourceResult } from './index';
import { useAuth, useCategory, useClient, useProduct, useProducts, useSession } from './index';

declare const client: Client;

describe('hook options', () => {
  it('useProduct takes exactly one of id and slug, and undefined waits', () => {
    ({ id: 'p1' }) satisfies UseProductOptions;
    ({ slug: 'classic-tee', initialData: null, client }) satisfies UseProductOptions;
    ({ id: undefined }) satisfies UseProductOptions;
    ({ slug: 'sale', enabled: false }) satisfies UseCategoryOptions;
    // @ts-expect-error both an id and a slug
    ({ id: 'p1', slug: 'classic-tee' }) satisfies UseProductOptions;
    // @ts-expect-error neither
    ({ enabled: true }) satisfies UseProductOptions;
  });

  it('the hooks return views, the same type on either catalogue', () => {
    expectTypeOf(useProduct({ slug: 'classic-tee' })).toEqualTypeOf<UseResourceResult<ProductView | null>>();
    expectTypeOf(useCategory({ slug: 'sale' })).toEqualTypeOf<UseResourceResult<CategoryView | null>>();
    expectTypeOf(useProducts({ sort: 'price-asc' }).items).toEqualTypeOf<ProductView[]>();
    // @ts-expect-error an unknown sort
    useProducts({ sort: 'cheapest' });
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

  it('useProduct and useCategory take one options object, not a positional id or slug', () => {
    // @ts-expect-error a positional id
    useProduct('p1');
    // @ts-expect-error a positional slug
    useCategory('sale', {});
  });
});
