/**
 * Search aggregations over every match of a search (not only its page): `VALUE` (count per value, the
 * items without one in a bucket of their own with `missingValues: 'INCLUDE'`),
 * `RANGE` (count per bucket, `from` inclusive, `to` exclusive) and `SCALAR` (`MIN`, `MAX`,
 * `COUNT_DISTINCT`). Other types answer 400 naming the type.
 */
import type { Aggregation, AggregationResult } from '@storefront-kit/wire/catalogue-v3';
import { PlatformError } from '../core/platform-error';
import { readPath } from '../catalogue/query';
import { SUPPORTED_AGGREGATIONS } from './unconfirmed';

const DEFAULT_VALUE_LIMIT = 10;

function valuesAt(item: unknown, path: string): unknown[] {
  const value = readPath(item, path);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => v !== undefined && v !== null && typeof v !== 'object');
}

const numbersAt = (item: unknown, path: string): number[] => valuesAt(item, path).map(Number).filter(Number.isFinite);

/**
 * The bucket of items without a value (`missingValues: 'INCLUDE'`): `includeOptions.addToBucket`, else the
 * platform's default for the field's type, `"0"` for a number, `"false"` for a boolean, `"N/A"` otherwise
 * (the type read from the values the other items hold).
 */
function missingBucket(a: Aggregation, present: unknown[]): string {
  if (a.value?.includeOptions?.addToBucket) return a.value.includeOptions.addToBucket;
  const type = typeof present[0];
  return type === 'number' ? '0' : type === 'boolean' ? 'false' : 'N/A';
}

function valueResult(items: unknown[], a: Aggregation, path: string): AggregationResult['values'] {
  const counts = new Map<string, number>();
  const add = (v: string) => counts.set(v, (counts.get(v) ?? 0) + 1);
  const present: unknown[] = [];
  let missing = 0;
  for (const item of items) {
    const values = valuesAt(item, path);
    if (values.length === 0) missing += 1;
    else present.push(values[0]);
    for (const v of new Set(values.map(String))) add(v);
  }
  if (a.value?.missingValues === 'INCLUDE' && missing > 0) {
    const bucket = missingBucket(a, present);
    counts.set(bucket, (counts.get(bucket) ?? 0) + missing);
  }
  const byValue = a.value?.sortType === 'VALUE';
  const sign = a.value?.sortDirection === 'ASC' ? 1 : -1;
  const results = [...counts].map(([value, count]) => ({ value, count }));
  results.sort((x, y) => (byValue ? x.value.localeCompare(y.value) : x.count - y.count) * sign || x.value.localeCompare(y.value));
  return { results: results.slice(0, a.value?.limit ?? DEFAULT_VALUE_LIMIT) };
}

function rangeResult(items: unknown[], a: Aggregation, path: string): AggregationResult['ranges'] {
  return {
    results: (a.range?.buckets ?? []).map(({ from, to }) => {
      const inBucket = (n: number) => (from === undefined || from === null || n >= from) && (to === undefined || to === null || n < to);
      const count = items.filter((item) => numbersAt(item, path).some(inBucket)).length;
      return { ...(from !== undefined && from !== null ? { from } : {}), ...(to !== undefined && to !== null ? { to } : {}), count };
    }),
  };
}

function scalarResult(items: unknown[], a: Aggregation, path: string): AggregationResult['scalar'] {
  const type = a.scalar?.type ?? 'COUNT_DISTINCT';
  if (type === 'COUNT_DISTINCT') return { type, value: new Set(items.flatMap((item) => valuesAt(item, path).map(String))).size };
  const numbers = items.flatMap((item) => numbersAt(item, path));
  const value = numbers.length === 0 ? 0 : type === 'MIN' ? Math.min(...numbers) : Math.max(...numbers);
  return { type, value };
}

/** The results of `aggregations` over `items` (views); `aliases` maps wire paths to view paths. */
export function aggregate(items: unknown[], aggregations: Aggregation[], aliases: Record<string, string>): AggregationResult[] {
  return aggregations.map((a, i) => {
    const type = a.type ?? (a.range ? 'RANGE' : a.scalar ? 'SCALAR' : 'VALUE');
    if (!(SUPPORTED_AGGREGATIONS as readonly string[]).includes(type)) {
      throw PlatformError.validation([
        { field: `search.aggregations[${i}].type`, description: `the emulator does not compute ${type} aggregations`, violatedRule: 'VALIDATION' },
      ]);
    }
    if (!a.fieldPath)
      throw PlatformError.validation([{ field: `search.aggregations[${i}].fieldPath`, description: 'fieldPath is required', violatedRule: 'REQUIRED_FIELD' }]);
    const path = aliases[a.fieldPath] ?? a.fieldPath;
    const head = { name: a.name ?? a.fieldPath, type, fieldPath: a.fieldPath };
    if (type === 'RANGE') return { ...head, ranges: rangeResult(items, a, path) };
    if (type === 'SCALAR') return { ...head, scalar: scalarResult(items, a, path) };
    return { ...head, values: valueResult(items, a, path) };
  });
}
