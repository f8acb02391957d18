import type { AuthStrategy, FetchLike } from '../client-types';
import type { HostMode, Hosts } from '../hosts';
import type { Middleware } from '../middleware';
import type { RetryOptions } from '../retry';

/** What one client's calls share: its options with the defaults resolved, and the consistency token it echoes. */
export interface ClientContext {
  auth?: AuthStrategy;
  fetch?: FetchLike;
  headers?: HeadersInit;
  hosts: Hosts;
  hostMode: HostMode;
  middleware: Middleware[];
  maxResponseBytes: number;
  retry: RetryOptions;
  timeoutMs?: number;
  /**
   * The last `X-Wix-Consistent` the platform sent, with the `Authorization` it was sent for: echoed so this
   * client's reads see its own writes, and only with the same credentials (another user, or a renewed
   * token, starts without it).
   */
  consistent?: [credentials: string | null, token: string];
}

/** Calls the client's fetch, else the global one as it is at call time. Called inside a try: a fetch that throws synchronously fails like one that rejects. */
export const send = (ctx: ClientContext, input: Request | string, init?: RequestInit): Promise<Response> =>
  (ctx.fetch ?? globalThis.fetch)(input as Request, init);

/** Keeps the answer's consistency token, with the credentials `sent` carried, for the next requests; returns the answer. */
export const remember = (ctx: ClientContext, res: Response, sent: Headers): Response => {
  const token = res.headers.get('x-wix-consistent');
  if (token) ctx.consistent = [sent.get('authorization'), token];
  return res;
};

/** Adds the consistency token to `headers` when they carry the credentials it was earned with; returns them. */
export const stick = (ctx: ClientContext, headers: Headers): Headers => {
  const earned = ctx.consistent;
  // Headers.get answers null, never undefined: no token kept means no match.
  if (earned?.[0] === headers.get('authorization')) headers.set('x-wix-consistent', earned![1]);
  return headers;
};
