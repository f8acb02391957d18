/** What the engine (`engine.ts`) hands the resolvers and the validation rules: the `graphql` module, the resolvers' context and their shape. */
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from 'hono';
import type { CatalogueStore } from '../catalogue/store';
import type { EmulatorContext } from '../context';

/** The `graphql` module. */
export type GraphQLJs = typeof import('graphql');

/** What resolvers see. */
export interface GraphQLContext {
  emulator: EmulatorContext;
  /** The HTTP request (for `emulator.requireShopper`). */
  request: Context;
  /** Whether the caller may see hidden products and collections (API key). */
  merchant: boolean;
  catalogue(): CatalogueStore | undefined;
  /** Memoised product counts per collection. */
  counts(): Map<string, number>;
}

/** Resolvers by type and field; fields without one read the property of the same name. */
// biome-ignore lint/suspicious/noExplicitAny: a resolver's parent and arguments are what the SDL says; graphql-js has checked them
export type Resolvers = Record<string, Record<string, GraphQLFieldResolver<any, GraphQLContext, any>>>;
