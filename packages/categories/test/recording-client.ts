/** The categories tests' client over test-utils' recording fetch (test-utils imports no workspace package). */
import { createClient } from '@storefront-kit/http-core';
import { json, recordingFetch, type Respond, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';

/** A client whose fetch records requests and answers with `respond` (default `200 {}`); retries are off. */
export function recordingClient(respond: Respond = () => json({})) {
  const { fetch, requests } = recordingFetch(respond);
  return { client: createClient({ ...testClientOptions(fetch) }), requests };
}
