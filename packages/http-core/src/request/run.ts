import type { RequestInput } from '../client-types';
import type { Endpoint } from '../endpoint';
import { HttpError } from '../errors';
import { linkSignal } from '../timeout';
import { sendAttempt, type CallState } from './attempt';
import type { ClientContext } from './context';
import { prepareRequest } from './prepare';
import { retryDelay } from './retry-policy';

/**
 * Runs one call: checks it, then sends attempts until one succeeds or the retry policy gives up. A 401
 * renews the token once and replays. Errors from the auth strategy (getting headers, renewing) end the
 * call at once: a retry would present the same refresh token again. Middleware's `onError` sees the
 * final error; once the signal has fired (caller's abort or the timeout) that error is the signal's.
 */
export async function runRequest(ctx: ClientContext, endpoint: Endpoint, input: RequestInput = {}): Promise<unknown> {
  const link = linkSignal(input.signal, input.timeoutMs ?? ctx.timeoutMs ?? 30_000);
  const call: CallState = { endpoint, attempt: 0 };
  const { auth } = ctx;
  try {
    const prepared = prepareRequest(endpoint, input, ctx.hosts, ctx.hostMode);
    let replayed = false;
    for (;;) {
      call.attempt++;
      link.signal.throwIfAborted();
      const authHeaders = auth && (await link.race(auth.getAuthHeaders()));
      try {
        return await sendAttempt(ctx, call, prepared, input, authHeaders, link);
      } catch (e) {
        if (e instanceof HttpError && e.status == 401 && !replayed && auth?.onUnauthorized) {
          replayed = true;
          if (await link.race(auth.onUnauthorized())) {
            call.attempt--;
            continue;
          }
        }
        const delay = link.signal.aborted ? undefined : retryDelay(e, call.attempt, prepared.retryable, ctx.retry);
        if (delay === undefined) throw e;
        await link.sleep(delay);
      }
    }
  } catch (e) {
    let error = link.signal.aborted ? link.signal.reason : e;
    for (const w of ctx.middleware) error = (await w.onError?.({ request: call.request, endpoint, attempt: call.attempt, error })) ?? error;
    throw error;
  } finally {
    link.done();
  }
}
