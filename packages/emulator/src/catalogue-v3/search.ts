/**
 * What Catalog V3 queries and searches accept: the filter and sort field names of each (400 naming the
 * field otherwise), and free-text search turned into a filter, so a cursor carries it like any filter.
 */
import type { SearchDetails, V3Filter, V3Sorting } from '@storefront-kit/wire/catalogue-v3';
import { PlatformError } from '../core/platform-error';
import { searchFieldsWhenNoneGiven } from './unconfirmed';

/** The fields one query or search kind accepts. */
export interface FieldRules {
  /** Which request this is, for messages (`products query`, `variants search`, ...). */
  name: string;
  filterable: ReadonlySet<string>;
  sortable: ReadonlySet<string>;
  searchable: readonly string[];
  /** Wire names read at another path of the emulator's view (`description` -> `plainDescription`). */
  aliases: Record<string, string>;
  /** Filterable fields that take only the list operators `$hasAll` and `$hasSome`. */
  listOperatorsOnly?: ReadonlySet<string>;
}

const LIST_OPERATORS = new Set(['$hasAll', '$hasSome']);

const invalid = (field: string, description: string) => PlatformError.validation([{ field, description, violatedRule: 'VALIDATION' }]);

/** Refuses a filter naming a field the request does not filter on (inside `$and`, `$or`, `$not` too). */
export function checkFilterFields(filter: V3Filter | undefined, rules: FieldRules, at: string): void {
  if (!filter) return;
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (Array.isArray(value)) value.forEach((f, i) => checkFilterFields(f as V3Filter, rules, `${at}.${key}[${i}]`));
      continue;
    }
    if (key === '$not') {
      checkFilterFields(value as V3Filter, rules, `${at}.$not`);
      continue;
    }
    if (key.startsWith('$')) continue; // an unknown operator: the filter engine names it
    if (!rules.filterable.has(key) && !rules.sortable.has(key)) throw invalid(`${at}.${key}`, `${key} is not a filterable field of the ${rules.name}`);
    if (rules.listOperatorsOnly?.has(key) && !onlyListOperators(value)) {
      throw invalid(`${at}.${key}`, `${key} takes only $hasAll or $hasSome in the ${rules.name}`);
    }
  }
}

/** Whether a field's condition is an object of `$hasAll`/`$hasSome` only (a bare value means `$eq`). */
function onlyListOperators(condition: unknown): boolean {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const operators = Object.keys(condition);
  return operators.length > 0 && operators.every((op) => LIST_OPERATORS.has(op));
}

/** Refuses a sort on a field the request does not sort by. */
export function checkSortFields(sort: V3Sorting[] | undefined, rules: FieldRules, at: string): void {
  (sort ?? []).forEach((s, i) => {
    if (!rules.sortable.has(s.fieldName)) throw invalid(`${at}[${i}].fieldName`, `${s.fieldName} is not a sortable field of the ${rules.name}`);
  });
}

/**
 * A free-text search as a filter: each word (case-insensitive, contained) must be in one of the fields
 * (`mode: 'AND'`) or any word in any field (`'OR'`, the default). Typo tolerance (`fuzzy`) is not
 * emulated. An empty expression filters nothing.
 */
export function searchFilter(search: SearchDetails | undefined, rules: FieldRules, at: string): V3Filter | undefined {
  const words = (search?.expression ?? '').split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return undefined;
  const fields = search?.fields?.length ? search.fields : searchFieldsWhenNoneGiven(rules.searchable);
  fields.forEach((field, i) => {
    if (!rules.searchable.includes(field)) throw invalid(`${at}.fields[${i}]`, `${field} is not a searchable field of the ${rules.name}`);
  });
  const wordIn = (word: string): V3Filter => ({ $or: fields.map((field) => ({ [rules.aliases[field] ?? field]: { $contains: word } })) });
  return search?.mode === 'AND' ? { $and: words.map(wordIn) } : { $or: words.map(wordIn) };
}

/** `a AND b`, leaving out the absent ones. */
export function allOf(...filters: (V3Filter | undefined)[]): V3Filter | undefined {
  const present = filters.filter((f): f is V3Filter => f !== undefined && Object.keys(f).length > 0);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { $and: present };
}

/** Aggregations beside a cursor: refused, as filters are (a next page sends `cursorPaging` alone). */
export function checkAggregationsWithoutCursor(search: { aggregations?: unknown[]; cursorPaging?: { cursor?: string | null } }): void {
  if (search.aggregations?.length && typeof search.cursorPaging?.cursor === 'string') {
    throw invalid('search.aggregations', 'a cursor carries the search: send only cursorPaging');
  }
}

/** Whether a filter asks for hidden items: `visible` false, `$eq: false`, `$ne: true`, or `$in` holding false (inside `$and`/`$or` too). */
export function asksForHidden(filter: V3Filter | undefined, field = 'visible'): boolean {
  if (!filter) return false;
  return Object.entries(filter).some(([key, value]) => {
    if (key === '$and' || key === '$or') return Array.isArray(value) && value.some((f) => asksForHidden(f as V3Filter, field));
    if (key !== field) return false;
    if (value === false) return true;
    if (value === null || typeof value !== 'object') return false;
    const ops = value as Record<string, unknown>;
    return ops.$eq === false || ops.$ne === true || (Array.isArray(ops.$in) && ops.$in.includes(false));
  });
}
