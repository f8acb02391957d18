import { ValidationError } from '@storefront-kit/http-core';
import type { DocumentLike, GraphQLOptions, GraphQLQuery } from './types';

const fail = (why: string) => new ValidationError(`query ${why}`, 'query');

/**
 * The query text of a string, a `String` object (codegen's `TypedDocumentString`) or a document object
 * (`loc.source.body`, else `print(document)`). Blank text and anything else are a ValidationError.
 */
export function queryText(query: GraphQLQuery<unknown, never>, print?: GraphQLOptions['print']): string {
  let text: unknown = query;
  if (query instanceof String) text = String(query);
  else if (typeof query === 'object' && query !== null) {
    if ((query as DocumentLike).kind !== 'Document') throw fail('must be a string or a GraphQL document object');
    text = (query as DocumentLike).loc?.source?.body ?? print?.(query as DocumentLike);
    if (text === undefined) {
      throw fail('document has no source text (loc.source.body); pass a string, or a `print` option');
    }
  }
  if (typeof text !== 'string') throw fail('must be a string or a GraphQL document object');
  if (!text.trim()) throw fail('is empty');
  return text;
}

/** What an operation does: `query` only reads; `mutation` writes; `subscription` streams. */
type OperationType = 'query' | 'mutation' | 'subscription';

// The tokens that matter to find a document's operations: strings and comments (skipped whole, so a
// bracket inside them counts for nothing), names, and any other character alone.
const TOKEN = /"""(?:\\"""|[\s\S])*?"""|"(?:\\.|[^"\\\n\r])*"|#[^\n\r]*|[_A-Za-z]\w*|[^\s,\uFEFF]/g;
const OPENS = '{([';
const CLOSES = '})]';
const KEYWORDS = ['query', 'mutation', 'subscription', 'fragment'];

interface Definition {
  /** `query`, `mutation`, `subscription` or `fragment`. */
  type: string;
  name?: string;
}

/**
 * The type of the operation a request runs: the one named `operationName`, else the document's only
 * operation (a bare `{ ... }` is a query). `undefined` when it cannot be told: no such operation, several
 * and no name to pick one, a type-system definition, unbalanced brackets or an unterminated string. Only
 * the top level is read (keywords, names, brackets); the server parses the rest.
 */
export function operationType(text: string, operationName?: string): OperationType | undefined {
  const definitions: Definition[] = [];
  // The definition being read, until its selection set closes; `named`: the token after its keyword was read.
  let current: Definition | undefined;
  let named = true;
  let depth = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    if (token[0] === '#' || (token[0] === '"' && token.length > 1)) continue;
    // A lone quote opens a string that never ends: the brackets after it cannot be trusted.
    if (token === '"') return;
    const opens = OPENS.includes(token);
    if (opens || CLOSES.includes(token)) {
      depth += opens ? 1 : -1;
      if (depth < 0) return;
      // A `{` at the top level outside a definition is a query's shorthand; the `}` back to the top
      // level closes the definition's selection set (its header's brackets close inside it).
      if (depth === 1 && token === '{' && !current) {
        current = { type: 'query' };
        definitions.push(current);
      } else if (depth === 0 && token === '}') current = undefined;
    } else if (depth === 0 && !current) {
      if (!KEYWORDS.includes(token)) return;
      current = { type: token };
      definitions.push(current);
      named = false;
      continue;
    } else if (depth === 0 && !named && /^[_A-Za-z]/.test(token) && current) current.name = token;
    named = true;
  }
  if (depth !== 0 || current) return;
  const picked = definitions.filter(({ type, name }) => type !== 'fragment' && (operationName === undefined || name === operationName));
  return picked.length === 1 ? (picked[0]?.type as OperationType) : undefined;
}
