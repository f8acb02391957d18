/**
 * The cart tests' client over test-utils' recording fetch (test-utils imports no workspace package, so
 * the client is made here).
 */
import { createClient } from '@storefront-kit/http-core';
import { json, recordingFetch, type Respond, scriptedFetch, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';

/** A client whose fetch records requests and answers with `respond` (default: a cart). */
export function recordingClient(respond: Respond = () => json({ cart: { id: 'c1' } })) {
  const { fetch, requests } = recordingFetch(respond);
  return { client: createClient(testClientOptions(fetch)), requests };
}

/** A client whose answers the test releases one by one, in any order (see `scriptedFetch`). */
export function scripted() {
  const script = scriptedFetch();
  return { ...script, client: createClient(testClientOptions(script.fetch)) };
}
