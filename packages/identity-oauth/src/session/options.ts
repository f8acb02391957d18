import { createClient, invalid, requireObject } from '@storefront-kit/http-core';
import type { OAuthStrategyOptions } from './types';

const REQUIRED_STORAGE_FUNCTIONS = ['getItem', 'setItem', 'removeItem'] as const;
const OPTIONAL_STORAGE_FUNCTIONS = ['subscribe', 'lock'] as const;

/**
 * Refuses bad strategy options when the strategy is made, with the `ValidationError` each names, rather than
 * at the first token call: the strategy builds its clients lazily (on its first call, with the hosts of the
 * client it is given to when it has none of its own). `hosts`, `fetch` and `timeoutMs` are checked by building
 * a client from them (nothing is sent, nothing attached), so they are refused exactly as `createClient`
 * refuses them (`hosts.api`, `fetch`, `timeoutMs`).
 *
 * Initial `tokens` are not refused: they often come from a cookie the shopper's browser sent, and a tampered
 * or outdated one must start a visitor session, not fail every page for that shopper.
 */
export function checkStrategyOptions(options: OAuthStrategyOptions): void {
  const { clientId, tokenRequestHeaders, allowedRedirectUris, expiredSession, onSessionExpired } = requireObject(options, 'options');
  if (typeof clientId !== 'string' || !clientId.trim()) invalid('clientId', 'is required');
  checkStorage(options.storage, 'storage');
  checkStorage(options.transactionStorage, 'transactionStorage');
  createClient({ hosts: options.hosts, fetch: options.fetch, timeoutMs: options.timeoutMs, hostMode: 'api' });
  if (expiredSession !== undefined && expiredSession !== 'error' && expiredSession !== 'visitor') invalid('expiredSession', "must be 'visitor' or 'error'");
  if (onSessionExpired !== undefined && typeof onSessionExpired !== 'function') invalid('onSessionExpired', 'must be a function');
  if (tokenRequestHeaders !== undefined) {
    for (const [name, value] of Object.entries(requireObject(tokenRequestHeaders, 'tokenRequestHeaders'))) {
      if (typeof value !== 'string') invalid(`tokenRequestHeaders.${name}`, 'must be a string');
    }
  }
  if (allowedRedirectUris !== undefined) {
    if (!Array.isArray(allowedRedirectUris)) invalid('allowedRedirectUris', 'must be a list');
    allowedRedirectUris.forEach((uri, i) => {
      if (typeof uri !== 'string') invalid(`allowedRedirectUris[${i}]`, 'must be a string');
    });
  }
}

/** A storage given for `field` has the three functions every storage needs, and the optional ones only as functions. */
function checkStorage(storage: unknown, field: string): void {
  if (storage === undefined) return;
  const given = requireObject(storage, field) as Record<string, unknown>;
  for (const name of REQUIRED_STORAGE_FUNCTIONS) {
    if (typeof given[name] !== 'function') invalid(`${field}.${name}`, 'must be a function');
  }
  for (const name of OPTIONAL_STORAGE_FUNCTIONS) {
    if (given[name] !== undefined && typeof given[name] !== 'function') invalid(`${field}.${name}`, 'must be a function');
  }
}
