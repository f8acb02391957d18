import { ValidationError, type AuthStrategy } from '@storefront-kit/http-core';

/**
 * Options of {@link createApiKeyStrategy}: the key plus the site **or** the account it acts on.
 *
 * @group Strategies
 */
export type ApiKeyStrategyOptions = { apiKey: string; siteId?: string; accountId?: undefined } | { apiKey: string; accountId?: string; siteId?: undefined };

/**
 * Authenticates merchant (back-office) calls with an API key: `Authorization: <key>` plus
 * `wix-site-id` or `wix-account-id`, never both (the platform then rejects the call). Server only:
 * an API key must never reach a browser.
 *
 * @param options - the key, and the site or the account
 * @returns an http-core auth strategy
 * @throws {ValidationError} when the key is missing or both `siteId` and `accountId` are given
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createApiKeyStrategy } from '@storefront-kit/identity-oauth';
 * const admin = createClient({ auth: createApiKeyStrategy({ apiKey: process.env.API_KEY!, siteId: 'site-id' }) });
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export function createApiKeyStrategy(options: ApiKeyStrategyOptions): AuthStrategy {
  const { apiKey, siteId, accountId } = options ?? ({} as ApiKeyStrategyOptions);
  if (typeof apiKey !== 'string' || !apiKey) throw new ValidationError('apiKey is required', 'apiKey');
  if (siteId && accountId) throw new ValidationError('Give siteId or accountId, not both.', 'siteId');
  const headers: Record<string, string> = { Authorization: apiKey };
  if (siteId) headers['wix-site-id'] = siteId;
  if (accountId) headers['wix-account-id'] = accountId;
  return { getAuthHeaders: async () => ({ ...headers }) };
}

/**
 * The official SDK's name for {@link createApiKeyStrategy}, kept as the migration path: back-office
 * code written against the platform's SDK (`ApiKeyStrategy({ apiKey, siteId })`) works unchanged.
 *
 * @param options - the key, and the site or the account
 * @returns an http-core auth strategy
 * @throws {ValidationError} when the key is missing or both `siteId` and `accountId` are given
 * @group Strategies
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { ApiKeyStrategy } from '@storefront-kit/identity-oauth';
 * const admin = createClient({ auth: ApiKeyStrategy({ apiKey: process.env.API_KEY!, accountId: 'account-id' }) });
 * declare const process: { env: Record<string, string | undefined> };
 * ```
 */
export const ApiKeyStrategy: (options: ApiKeyStrategyOptions) => AuthStrategy = createApiKeyStrategy;
