import { vi } from 'vitest';

/** A JSON Response (content-type application/json unless overridden). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

type Handler = (req: Request) => Response | Promise<Response>;

/**
 * An injectable fetch answering with `handlers` in turn (the last one repeats; `{}` when none).
 * `requests` records every Request it received.
 */
export function mockFetch(...handlers: Handler[]) {
  const requests: Request[] = [];
  const fn = vi.fn(async (req: Request): Promise<Response> => {
    requests.push(req);
    const handler = handlers[requests.length - 1] ?? handlers[handlers.length - 1];
    return handler ? handler(req) : json({});
  });
  return Object.assign(fn, { requests });
}

/** A fetch that never answers but rejects when the request's signal aborts. */
export function hangingFetch() {
  const requests: Request[] = [];
  const fn = vi.fn(
    (req: Request) =>
      new Promise<Response>((_, reject) => {
        requests.push(req);
        req.signal.addEventListener('abort', () => reject(req.signal.reason));
      }),
  );
  return Object.assign(fn, { requests });
}

/** Runs `promise` to settlement and returns what it rejected with (fails if it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the promise to reject');
}
