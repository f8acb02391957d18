import { createClient, invalid, requireObject } from '@storefront-kit/http-core';
import { checkTokens } from './tokens';
import type { OAuthStrategyOptions } from './types';

const FUNCTION = 'must be a function';
const STRING = 'must be a string';
const STORAGE_FUNCTIONS = ['getItem', 'setItem', 'removeItem', 'subscribe', 'lock'];

/**
 * Refuses bad strategy options when the strategy is made, with the `ValidationError` each names, rather than
 * at the first token call: the strategy builds its clients lazily (on its first call, with the hosts of the
 * client it is given to when it has none of its own). `hosts`, `fetch` and `timeoutMs` are checked by building
 * a client from them (nothing is sent, nothing attached), so they are refused exactly as `createClient`
 * refuses them (`hosts.api`, `fetch`, `timeoutMs`).
 */
export function checkStrategyOptions(options: OAuthStrategyOptions): void {
  const { clientId, tokens, tokenRequestHeaders, allowedRedirectUris, expiredSession, onSessionExpired } = requireObject(options, 'options');
  if (typeof clientId !== 'string' || !clientId.trim()) invalid('clientId', 'is required');
  for (const field of ['storage', 'transactionStorage'] as const) {
    const storage = options[field] as Record<string, unknown> | undefined;
    // getItem, setItem and removeItem are required; subscribe and lock optional.
    if (storage !== undefined)
      STORAGE_FUNCTIONS.forEach(
        (name, i) => typeof storage?.[name] !== 'function' && (i < 3 || storage?.[name] !== undefined) && invalid(`${field}.${name}`, FUNCTION),
      );
  }
  createClient({ hosts: options.hosts, fetch: options.fetch, timeoutMs: options.timeoutMs, hostMode: 'api' });
  if (expiredSession !== undefined && expiredSession !== 'error' && expiredSession !== 'visitor') invalid('expiredSession', "must be 'visitor' or 'error'");
  if (onSessionExpired !== undefined && typeof onSessionExpired !== 'function') invalid('onSessionExpired', FUNCTION);
  if (tokens != null && !checkTokens(tokens)) invalid('tokens', 'are malformed');
  if (tokenRequestHeaders !== undefined)
    for (const [name, value] of Object.entries(requireObject(tokenRequestHeaders, 'tokenRequestHeaders')))
      typeof value !== 'string' && invalid(`tokenRequestHeaders.${name}`, STRING);
  if (allowedRedirectUris !== undefined)
    (Array.isArray(allowedRedirectUris) ? allowedRedirectUris : invalid('allowedRedirectUris', 'must be a list')).forEach(
      (uri, i) => typeof uri !== 'string' && invalid(`allowedRedirectUris[${i}]`, STRING),
    );
}
