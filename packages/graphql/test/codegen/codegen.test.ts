/**
 * The codegen round trip: GraphQL Code Generator (client preset) reads the schema of a running emulator
 * by introspection and the documents of `documents.ts`; its output must equal the committed `gql/`
 * (`vitest run -u` rewrites it after a schema or document change). The documents then run through
 * `graphql()` against the same emulator, with the types codegen inferred (checked by `tsc -p test`).
 */
import { generate } from '@graphql-codegen/cli';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient } from '@storefront-kit/http-core';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { graphql, type ResultOf, type VariablesOf } from '../../src/index';
import { codegenConfig, OUT } from './codegen-config';
import { type AddToCartDocument, CollectionPageDocument, ProductCardFragment } from './documents';
import { useFragment } from './gql';
import type { CartLineInput, CollectionPageQuery, ProductCardFragment as ProductCard, ProductSort } from './gql/graphql';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.stop();
});

describe('GraphQL Code Generator against the emulator', () => {
  it('generates the committed types from the running emulator', async () => {
    const files = await generate(codegenConfig(emulator.url, emulator.apiKey), false);
    expect(files.map((f: { filename: string }) => f.filename.slice(OUT.length)).sort()).toEqual(['fragment-masking.ts', 'gql.ts', 'graphql.ts', 'index.ts']);
    for (const file of files) await expect(file.content).toMatchFileSnapshot(file.filename);
  });

  it('runs the generated documents through graphql() with inferred types', async () => {
    const client = createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId }) });
    const { data, errors } = await graphql(client, CollectionPageDocument, { slug: 'home', sort: 'PRICE_DESC' });
    expectTypeOf(data).toEqualTypeOf<CollectionPageQuery | null>();
    expect(errors).toBeUndefined();
    const page = data!.collection!.products!;
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe(data!.collection!.numberOfProducts);

    const cards = page.items.map((item) => useFragment(ProductCardFragment, item));
    expectTypeOf(cards[0]!).toEqualTypeOf<ProductCard>();
    expectTypeOf(cards[0]!.name).toEqualTypeOf<string>();
    expectTypeOf(cards[0]!.price).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(page.items[0]!.inStock).toEqualTypeOf<boolean | null | undefined>();
    expect(cards.map((c) => c.price)).toEqual([...cards.map((c) => c.price)].sort((a, b) => b! - a!));
    expect(cards.every((c) => typeof c.slug === 'string' && c.formattedPrice)).toBe(true);
    // Fragment masking: the query's items carry the card's fields only through useFragment.
    expectTypeOf(page.items[0]!).not.toHaveProperty('name');
  });

  it('types variables and results of every document', () => {
    expectTypeOf<VariablesOf<typeof CollectionPageDocument>>().toEqualTypeOf<{ slug: string; limit?: number | null; sort?: ProductSort | null }>();
    expectTypeOf<VariablesOf<typeof AddToCartDocument>>().toEqualTypeOf<{ lines: CartLineInput[] | CartLineInput }>();
    type AddedLine = NonNullable<ResultOf<typeof AddToCartDocument>['addToCart']>['lineItems'][number];
    expectTypeOf<AddedLine['quantity']>().toEqualTypeOf<number>();
    const card = (line: AddedLine) => useFragment(ProductCardFragment, line.product);
    expectTypeOf(card).returns.toEqualTypeOf<ProductCard | null | undefined>();
    const client = createClient({ hosts: emulator.hosts });
    // @ts-expect-error `slug` is a required variable of the document
    void (() => graphql(client, CollectionPageDocument));
    // @ts-expect-error `sort` is an enum: a string outside it does not type-check
    void (() => graphql(client, CollectionPageDocument, { slug: 'home', sort: 'CHEAPEST' }));
  });
});
