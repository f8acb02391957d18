import { defineEndpoint, ValidationError, type RequestClient } from '@storefront-kit/http-core';
import { operationType, queryText } from './document';
import { SDK } from './sdk';
import type { GraphQLArgs, GraphQLOptions, GraphQLQuery, GraphQLResult, Variables } from './types';

// GraphQL is served on the api host only: in every host mode, `edge` included.
const endpoint = defineEndpoint({ method: 'POST', path: '/graphql/{apiVersion}', host: 'api', sdk: SDK });
// A query only reads: sent again after a 503 or a dropped connection, like a GET. A mutation, a
// subscription, or an operation whose type cannot be told goes through `endpoint`, sent once.
const queryEndpoint = defineEndpoint({ ...endpoint, idempotent: true });

// One plain path segment: no dots-only names, no slashes, no percent-escapes.
const SEGMENT = /^[A-Za-z0-9][\w.-]{0,63}$/;

/**
 * An object literal (or one without a prototype): JSON sends its fields. A Map would be sent as `{}` and
 * a Date as a string, so the variables the caller gave would not be the ones sent.
 */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

interface WireResult {
  data?: unknown;
  errors?: unknown;
  extensions?: unknown;
}

/**
 * Runs a GraphQL query or mutation: `POST /graphql/{apiVersion}` on the api host (never the
 * read-only or edge host), body `{ query, variables, operationName? }`.
 *
 * `query` is a string, a document object carrying its source (`loc.source.body`, as `graphql`'s
 * `parse()` and `graphql-tag` produce; pass `options.print` for documents without it), or a typed
 * string (codegen's `TypedDocumentString`). Typed documents (`TypedDocumentNode`-compatible) type
 * `data` and `variables`; for a plain string, give the data type as a type argument.
 *
 * A query is retried like a GET (after a 503, a 429 or a dropped connection, under the client's `retry`
 * policy); a mutation, a subscription, or a document whose operation cannot be told (several
 * operations and no `operationName`) is sent once: a lost answer must not apply a write twice.
 *
 * GraphQL errors are returned in `errors`, never thrown; `data` is `null` when the server sent none
 * (unlike the platform's SDK, which returns `{}` typed as the full result).
 *
 * @param client - a client from `createClient` (any auth), or anything with `request`
 * @param query - the query text or document
 * @param args - `variables`, the operation's variables (required when the document declares required
 *   ones), then `options`: `apiVersion` (default `'alpha'`), `operationName`, `signal`, `timeoutMs`,
 *   `headers`, `print`
 * @returns `{ data, errors?, extensions? }`
 * @throws {ValidationError} an empty query, a document without source, variables that are not a
 *   plain object (a Map, a Date, an array), or an `apiVersion` that is not one plain path segment; before any request
 * @throws {HttpError} a non-2xx answer (the parsed body, e.g. its `errors`, is in `error.data`)
 * @throws {NetworkError | TimeoutError | AbortError | InvalidResponseError} transport failures
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { graphql } from '@storefront-kit/graphql';
 * declare const client: ReturnType<typeof createClient>;
 *
 * const { data, errors } = await graphql<{ products: { items: { id: string; name: string }[] } }>(
 *   client,
 *   'query Products($limit: Int) { products(limit: $limit) { items { id name } } }',
 *   { limit: 10 },
 * );
 * if (errors) console.warn(errors.map((e) => e.message));
 * for (const product of data?.products.items ?? []) console.log(product.name);
 * ```
 */
export async function graphql<TData = Record<string, unknown>, TVariables = Variables>(
  client: RequestClient,
  query: GraphQLQuery<TData, TVariables>,
  ...args: GraphQLArgs<TVariables>
): Promise<GraphQLResult<TData>> {
  const [variables, options = {}] = args as [unknown?, GraphQLOptions?];
  const { apiVersion = 'alpha', operationName } = options;
  const text = queryText(query as GraphQLQuery<unknown, never>, options.print);
  if (variables !== undefined && !isPlainObject(variables)) {
    throw new ValidationError('variables must be a plain object', 'variables');
  }
  if (typeof apiVersion !== 'string' || !SEGMENT.test(apiVersion)) {
    throw new ValidationError(`apiVersion must be one plain path segment (got ${JSON.stringify(apiVersion)})`, 'apiVersion');
  }
  if (operationName !== undefined && (typeof operationName !== 'string' || !operationName)) {
    throw new ValidationError('operationName must be a non-empty string', 'operationName');
  }
  const res = await client.request<WireResult>(operationType(text, operationName) === 'query' ? queryEndpoint : endpoint, {
    params: { apiVersion },
    body: { query: text, variables, operationName },
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    headers: options.headers,
  });
  const result: GraphQLResult<TData> = { data: (res.data ?? null) as TData | null };
  if (Array.isArray(res.errors)) result.errors = res.errors;
  if (res.extensions && typeof res.extensions === 'object') result.extensions = res.extensions as Record<string, unknown>;
  return result;
}

/**
 * The GraphQL helper as a namespace, for `createClient({ modules: { graphql: graphqlModule } })`.
 * Bound functions cannot keep type parameters, so there `data` is `Record<string, unknown>`; call the
 * standalone {@link graphql} for typed documents.
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { graphqlModule } from '@storefront-kit/graphql';
 * const client = createClient({ modules: { graphql: graphqlModule } });
 * const { data } = await client.graphql.graphql('{ collections { items { id name } } }');
 * ```
 */
export const graphqlModule: {
  graphql(client: RequestClient, query: GraphQLQuery, variables?: Variables, options?: GraphQLOptions): Promise<GraphQLResult>;
} = { graphql };
