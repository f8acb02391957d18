/**
 * The shape of the tests where a package's local checks and its zod schemas must agree: each case is a
 * public call and the wire payload it sends (or would send), judged by the schema of its request.
 */
import { ValidationError, type RequestClient } from '@storefront-kit/http-core';
import type { z } from 'zod';
import { expect, it } from 'vitest';
import type { Recorded, Respond } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from './recording-client';

/** [what, call, schema of its request, the payload the call sends (or would send)] */
export type AgreementCase = [string, (c: RequestClient) => Promise<unknown>, z.ZodType, unknown];

/** Runs `call` against a recording client: the error it threw (if any) and what it sent. */
async function run(call: AgreementCase[1], respond: Respond) {
  const { client, requests } = recordingClient(respond);
  const error = await call(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, requests };
}

/**
 * Declares the three kinds of agreement: `good` inputs pass both (and send exactly the payload given),
 * `bad` ones fail both (with no request), `stricter` ones only fail the SDK's checks (a rule the schema
 * leaves to the platform). `payload` reads what the schema judges from a recorded request.
 */
export function itAgrees(
  { good, bad, stricter }: Record<'good' | 'bad' | 'stricter', AgreementCase[]>,
  payload: (request: Recorded) => unknown,
  respond: Respond,
): void {
  it.each(good.map((c) => [c[0], c] as const))('both accept %s', async (_what, [, call, schema, wire]) => {
    const { error, requests } = await run(call, respond);
    expect(error).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(payload(requests[0]!)).toEqual(wire);
    expect(schema.safeParse(wire).success).toBe(true);
  });

  it.each(bad.map((c) => [c[0], c] as const))('both refuse %s', async (_what, [, call, schema, wire]) => {
    const { error, requests } = await run(call, respond);
    expect(error).toBeInstanceOf(ValidationError);
    expect(requests).toHaveLength(0);
    expect(schema.safeParse(wire).success).toBe(false);
  });

  it.each(stricter.map((c) => [c[0], c] as const))(
    'only the SDK refuses %s (a rule the schema leaves to the platform)',
    async (_what, [, call, schema, wire]) => {
      const { error, requests } = await run(call, respond);
      expect(error).toBeInstanceOf(ValidationError);
      expect(requests).toHaveLength(0);
      expect(schema.safeParse(wire).success).toBe(true);
    },
  );
}
