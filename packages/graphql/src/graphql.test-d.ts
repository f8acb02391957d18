import { createClient } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import { graphql, graphqlModule } from './graphql';
import type { GraphQLResult, ResultOf, TypedDocumentLike, TypedStringLike, Variables, VariablesOf } from './types';

// Shapes as graphql-js / @graphql-typed-document-node/core declare them (no dependency on either).
declare enum Kind {
  DOCUMENT = 'Document',
}
interface Location {
  readonly start: number;
  readonly end: number;
  readonly source: { body: string; name: string };
}
interface DocumentNode {
  readonly kind: Kind.DOCUMENT;
  readonly loc?: Location;
  readonly definitions: ReadonlyArray<unknown>;
}
interface DocumentTypeDecoration<TResult, TVariables> {
  __apiType?: (variables: TVariables) => TResult;
}
interface TypedDocumentNode<TResult = { [key: string]: any }, TVariables = { [key: string]: any }>
  extends DocumentNode,
    DocumentTypeDecoration<TResult, TVariables> {}
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };

type ProductsQuery = { products: { items: { id: string; name: string }[] } };
type ProductsQueryVariables = Exact<{ limit?: number | null }>;
type CollectionQuery = { collection: { id: string } | null };
type CollectionQueryVariables = Exact<{ slug: string }>;

declare const ProductsDocument: TypedDocumentNode<ProductsQuery, ProductsQueryVariables>;
declare const CollectionDocument: TypedDocumentNode<CollectionQuery, CollectionQueryVariables>;
declare const CollectionString: TypedStringLike<CollectionQuery, CollectionQueryVariables>;
declare const client: ReturnType<typeof createClient>;

describe('graphql types', () => {
  it('should infer data from a TypedDocumentNode', () => {
    expectTypeOf(graphql(client, ProductsDocument)).resolves.toEqualTypeOf<GraphQLResult<ProductsQuery>>();
    expectTypeOf(graphql(client, CollectionString, { slug: 's' })).resolves.toEqualTypeOf<GraphQLResult<CollectionQuery>>();
  });

  it('should type data as nullable and errors as optional', () => {
    expectTypeOf<GraphQLResult<ProductsQuery>['data']>().toEqualTypeOf<ProductsQuery | null>();
    expectTypeOf<GraphQLResult['errors']>().toEqualTypeOf<
      { message: string; locations?: { line: number; column: number }[]; path?: (string | number)[]; extensions?: Record<string, unknown> }[] | undefined
    >();
  });

  it('should check variables against the document', () => {
    graphql(client, ProductsDocument);
    graphql(client, ProductsDocument, { limit: 3 });
    graphql(client, CollectionDocument, { slug: 'shoes' }, { apiVersion: 'alpha' });
    // @ts-expect-error required variables are missing
    graphql(client, CollectionDocument);
    // @ts-expect-error wrong variable type
    graphql(client, CollectionDocument, { slug: 1 });
    // @ts-expect-error unknown option
    graphql(client, ProductsDocument, {}, { apiVerson: 'alpha' });
  });

  it('should type a plain string by type argument, defaulting to an unknown record', () => {
    expectTypeOf(graphql(client, '{ a }')).resolves.toEqualTypeOf<GraphQLResult<Record<string, unknown>>>();
    expectTypeOf(graphql<{ a: number }>(client, '{ a }', { any: 1 })).resolves.toEqualTypeOf<GraphQLResult<{ a: number }>>();
    // @ts-expect-error a query is required
    graphql(client);
    // @ts-expect-error not a query
    graphql(client, 42);
  });

  it('should accept user-declared interfaces as variables', () => {
    interface Vars {
      slug: string;
    }
    graphql<CollectionQuery, Vars>(client, 'query ($slug: String!) { collection(slug: $slug) { id } }', { slug: 'x' });
  });

  it('should extract result and variables types', () => {
    expectTypeOf<ResultOf<typeof ProductsDocument>>().toEqualTypeOf<ProductsQuery>();
    expectTypeOf<VariablesOf<typeof CollectionDocument>>().toEqualTypeOf<CollectionQueryVariables>();
    expectTypeOf<ResultOf<string>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<VariablesOf<string>>().toEqualTypeOf<Variables>();
    expectTypeOf<TypedDocumentLike<ProductsQuery, ProductsQueryVariables>>().toMatchTypeOf<{ kind: 'Document' }>();
  });

  it('should bind through modules (untyped data: bound functions lose type parameters)', () => {
    const bound = createClient({ modules: { graphql: graphqlModule } });
    expectTypeOf(bound.graphql.graphql('{ a }')).resolves.toEqualTypeOf<GraphQLResult<Record<string, unknown>>>();
  });
});
