import { AbortError, createClient, HttpError, isHttpError, ValidationError, type HostMode } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { rejectionOf } from '@storefront-kit/test-utils';
import { json, recordingFetch, type Respond, TEST_HOSTS, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';
import pkg from '../package.json';
import { graphql, graphqlModule } from '../src/graphql';
import type { DocumentLike, TypedStringLike } from '../src/types';

const QUERY = 'query Products($limit: Int) { products(limit: $limit) { items { id } } }';

function setup(respond: Respond = () => json({ data: {} }), hostMode?: HostMode) {
  const rec = recordingFetch(respond);
  const client = createClient({ ...testClientOptions(rec.fetch), ...(hostMode ? { hostMode } : {}) });
  return { client, requests: rec.requests };
}

describe('graphql', () => {
  describe('request shape', () => {
    it('should POST {query, variables} as JSON to /graphql/alpha on the api host with auth', async () => {
      const { client, requests } = setup(() => json({ data: { products: { items: [{ id: 'p1' }] } } }));
      const result = await graphql(client, QUERY, { limit: 2 });
      expect(result).toEqual({ data: { products: { items: [{ id: 'p1' }] } } });
      expect(requests).toHaveLength(1);
      const [r] = requests;
      expect(r).toMatchObject({ method: 'POST', host: TEST_HOSTS.api, path: '/graphql/alpha', search: '' });
      expect(r!.body).toEqual({ query: QUERY, variables: { limit: 2 } });
      expect(r!.headers.get('content-type')).toBe('application/json');
      expect(r!.headers.get('authorization')).toBe('visitor-token');
      expect(r!.headers.get('x-storefront-kit')).toBe(`graphql@${pkg.version}`);
    });

    it('should send variables made without a prototype (Object.create(null)) as they are', async () => {
      const { client, requests } = setup();
      const variables = Object.assign(Object.create(null) as Record<string, unknown>, { limit: 2 });
      await graphql(client, QUERY, variables);
      expect(requests[0]!.body).toEqual({ query: QUERY, variables: { limit: 2 } });
    });

    it('should leave variables and operationName out of the body when not given', async () => {
      const { client, requests } = setup();
      await graphql(client, '{ products { items { id } } }');
      expect(requests[0]!.body).toEqual({ query: '{ products { items { id } } }' });
    });

    it('should send the apiVersion as the path segment and operationName in the body', async () => {
      const { client, requests } = setup();
      await graphql(client, QUERY, {}, { apiVersion: 'v1.2', operationName: 'Products' });
      expect(requests[0]!.path).toBe('/graphql/v1.2');
      expect(requests[0]!.body).toEqual({ query: QUERY, variables: {}, operationName: 'Products' });
    });

    it('should pass per-call headers', async () => {
      const { client, requests } = setup();
      await graphql(client, QUERY, undefined, { headers: { 'x-trace': 't1' } });
      expect(requests[0]!.headers.get('x-trace')).toBe('t1');
    });

    it.each(['split', 'api', 'edge'] as const)('should use the api host in %s host mode, never read-only or edge', async (mode) => {
      const { client, requests } = setup(undefined, mode);
      await graphql(client, QUERY);
      expect(requests[0]).toMatchObject({ method: 'POST', host: TEST_HOSTS.api, path: '/graphql/alpha' });
      expect(requests[0]!.headers.get('authorization')).toBe('visitor-token');
    });

    it('should keep the JSON body and http-core errors in edge mode', async () => {
      const { client, requests } = setup(() => json({ message: 'boom' }, { status: 500 }), 'edge');
      const error = await rejectionOf(graphql(client, QUERY, { limit: 1 }));
      expect(isHttpError(error) && error.status).toBe(500);
      expect(requests[0]!.body).toEqual({ query: QUERY, variables: { limit: 1 } });
      expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    });

    it("should be the client's own call in edge mode: its middleware sees the graphql endpoint, on the api host", async () => {
      const rec = recordingFetch(() => json({ data: {} }));
      const seen: string[] = [];
      const middleware = [
        {
          onRequest: ({ request, endpoint }: { request: Request; endpoint: { path: string; sdk?: string } }) =>
            void seen.push(`${endpoint.path} ${endpoint.sdk} ${new URL(request.url).origin}`),
        },
      ];
      await graphql(createClient({ ...testClientOptions(rec.fetch), hostMode: 'edge', middleware }), QUERY);
      expect(seen).toEqual([`/graphql/{apiVersion} graphql@${pkg.version} ${new URL(TEST_HOSTS.api).origin}`]);
    });

    it('should work with a client that only has request (a test double)', async () => {
      const calls: unknown[] = [];
      const double = { request: async (...args: unknown[]) => (calls.push(args), { data: { ok: true } }) } as never;
      await expect(graphql(double, '{ ok }')).resolves.toEqual({ data: { ok: true } });
      expect(calls).toHaveLength(1);
    });
  });

  describe('documents', () => {
    it('should send loc.source.body of a document object', async () => {
      const { client, requests } = setup();
      const doc = { kind: 'Document', definitions: [], loc: { start: 0, end: QUERY.length, source: { body: QUERY, name: 'GraphQL request' } } };
      await graphql(client, doc as DocumentLike);
      expect(requests[0]!.body).toEqual({ query: QUERY });
    });

    it('should send the text of a String object (codegen TypedDocumentString)', async () => {
      class TypedDocumentString extends String {
        __apiType?: (v: { limit: number }) => { products: unknown };
      }
      const { client, requests } = setup();
      const doc: TypedStringLike<{ products: unknown }, { limit: number }> = new TypedDocumentString(QUERY);
      await graphql(client, doc, { limit: 3 });
      expect(requests[0]!.body).toEqual({ query: QUERY, variables: { limit: 3 } });
    });

    it('should print a document without source with the print option', async () => {
      const { client, requests } = setup();
      const doc: DocumentLike = { kind: 'Document' };
      await graphql(client, doc, undefined, { print: (d) => (d === doc ? '{ printed }' : 'wrong') });
      expect(requests[0]!.body).toEqual({ query: '{ printed }' });
    });
  });

  describe('local validation (before any request)', () => {
    const bad: [string, () => Parameters<typeof graphql>, string][] = [
      ['an empty query', () => [undefined as never, ''], 'query'],
      ['a blank query', () => [undefined as never, ' \n\t '], 'query'],
      ['an undefined query', () => [undefined as never, undefined as never], 'query'],
      ['a null query', () => [undefined as never, null as never], 'query'],
      ['a number query', () => [undefined as never, 42 as never], 'query'],
      ['an object that is not a document', () => [undefined as never, { kind: 'Field' } as never], 'query'],
      ['a document without source or print', () => [undefined as never, { kind: 'Document' } as DocumentLike], 'query'],
      ['a document with an empty source', () => [undefined as never, { kind: 'Document', loc: { source: { body: '  ' } } } as DocumentLike], 'query'],
      ['array variables', () => [undefined as never, QUERY, [1] as never], 'variables'],
      ['null variables', () => [undefined as never, QUERY, null as never], 'variables'],
      ['string variables', () => [undefined as never, QUERY, 'x' as never], 'variables'],
      ['Map variables (JSON sends {}, losing every value)', () => [undefined as never, QUERY, new Map([['limit', 1]]) as never], 'variables'],
      ['Date variables (JSON sends a string)', () => [undefined as never, QUERY, new Date(0) as never], 'variables'],
      ...['', '.', '..', '../x', 'a/b', '%2e%2e', 'alpha?x=1', 'alpha#x', ' alpha', 'a'.repeat(65)].map(
        (apiVersion): [string, () => Parameters<typeof graphql>, string] => [
          `apiVersion ${JSON.stringify(apiVersion)}`,
          () => [undefined as never, QUERY, undefined, { apiVersion }],
          'apiVersion',
        ],
      ),
      ['a non-string apiVersion', () => [undefined as never, QUERY, undefined, { apiVersion: 2 as never }], 'apiVersion'],
      ['an empty operationName', () => [undefined as never, QUERY, undefined, { operationName: '' }], 'operationName'],
    ];
    it.each(bad)('should reject %s with a ValidationError', async (_, args, field) => {
      const { client, requests } = setup();
      const [, ...rest] = args();
      const error = await rejectionOf(graphql(client, ...(rest as [string])));
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field).toBe(field);
      expect(requests).toHaveLength(0);
    });

    it('should reject variables that cannot be JSON (BigInt) before any request', async () => {
      const { client, requests } = setup();
      const error = await rejectionOf(graphql(client, QUERY, { id: 1n }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(requests).toHaveLength(0);
    });
  });

  describe('results', () => {
    it('should return GraphQL errors with partial data, not throw', async () => {
      const errors = [{ message: 'Cannot query field "nope"', path: ['products', 'nope'], extensions: { code: 'X' } }];
      const { client } = setup(() => json({ data: { products: null }, errors, extensions: { cost: 1 } }));
      await expect(graphql(client, QUERY)).resolves.toEqual({ data: { products: null }, errors, extensions: { cost: 1 } });
    });

    it.each([
      ['absent', { errors: [{ message: 'Syntax Error' }] }],
      ['null', { data: null, errors: [{ message: 'Syntax Error' }] }],
    ])('should give data null when it is %s', async (_, body) => {
      const { client } = setup(() => json(body));
      await expect(graphql(client, QUERY)).resolves.toEqual({ data: null, errors: [{ message: 'Syntax Error' }] });
    });

    it('should give data null for an empty 2xx body and ignore a non-array errors field', async () => {
      const empty = setup(() => new Response(null, { status: 204 }));
      await expect(graphql(empty.client, QUERY)).resolves.toEqual({ data: null });
      const odd = setup(() => json({ data: { a: 1 }, errors: 'nope' }));
      await expect(graphql(odd.client, QUERY)).resolves.toEqual({ data: { a: 1 } });
    });

    it('should throw an HttpError for a non-2xx answer, keeping the body in data', async () => {
      const body = { errors: [{ message: 'bad request' }] };
      const { client } = setup(() => json(body, { status: 400, statusText: 'Bad Request', headers: { 'x-wix-request-id': 'req-1' } }));
      const error = await rejectionOf(graphql(client, QUERY));
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, requestId: 'req-1', data: body, method: 'POST', url: 'https://api.test/graphql/alpha' });
    });

    it('should throw an HttpError with the system message for a 500', async () => {
      const { client } = setup(() => json({}, { status: 500, statusText: 'Internal Server Error', headers: { 'x-wix-request-id': 'r9' } }));
      const error = await rejectionOf(graphql(client, QUERY));
      expect(isHttpError(error)).toBe(true);
      expect((error as HttpError).message).toBe('System error occurred, request-id: r9 (POST /graphql/alpha)');
    });

    it('should reject with an AbortError when the signal is aborted', async () => {
      const { client } = setup();
      const controller = new AbortController();
      controller.abort();
      await expect(graphql(client, QUERY, undefined, { signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
    });
  });

  describe('graphqlModule', () => {
    it('should bind to a client through modules', async () => {
      const rec = recordingFetch(() => json({ data: { ok: true } }));
      const client = createClient({ hosts: TEST_HOSTS, fetch: rec.fetch, modules: { graphql: graphqlModule } });
      await expect(client.graphql.graphql('{ ok }', undefined, { apiVersion: 'beta' })).resolves.toEqual({ data: { ok: true } });
      expect(rec.requests[0]).toMatchObject({ method: 'POST', host: TEST_HOSTS.api, path: '/graphql/beta' });
    });
  });
});
