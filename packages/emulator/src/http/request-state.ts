import type { Context } from 'hono';
import type { HostKind } from './hosts';
import type { Principal } from '../core/principal';

/** What the core remembers about one request while it is handled. */
export interface RequestState {
  hostKind: HostKind;
  requestId?: string;
  /** Principal resolution, memoised: resolved once per request. */
  auth?: AuthResult;
  /** The parsed request body, once a route parsed it. */
  body?: unknown;
  /** Set by an `ignored` fault: a route that knows it answers as if its write were not honoured. */
  writeIgnored?: boolean;
  /** Set when a browser page on an origin the emulator does not trust sent the request (`AccessPolicy.originTrusted`). */
  foreignOrigin?: boolean;
}

/** The outcome of reading an `Authorization` header. */
export type AuthResult = { kind: 'none' } | { kind: 'principal'; principal: Principal } | { kind: 'expired' } | { kind: 'unknown' };

const states = new WeakMap<Request, RequestState>();

/** Attaches state to a request before it reaches the app. */
export function attachState(request: Request, state: RequestState): void {
  states.set(request, state);
}

/** The state of the request behind `c` (created with host `api` when the request did not come through the server). */
export function stateOf(c: Context): RequestState {
  let state = states.get(c.req.raw);
  if (!state) {
    state = { hostKind: 'api' };
    states.set(c.req.raw, state);
  }
  return state;
}

/** Whether an `ignored` fault asks the route behind `c` to leave its write out (`add-to-cart` does). */
export const writeIgnored = (c: Context): boolean => stateOf(c).writeIgnored === true;

/**
 * Whether a browser page on an origin the emulator does not trust sent the request behind `c`: the
 * emulator's test shortcuts (such as its test identity provider) are not offered to it.
 */
export const fromForeignOrigin = (c: Context): boolean => stateOf(c).foreignOrigin === true;
