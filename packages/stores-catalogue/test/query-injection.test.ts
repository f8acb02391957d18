/**
 * Hostile query input. A filter value is never read as an operator: a value such as `{ $ne: null }`
 * (user input passed on as it is) throws a ValidationError before anything is sent; a legitimate value
 * still works. A query whose body is over the platform's limit (the emulator refuses above 1 MiB, as a
 * gateway would) ends as one HttpError(413), not retried, and the client goes on serving queries.
 */
import { isHttpError, isStorefrontError, ValidationError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { queryCollections, queryProducts } from '@storefront-kit/stores-catalogue';
import { useEmulatorWithVisitor } from './helpers';

const env = useEmulatorWithVisitor();

const queries = () => env.emulator.requestLog({ path: '/**/query*' });

/** What the builder call threw, or what `find()` rejected with when the call itself went through. */
async function attempt(run: () => { find(): Promise<unknown> }): Promise<unknown> {
  try {
    return await run().find();
  } catch (e) {
    return e;
  }
}

// Values a storefront might take from a URL or a form and pass on without looking (`?slug[$ne]=`).
const INJECTIONS: [string, unknown][] = [
  ['{ $ne: null }', { $ne: null }],
  ["{ $startsWith: '' }", { $startsWith: '' }],
  ['{ __proto__: ... } from JSON', JSON.parse('{"__proto__":{"$ne":null}}')],
  ['{ $regex: ".*" }', { $regex: '.*' }],
];

describe('filter values are never operators (against the emulator)', () => {
  it.each(INJECTIONS)('queryProducts().eq("slug", %s) throws ValidationError and sends nothing', async (_, value) => {
    const error = await attempt(() => queryProducts(env.visitor).eq('slug', value as string));
    expect(error).toBeInstanceOf(ValidationError);
    expect(isStorefrontError(error) && error.code).toBe('ERR_VALIDATION');
    expect(error).toMatchObject({ field: 'slug', message: expect.stringContaining('eq("slug")') });
    expect(queries()).toEqual([]);
  });

  it.each(INJECTIONS)('queryCollections().eq("slug", %s) throws ValidationError and sends nothing', async (_, value) => {
    const error = await attempt(() => queryCollections(env.visitor).eq('slug', value as string));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'slug' });
    expect(queries()).toEqual([]);
  });

  it('refuses objects in the other comparison methods of both builders', async () => {
    const o = { $ne: null } as never;
    const attempts = [
      () => queryProducts(env.visitor).ne('name', o),
      () => queryProducts(env.visitor).gt('price', o),
      () => queryProducts(env.visitor).le('createdDate', o),
      () => queryProducts(env.visitor).between('price', 1, o),
      () => queryProducts(env.visitor).in('id', [o]),
      () => queryProducts(env.visitor).hasSome('collectionIds', o),
      () => queryProducts(env.visitor).hasAll('collectionIds', [o]),
      () => queryProducts(env.visitor).startsWith('name', o),
      () => queryProducts(env.visitor).contains('description', o),
      () => queryProducts(env.visitor).exists('ribbon', o),
      () => queryCollections(env.visitor).ne('slug', o),
      () => queryCollections(env.visitor).in('id', o),
      () => queryCollections(env.visitor).endsWith('name', o),
    ];
    for (const run of attempts) expect(await attempt(run), run.toString()).toBeInstanceOf(ValidationError);
    expect(queries()).toEqual([]);
  });

  it('still finds by a legitimate value, and an operator-looking string is only a string', async () => {
    const { items, totalCount } = await queryProducts(env.visitor).eq('slug', 'hoodie').find();
    expect(items.map((p) => p.slug)).toEqual(['hoodie']);
    expect(totalCount).toBe(1);
    expect((await queryProducts(env.visitor).eq('slug', '{"$ne":null}').find()).items).toEqual([]);
    const { items: sale } = await queryCollections(env.visitor).eq('slug', 'sale').find();
    expect(sale.map((c) => c.slug)).toEqual(['sale']);
    expect(queries()).toHaveLength(3);
  });
});

describe('a query body over the limit (against the emulator)', () => {
  it('rejects with HttpError 413 after one request, then the next query is served', async () => {
    // 30,000 ids of 36 characters: about 1.2 MB of JSON, sent as a POST body.
    const ids = Array.from({ length: 30_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const error = await attempt(() => queryProducts(env.visitor).hasSome('collectionIds', ids));

    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', retryable: false, attempts: 1, method: 'POST' });
    expect(queries().map((entry) => entry.status)).toEqual([413]);

    const { items } = await queryProducts(env.visitor).limit(2).find();
    expect(items).toHaveLength(2);
    expect(queries().map((entry) => entry.status)).toEqual([413, 200]);
  });
});
