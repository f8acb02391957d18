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
  /** The last `X-Wix-Consistent` the platform sent; echoed so this client's reads see its own writes. */
  consistent?: string;
}

/** Calls the client's fetch, else the global one as it is at call time. Called inside a try: a fetch that throws synchronously fails like one that rejects. */
export const send = (ctx: ClientContext, input: Request | string, init?: RequestInit): Promise<Response> =>
  (ctx.fetch ?? globalThis.fetch)(input as Request, init);

/** Keeps the answer's consistency token for the next requests; returns the answer. */
export const remember = (ctx: ClientContext, res: Response): Response => {
  ctx.consistent = res.headers.get('x-wix-consistent') ?? ctx.consistent;
  return res;
};

/** The consistency header to send, if the platform gave one. */
export const sticky = (ctx: ClientContext): Record<string, string> | '' | undefined =>
  ctx.consistent && { 'x-wix-consistent': ctx.consistent };
