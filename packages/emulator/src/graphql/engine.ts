/**
 * Runs GraphQL requests with graphql-js over the SDL in `sdl.ts` and the resolvers of `catalogue.ts`
 * and `cart.ts`: parse (at most `limits.graphqlTokens` tokens), validate (the specified rules plus the
 * depth, alias and cost limits of `limits.ts`), execute. `graphql` is
 * imported on the first request, not when the emulator starts (loading it costs about as much as the
 * rest of the emulator), and the schema is built once per process.
 */
import type { DocumentNode, GraphQLError, GraphQLFormattedError, GraphQLObjectType } from 'graphql';
import { PlatformError, type FieldViolation } from '../core/platform-error';
import { cartResolvers } from './cart';
import { catalogueResolvers } from './catalogue';
import { operationLimits } from './limits';
import { SDL } from './sdl';
import type { GraphQLContext, GraphQLJs } from './types';

/** A request body (already checked: `query` is a non-empty string). */
interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

/** A response body: `errors` as graphql-js formats them (`message`, `locations`, `path`, `extensions`). */
interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
}

/** A platform error of a resolver (cart and filter validation) keeps its meaning: message and `extensions.code`. */
function formatError(g: GraphQLJs, error: GraphQLError): GraphQLFormattedError {
  const platform = error.originalError;
  if (!(platform instanceof PlatformError)) return error.toJSON();
  const details = platform.body.details as
    | { validationError?: { fieldViolations?: FieldViolation[] }; applicationError?: { code?: string; description?: string } }
    | undefined;
  const violations = details?.validationError?.fieldViolations;
  const app = details?.applicationError;
  const message = violations?.length
    ? violations.map((v) => `"${v.field}" ${v.description}`).join(', ')
    : app?.description && app.description !== platform.message
      ? `${platform.message}: ${app.description}`
      : platform.message;
  const extensions = { code: app?.code ?? (violations ? 'INVALID_ARGUMENT' : 'UNKNOWN'), status: platform.status };
  const { nodes, source, positions, path } = error;
  return new g.GraphQLError(message, { nodes, source, positions, path, originalError: platform, extensions }).toJSON();
}

function build(g: GraphQLJs) {
  const schema = g.buildSchema(SDL);
  for (const resolvers of [catalogueResolvers, cartResolvers]) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const [name, resolve] of Object.entries(fields)) type.getFields()[name]!.resolve = resolve;
    }
  }
  const format = (errors: readonly GraphQLError[]) => errors.map((e) => formatError(g, e));

  return async (request: GraphQLRequest, context: GraphQLContext): Promise<GraphQLResponse> => {
    const { limits } = context.emulator.options;
    let document: DocumentNode;
    let invalid: readonly GraphQLError[];
    try {
      document = g.parse(request.query, { maxTokens: limits.graphqlTokens });
      invalid = g.validate(schema, document, [...g.specifiedRules, operationLimits(g, limits)]);
    } catch (error) {
      if (error instanceof g.GraphQLError) return { errors: format([error]) };
      // A document nested past the stack (only reachable with a raised token limit) is refused like a deep one.
      if (error instanceof RangeError) return { errors: format([new g.GraphQLError('Query is too deeply nested to process.')]) };
      throw error;
    }
    if (invalid.length > 0) return { errors: format(invalid) };
    const result = await g.execute({
      schema,
      document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: context,
    });
    return result.errors ? { ...(result.data !== undefined ? { data: result.data } : {}), errors: format(result.errors) } : { data: result.data ?? null };
  };
}

let engine: Promise<ReturnType<typeof build>> | undefined;

/** The request runner; the first call loads `graphql` and builds the schema. */
export function loadEngine(): Promise<ReturnType<typeof build>> {
  engine ??= import('graphql').then(build);
  return engine;
}
