// The current-member call's local checks and the exported zod schema agree on the same inputs.
import type { RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { getCurrentMember } from './members';
import { getMyMemberQuerySchema } from '../schemas';

/** A client that records the query of each request and answers `{}`. */
const recording = () => {
  const queries: unknown[] = [];
  const client = { request: async (_endpoint: unknown, init: { query?: unknown }) => (queries.push(init.query), {}) } as unknown as RequestClient;
  return { client, queries };
};

describe('getCurrentMember input', () => {
  it('accepts exactly what getMyMemberQuerySchema accepts', async () => {
    const inputs: unknown[] = [undefined, [], ['PUBLIC'], ['PUBLIC', 'EXTENDED', 'FULL'], ['FULL', 'FULL', 'FULL', 'FULL'], ['SECRET'], ['full'], 'FULL', [1]];
    for (const fieldsets of inputs) {
      const { client } = recording();
      const local = await getCurrentMember(client, { fieldsets } as never).then(
        () => true,
        () => false,
      );
      expect(local, JSON.stringify(fieldsets)).toBe(getMyMemberQuerySchema.safeParse({ fieldsets }).success);
    }
  });

  it('sends the fieldsets as the query (repeated keys on the wire), nothing without them', async () => {
    const { client, queries } = recording();
    await getCurrentMember(client);
    await getCurrentMember(client, { fieldsets: ['PUBLIC', 'EXTENDED'] });
    expect(queries).toEqual([{}, { fieldsets: ['PUBLIC', 'EXTENDED'] }]);
  });
});
