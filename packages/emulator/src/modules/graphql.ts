/**
 * `POST /graphql/{apiVersion}`: a small GraphQL endpoint answering products and collections queries
 * over the catalogue's state (the subset is documented in `docs/graphql.md`). Query problems answer
 * 200 with an `errors` array; a body without a `query` string is a 400 in the platform's format.
 */
import { z } from 'zod';
import type { EmulatorModule } from '../context';
import { catalogueStores } from '../catalogue/registry';
import { executeGraphQL } from '../graphql/execute';

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** Registers the GraphQL endpoint (after the catalogue module). */
export const graphqlModule: EmulatorModule = (app, ctx) => {
  app.post('/graphql/:apiVersion', async (c) => {
    const principal = ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, requestSchema);
    const store = catalogueStores.get(ctx)?.();
    if (!store) return c.json({ errors: [{ message: 'the catalogue is not available' }] });
    let counts: Map<string, number> | undefined;
    const result = executeGraphQL(
      body.query,
      body.variables ?? {},
      { store, merchant: principal.kind === 'merchant', counts: () => (counts ??= store.productCounts()) },
      body.operationName ?? undefined,
    );
    return c.json(result);
  });
};
