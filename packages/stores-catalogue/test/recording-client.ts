/**
 * The catalogue tests' client over test-utils' recording fetch (test-utils imports no workspace package,
 * so the client is made here).
 */
import { createClient, type ClientOptions } from '@storefront-kit/http-core';
import { json, recordingFetch, type Respond, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';

/** A client whose fetch records requests and answers with `respond` (default `200 {}`); retries are off, so a failure is one request. */
export function recordingClient<const M extends Record<string, object> = {}>(respond: Respond = () => json({}), options: ClientOptions<M> = {}) {
  const { fetch, requests } = recordingFetch(respond);
  return { client: createClient<M>({ ...testClientOptions(fetch), ...options }), requests };
}
