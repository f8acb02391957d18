/**
 * A GraphQL document object as `graphql-tag`, `graphql`'s `parse()` and the GraphQL Code Generator
 * produce it. Only `kind` is required; the query text is read from `loc.source.body` (set by
 * `parse()` and `gql`), or produced by the `print` option when the document carries no source.
 *
 * @example
 * ```ts
 * import type { DocumentLike } from '@storefront-kit/graphql';
 * const doc: DocumentLike = { kind: 'Document', loc: { source: { body: '{ products { items { id } } }' } } };
 * ```
 */
export interface DocumentLike {
  /** Always `'Document'` (graphql's `Kind.DOCUMENT`). */
  readonly kind: 'Document';
  /** Where the document was parsed from; `source.body` is the query text this package sends. */
  readonly loc?: { readonly source: { readonly body: string } } | undefined;
}

/**
 * The phantom type carrier of typed documents, compatible with `DocumentTypeDecoration` of
 * `@graphql-typed-document-node/core`: `__apiType` never exists at run time.
 *
 * @example
 * ```ts
 * import type { DocumentTypeDecoration } from '@storefront-kit/graphql';
 * type ProductsQuery = DocumentTypeDecoration<{ products: { items: { id: string }[] } }, { limit: number }>;
 * ```
 */
export interface DocumentTypeDecoration<TData, TVariables> {
  /** Phantom: carries the result and variables types; never set. */
  readonly __apiType?: (variables: TVariables) => TData;
}

/**
 * A document object that carries its result and variables types, structurally compatible with
 * `TypedDocumentNode` from `@graphql-typed-document-node/core` (no dependency needed).
 *
 * @example
 * ```ts
 * import type { TypedDocumentLike } from '@storefront-kit/graphql';
 * declare const ProductsDocument: TypedDocumentLike<{ products: { items: { id: string }[] } }, { limit: number }>;
 * ```
 */
// An intersection rather than an interface: TypeScript infers TData and TVariables through it from
// graphql-js documents (enum `kind` plus `definitions`), which it does not through an interface.
export type TypedDocumentLike<TData = Record<string, unknown>, TVariables = Variables> = DocumentLike & DocumentTypeDecoration<TData, TVariables>;

/**
 * A typed query string, as the GraphQL Code Generator's `documentMode: 'string'` emits it
 * (`TypedDocumentString`, a `String` object carrying `__apiType`).
 *
 * @example
 * ```ts
 * import type { TypedStringLike } from '@storefront-kit/graphql';
 * declare const ProductsDocument: TypedStringLike<{ products: { items: { id: string }[] } }, { limit: number }>;
 * ```
 */
export type TypedStringLike<TData = Record<string, unknown>, TVariables = Variables> = String & DocumentTypeDecoration<TData, TVariables>;

/**
 * Everything {@link graphql} accepts as a query: a string, a document object, or a typed string.
 *
 * @example
 * ```ts
 * import type { GraphQLQuery } from '@storefront-kit/graphql';
 * const query: GraphQLQuery = 'query { products { items { id } } }';
 * ```
 */
export type GraphQLQuery<TData = Record<string, unknown>, TVariables = Variables> =
  | string
  | TypedDocumentLike<TData, TVariables>
  | TypedStringLike<TData, TVariables>;

/**
 * GraphQL variables: a JSON object.
 *
 * @example
 * ```ts
 * import type { Variables } from '@storefront-kit/graphql';
 * const variables: Variables = { slug: 'shoes', limit: 10 };
 * ```
 */
export type Variables = Record<string, unknown>;

/**
 * The result type a typed document carries (`Record<string, unknown>` for anything else).
 *
 * @example
 * ```ts
 * import type { ResultOf, TypedDocumentLike } from '@storefront-kit/graphql';
 * declare const Doc: TypedDocumentLike<{ products: { items: { id: string }[] } }, {}>;
 * type Data = ResultOf<typeof Doc>; // { products: { items: { id: string }[] } }
 * ```
 */
