/**
 * `@storefront-kit/graphql`: a small typed GraphQL helper over the storefront-kit request client.
 *
 * @packageDocumentation
 */
export { graphql, graphqlModule } from './graphql';
export type {
  DocumentLike,
  DocumentTypeDecoration,
  GraphQLArgs,
  GraphQLOptions,
  GraphQLQuery,
  GraphQLResponseError,
  GraphQLResult,
  ResultOf,
  TypedDocumentLike,
  TypedStringLike,
  Variables,
  VariablesOf,
} from './types';
