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
