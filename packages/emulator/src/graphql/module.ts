/**
 * `POST /graphql/{apiVersion}`: GraphQL (graphql-js) over the catalogue and the current cart, see
 * `docs/graphql.md`. GraphQL errors answer 200 with an `errors` array; a body without a `query` string
 * is a 400 in the platform's format; a token is required. `GET /graphql/{apiVersion}/schema.graphql`
 * serves the schema's SDL (no token needed), for code generators.
 */
import { z } from 'zod';
import type { EmulatorModule } from '../context';
import { loadEngine } from './engine';
import { SDL } from './sdl';

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** Registers the GraphQL endpoint and its schema file (after the catalogue and cart modules). */
export const graphqlModule: EmulatorModule = (app, ctx) => {
  app.post('/graphql/:apiVersion', async (c) => {
    const principal = ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, requestSchema);
    const run = await loadEngine();
    let counts: Map<string, number> | undefined;
    const catalogue = () => ctx.services.catalogueStore?.();
    return c.json(
      await run(body, {
        emulator: ctx,
        request: c,
        merchant: principal.kind === 'merchant',
        catalogue,
        counts: () => (counts ??= catalogue()?.productCounts() ?? new Map()),
      }),
    );
  });

  app.get('/graphql/:apiVersion/schema.graphql', (c) => c.text(SDL));
};