export type ResultOf<TQuery> = TQuery extends DocumentTypeDecoration<infer TData, infer _V> ? TData : Record<string, unknown>;

/**
 * The variables type a typed document carries (`Variables` for anything else).
 *
 * @example
 * ```ts
 * import type { VariablesOf, TypedDocumentLike } from '@storefront-kit/graphql';
 * declare const Doc: TypedDocumentLike<{}, { slug: string }>;
 * type Vars = VariablesOf<typeof Doc>; // { slug: string }
 * ```
 */
export type VariablesOf<TQuery> = TQuery extends DocumentTypeDecoration<infer _D, infer TVariables> ? TVariables : Variables;

/**
 * One entry of a GraphQL response's `errors` (the GraphQL spec's error format).
 *
 * @example
 * ```ts
 * import type { GraphQLResponseError } from '@storefront-kit/graphql';
 * const show = (e: GraphQLResponseError) => `${e.message} at ${e.path?.join('.') ?? '(request)'}`;
 * ```
 */
export interface GraphQLResponseError {
  /** What went wrong. */
  message: string;
  /** Where in the query text, when the server says. */
  locations?: { line: number; column: number }[];
  /** The response field the error belongs to (`['products', 'items', 0, 'name']`). */
  path?: (string | number)[];
  /** Server-specific details (an error `code`, ...). */
  extensions?: Record<string, unknown>;
}

/**
 * What {@link graphql} resolves with. GraphQL errors are returned here, never thrown: `data` is
 * `null` when the server sent none (a request error, or a failed non-null root field), and may be
 * partial when `errors` is set.
 *
 * @example
 * ```ts
 * import type { GraphQLResult } from '@storefront-kit/graphql';
 * function names(result: GraphQLResult<{ products: { items: { name: string }[] } }>) {
 *   if (result.errors) console.warn(result.errors.map((e) => e.message).join('; '));
 *   return result.data?.products.items.map((p) => p.name) ?? [];
 * }
 * ```
 */
export interface GraphQLResult<TData = Record<string, unknown>> {
  /** The response's `data`; `null` when absent or null. */
  data: TData | null;
  /** The response's `errors`, only when the server sent an array. */
  errors?: GraphQLResponseError[];
  /** The response's `extensions`, when sent. */
  extensions?: Record<string, unknown>;
}

/**
 * Per-call options of {@link graphql}.
 *
 * @example
 * ```ts
 * import type { GraphQLOptions } from '@storefront-kit/graphql';
 * const options: GraphQLOptions = { apiVersion: 'alpha', signal: AbortSignal.timeout(5_000) };
 * ```
 */
export interface GraphQLOptions {
  /** The API version path segment: `POST /graphql/{apiVersion}`. @default 'alpha' */
  apiVersion?: string;
  /** Which operation of a document holding several to run (sent as `operationName`). */
  operationName?: string;
  /** Cancels the call with an `AbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call, in milliseconds. */
  timeoutMs?: number;
  /** Headers for this call only. */
  headers?: HeadersInit;
  /**
   * Turns a document object without `loc.source.body` into query text, e.g. `print` from the
   * `graphql` package (for generated documents that carry no source).
   */
  print?: (document: DocumentLike) => string;
}

/**
 * The arguments after the query: `variables` is required when the document's variables type has
 * required fields, optional otherwise.
 *
 * @example
 * ```ts
 * import type { GraphQLArgs } from '@storefront-kit/graphql';
 * const args: GraphQLArgs<{ slug: string }> = [{ slug: 'shoes' }, { apiVersion: 'alpha' }];
 * ```
 */
export type GraphQLArgs<TVariables> = {} extends TVariables
  ? [variables?: TVariables, options?: GraphQLOptions]
  : [variables: TVariables, options?: GraphQLOptions];
