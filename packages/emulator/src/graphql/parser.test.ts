import { describe, expect, it } from 'vitest';
import { GraphQLSyntaxError, parseQuery } from './parser';

describe('graphql parser', () => {
  it('parses operations, variables, aliases, arguments of every kind and nested selections', () => {
    const doc = parseQuery(`
      query Q($a: Int = 3, $b: [String!]!) {
        x: products(limit: $a, filter: { name: { in: ["a\\"b", """raw \\n"""] }, n: -1.5e2, ok: true, none: null }, sort: PRICE_ASC) {
          items { id }
        }
      }`);
    expect(doc.name).toBe('Q');
    expect(doc.variables).toEqual([
      { name: 'a', type: 'Int', required: false, defaultValue: { kind: 'literal', value: 3 } },
      { name: 'b', type: '[String]', required: true },
    ]);
    const field = doc.selections[0]!;
    expect(field).toMatchObject({ alias: 'x', name: 'products', loc: { line: 3, column: 9 } });
    expect(field.args.limit).toEqual({ kind: 'variable', name: 'a' });
    expect(field.args.sort).toEqual({ kind: 'literal', value: 'PRICE_ASC' });
    expect(field.args.filter).toEqual({
      kind: 'object',
      fields: {
        name: { kind: 'object', fields: { in: { kind: 'list', values: [{ kind: 'literal', value: 'a"b' }, { kind: 'literal', value: 'raw \\n' }] } } },
        n: { kind: 'literal', value: -150 },
        ok: { kind: 'literal', value: true },
        none: { kind: 'literal', value: null },
      },
    });
    expect(field.selections![0]!.selections![0]!.name).toBe('id');
  });

  it('rejects malformed and unsupported documents with a located syntax error', () => {
    const error = (source: string) => {
      try {
        parseQuery(source);
      } catch (e) {
        expect(e).toBeInstanceOf(GraphQLSyntaxError);
        return [(e as GraphQLSyntaxError).message, (e as GraphQLSyntaxError).loc];
      }
      throw new Error('expected a syntax error');
    };
    expect(error('{ a(x: ) }')).toEqual(['Syntax Error: unexpected ")"', { line: 1, column: 8 }]);
    expect(error('{ }')[0]).toBe('Syntax Error: a selection set must not be empty');
    expect(error('{ a } { b }')[0]).toBe('Syntax Error: only one operation is supported, found "{"');
    expect(error('{ a @skip(if: true) }')[0]).toBe('Syntax Error: directives are not supported');
    expect(error('{ a(s: "open\n") }')[0]).toBe('Syntax Error: unterminated string');
    expect(error('subscription { a }')[0]).toMatch(/not supported/);
    // Object keys are GraphQL names: platform operators travel in variables instead.
    expect(error('{ a(f: { $in: [1] }) }')[0]).toBe('Syntax Error: expected a name, found "$"');
  });
});
