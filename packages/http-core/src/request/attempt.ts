import type { RequestInput } from '../client-types';
import type { Endpoint } from '../endpoint';
import { NetworkError } from '../errors';
import { mergeHeaders } from '../headers';
import { readSuccess, readText, toHttpError } from '../response';
import type { linkSignal } from '../timeout';
import { HTTP_CORE_SDK } from '../version';
import { remember, send, stick, type ClientContext } from './context';
import type { PreparedRequest } from './prepare';

/** One call across its attempts, as middleware sees it. */
export interface CallState {
  endpoint: Endpoint;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
  /** The last request built for middleware or a custom fetch. */
  request?: Request;
}

/**
 * Sends one attempt and reads its answer: resolves the JSON object of a 2xx, rejects with a NetworkError
 * when no answer came, an HttpError for any other status. Headers, lowest precedence first: the SDK's
 * own, the content type, the client's, the auth strategy's, the call's, the consistency token.
 */
export async function sendAttempt(
  ctx: ClientContext,
  call: CallState,
  prepared: PreparedRequest,
  input: RequestInput,
  authHeaders: Record<string, string> | undefined,
  { signal, race }: ReturnType<typeof linkSignal>,
): Promise<unknown> {
  const { method, url, target, body } = prepared;
  const { endpoint, attempt } = call;
  const headers = stick(ctx, mergeHeaders({ 'x-storefront-kit': endpoint.sdk ?? HTTP_CORE_SDK }, body && { 'content-type': 'application/json' }, ctx.headers, authHeaders, input.headers));
  const init = { method, body, signal, headers };
  // A custom fetch and middleware get a Request. Otherwise the URL and init go to the global fetch as
  // they are: fetch would copy a Request built only for it and follow its signal a second time (tens of
  // µs per call in Node's fetch).
  let req: Request | undefined;
  if (ctx.fetch || ctx.middleware[0]) {
    call.request = req = new Request(target, init);
    for (const w of ctx.middleware) call.request = req = (await w.onRequest?.({ request: req, endpoint, attempt })) || req;
  }
  let res: Response;
  try {
    res = await race(req ? send(ctx, req) : send(ctx, target, init));
  } catch (cause) {
    throw new NetworkError(`Network error on ${method} ${url}`, { cause });
  }
  for (const w of ctx.middleware) res = (await w.onResponse?.({ request: req!, response: res, endpoint, attempt })) || res;
  remember(ctx, res, headers);
  const text = await race(readText(res, ctx.maxResponseBytes));
  if (res.ok) return readSuccess(res, text);
  throw toHttpError(res, text, method, url, attempt);
}
