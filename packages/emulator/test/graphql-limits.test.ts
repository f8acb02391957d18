/**
 * The GraphQL size limits beyond depth: aliases, tokens and cost, each refused before any resolver runs
 * with a GraphQL error (`errors[]`, no `data`, status 200 like every other validation error), and deeply
 * nested inline fragments answered the same way, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, startEmulator, type Emulator, type EmulatorLimits } from '../src/index';

interface Running {
  emu: Emulator;
  gql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>;
}

async function start(limits?: EmulatorLimits, maxBodyBytes?: number): Promise<Running> {
  const emu = await startEmulator({ port: 0, ...(limits ? { limits } : {}), ...(maxBodyBytes ? { maxBodyBytes } : {}) });
  const tokenAnswer = await fetch(`${emu.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  return {
    emu,
    async gql(query, variables) {
      const response = await fetch(`${emu.url}/graphql/alpha`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** A refusal: one error with `message`, no data, answered 200 as graphql-js answers validation errors. */
const refused = (message: string | RegExp) => ({
  errors: [expect.objectContaining({ message: typeof message === 'string' ? message : expect.stringMatching(message) })],
});

const aliases = (count: number, field = '__typename') => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
const insideInlineFragments = (levels: number, inner: string) => `{ ${'... on Query { '.repeat(levels)}${inner}${' }'.repeat(levels)} }`;

/** graphql-js's own message (its spelling: "more that"). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[nt] 5000 tokens\. Parsing aborted\.$/;

let running: Running;
beforeAll(async () => {
  running = await start();
});
afterAll(() => running.emu.stop());

describe('graphql: alias, token and cost limits', () => {
  it(`allows ${DEFAULT_LIMITS.graphqlAliases} aliases and refuses one more, counting a fragment each time it is spread`, async () => {
    expect((await running.gql(`{ ${aliases(30)} }`)).body.errors).toBeUndefined();
    const over = await running.gql(`{ ${aliases(31)} }`);
    expect(over.status).toBe(200);
    expect(over.body).toEqual(refused('Query has too many aliases: 31, at most 30 are allowed.'));
    const spread = await running.gql(
      `{ ...F ...F ...F products(limit: 1) { ...G } } fragment F on Query { ${aliases(8)} } fragment G on ProductPage { ${aliases(8)} }`,
    );
    expect(spread.body).toEqual(refused('Query has too many aliases: 32, at most 30 are allowed.'));
  });

  it('refuses a document over the token limit while parsing: the 18,000-alias answer is never built', async () => {
    const huge = await running.gql(`{ ${aliases(18_000, 'products { total }')} }`);
    expect(huge.body).toEqual(refused(TOO_MANY_TOKENS));
  });

  it('refuses an operation whose estimated answer is too large, a list field counting `limit` items', async () => {
    const nestedPages = '{ collections(limit: 100) { items { products(limit: 100) { items { id name } } } } }';
    expect((await running.gql(nestedPages)).body).toEqual(refused('Query is too costly: it may answer 30201 fields, at most 10000 are allowed.'));
    const byVariable = await running.gql('query ($n: Int) { collections(limit: $n) { items { products(limit: $n) { items { id name } } } } }', { n: 1 });
    expect(byVariable.body).toEqual(refused(/^Query is too costly: it may answer 30201 fields/));
    const byDefault = await running.gql('{ collections { items { products { items { id name } } } } }');
    expect(byDefault.body.errors).toBeUndefined();
    expect(byDefault.body.data.collections.items.length).toBeGreaterThan(0);
  });

  it('answers deeply nested inline fragments with a GraphQL error, not a 500', async () => {
    const answer = await running.gql(insideInlineFragments(20_000, '__typename'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(refused(TOO_MANY_TOKENS));
    expect((await running.gql(insideInlineFragments(50, '__typename'))).body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('graphql: limits set by the limits option', () => {
  let raised: Running;
  beforeAll(async () => {
    raised = await start({ graphqlTokens: 10_000_000, graphqlAliases: 2, graphqlCost: 50, graphqlDepth: 3 }, 4 * 2 ** 20);
  });
  afterAll(() => raised.emu.stop());

  it('takes each limit from the option', async () => {
    expect((await raised.gql(`{ ${aliases(3)} }`)).body).toEqual(refused('Query has too many aliases: 3, at most 2 are allowed.'));
    expect((await raised.gql('{ products(limit: 20) { items { id name } } }')).body).toEqual(
      refused(/^Query is too costly: it may answer 61 fields, at most 50/),
    );
    expect((await raised.gql('{ collection(slug: "home") { products(limit: 1) { items { id } } } }')).body).toEqual(
      refused(/^Query is too deep: fields nest 4 levels/),
    );
  });

  it('answers inline fragments nested past the stack with a GraphQL error when the token limit allows them', async () => {
    const answer = await raised.gql(insideInlineFragments(100_000, '__typename'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(refused('Query is too deeply nested to process.'));
  });
});
