/**
 * The GraphQL Code Generator config of the round trip: the client preset, pointed at a running
 * emulator's GraphQL endpoint (introspection over POST with a token), `documentMode: 'string'` so the
 * generated documents are typed strings `@storefront-kit/graphql` sends as they are.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The output directory (with a trailing slash, as the client preset wants). */
export const OUT = here('./gql/');

/** The config for an emulator at `url`, authenticated with `authorization`. */
export function codegenConfig(url: string, authorization: string): CodegenConfig {
  return {
    schema: [{ [`${url}/graphql/alpha`]: { headers: { authorization } } }],
    documents: [here('./documents.ts')],
    generates: {
      [OUT]: {
        preset: 'client',
        presetConfig: { gqlTagName: 'gql' },
        config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true },
      },
    },
    silent: true,
  };
}
