import { toJson } from '../body';
import type { RequestInput } from '../client-types';
import type { Endpoint } from '../endpoint';
import { ValidationError } from '../errors';
import type { HostKind, HostMode, Hosts } from '../hosts';
import { buildPath } from '../path';
import { encodeQuery } from '../query-string';

/** Methods that read: they carry no body and may go to the read-only host. */
const READS = ['GET', 'HEAD'];
/** Methods that may be sent twice; POST and PATCH never are. */
const IDEMPOTENT = ['GET', 'HEAD', 'PUT', 'DELETE'];
const METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'POST', 'PATCH'];
/** Read-your-writes: the current cart and what lies under it never go to the read-only host. */
const CURRENT_CART = /^\/ecom\/v1\/carts\/current(\/|$)/;

/** A call turned into what goes on the wire, checked before anything is sent. */
export interface PreparedRequest {
  /** The method sent: a GET whose query string is too long travels as a POST. */
  method: string;
  /** Host, prefix and path, without the query string: errors name it. */
  url: string;
  /** `url` with the query string. */
  target: string;
  /** The JSON body, if any. */
  body: string | undefined;
  /** Whether a failed attempt may be sent again. */
  retryable: boolean;
}

/**
 * Checks a call (method, path parameters, body) and works out where it goes: a read goes to the
 * read-only host in `split` mode, unless it reads the current cart, the endpoint asks to read its own
 * writes, or its query string made it a POST.
 */
export function prepareRequest(endpoint: Endpoint, input: RequestInput, hosts: Hosts, hostMode: HostMode): PreparedRequest {
  const { method, prefix } = endpoint;
  if (!METHODS.includes(method)) throw new ValidationError(`Unknown HTTP method "${method}"`, 'method');
  const path = buildPath(endpoint.path, input.params);
  const read = READS.includes(method);
  if (read && input.body !== undefined) throw new ValidationError(`A ${method} request cannot have a body`, 'body');
  // No body stays none: JSON.stringify(undefined) is undefined.
  let body: string | undefined = toJson(input.body);
  let sent = method;
  let query = input.query ? ((method == 'GET' && endpoint.query) || encodeQuery)(input.query) : '';
  if (typeof query == 'object') {
    // The encoder turned the GET into a POST: still a read (retried like one), never on the read-only host.
    sent = 'POST';
    body = query.body;
    query = '';
  }
  const under = (kind: HostKind) => (typeof prefix == 'object' ? (prefix[kind] ?? prefix.api ?? '') : (prefix ?? '')) + path;
  const kind: HostKind =
    hostMode != 'split' ? hostMode : read && sent == method && !endpoint.readYourWrites && !CURRENT_CART.test(under('api')) ? 'readOnly' : 'api';
  const url = hosts[kind] + under(kind);
  return { method: sent, url, target: query ? `${url}?${query}` : url, body, retryable: IDEMPOTENT.includes(method) };
}
