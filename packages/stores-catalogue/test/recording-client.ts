/**
 * The catalogue tests' client over test-utils' recording fetch (test-utils imports no workspace package,
 * so the client is made here).
 */
import { createClient, TimeoutError, type ClientOptions, type RequestClient } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json, recordingFetch, type Respond, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';

/** A client whose fetch records requests and answers with `respond` (default `200 {}`); retries are off, so a failure is one request. */
export function recordingClient<const M extends Record<string, object> = {}>(respond: Respond = () => json({}), options: ClientOptions<M> = {}) {
  const { fetch, requests } = recordingFetch(respond);
  return { client: createClient<M>({ ...testClientOptions(fetch), ...options }), requests };
}

/**
 * The per-call options tests of a module: each call with a `timeoutMs` far below the client's ends in a
 * TimeoutError after one request, and `calls` names every function the module exports (a name's first
 * word, e.g. `queryProducts find`).
 */
export function describePerCallTimeouts(title: string, module: object, calls: [string, (c: RequestClient) => Promise<unknown>][]) {
  describe(title, () => {
    it.each(calls)('%s passes timeoutMs on: a fetch that never answers ends in a TimeoutError', async (_name, call) => {
      const { client, requests } = recordingClient(() => new Promise<Response>(() => {}));
      await expect(call(client)).rejects.toBeInstanceOf(TimeoutError);
      // One request: a timeout is the caller's budget spent, never a reason for a fallback route.
      expect(requests).toHaveLength(1);
    });

    it('covers every exported call', () => {
      const exported = Object.entries(module)
        .filter(([, v]) => typeof v === 'function')
        .map(([name]) => name);
      const tested = new Set(calls.map(([name]) => name.split(' ')[0]));
      expect(exported.filter((name) => !tested.has(name))).toEqual([]);
    });
  });
}
