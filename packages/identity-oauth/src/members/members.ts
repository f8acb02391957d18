import { defineEndpoint, invalid, type CallOptions, type RequestClient } from '@storefront-kit/http-core';
import { MAX_MEMBER_FIELDSETS, MEMBER_FIELDSETS, type GetMyMemberResponse, type MemberFieldset } from '@storefront-kit/wire/identity';
import { SDK } from '../sdk';

// The members API's current member. A read of the caller's own data, just changed by a sign-up or a
// sign-in: kept off the read-only host, as the current cart is.
const myMemberEndpoint = /* @__PURE__ */ defineEndpoint({ method: 'GET', path: '/v1/members/my', prefix: '/members', readYourWrites: true, sdk: SDK });

/**
 * Options of {@link getCurrentMember}: which fields to read, plus `signal` and `timeoutMs`.
 *
 * @group Calls
 */
export interface GetCurrentMemberOptions extends CallOptions {
  /**
   * The predefined field sets to read (at most three; the widest wins): `PUBLIC` (the platform's
   * default: id, dates, `profile`), `EXTENDED` (adds `loginEmail` and the statuses) or `FULL` (adds
   * `contact`, the member's names among them).
   */
  fieldsets?: MemberFieldset[];
}

/**
 * The signed-in member (`GET /members/v1/members/my`), as the official `@wix/members`
 * `getCurrentMember` reads it: resolves to the platform's envelope `{ member }` (a single-entity read),
 * in REST names (`id`, ISO date strings). Only a member's tokens have a current member: a visitor's
 * call is refused with a 401.
 *
 * @param client - a client whose auth is a member's session (any `createClient({ auth })`)
 * @param options - `fieldsets` to read; `signal`, `timeoutMs`
 * @returns `{ member }`
 * @throws {ValidationError} `fieldsets` that is not a list of at most three of `PUBLIC`, `EXTENDED`, `FULL` (before any request)
 * @throws {HttpError} 401 for a visitor (no member signed in), 404 when the member no longer exists
 * @throws {NetworkError | TimeoutError | AbortError} transport faults, `timeoutMs`, `signal`
 * @group Calls
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createOAuthStrategy, getCurrentMember } from '@storefront-kit/identity-oauth';
 * const client = createClient({ auth: createOAuthStrategy({ clientId: 'your-client-id' }) });
 * const { member } = await getCurrentMember(client, { fieldsets: ['FULL'] });
 * console.log(member?.contact?.firstName ?? member?.profile?.nickname, member?.loginEmail);
 * ```
 */
export async function getCurrentMember(client: RequestClient, options: GetCurrentMemberOptions = {}): Promise<GetMyMemberResponse> {
  const { fieldsets, signal, timeoutMs } = options;
  if (fieldsets !== undefined) {
    if (!Array.isArray(fieldsets) || fieldsets.length > MAX_MEMBER_FIELDSETS) invalid('fieldsets', `must be a list of at most ${MAX_MEMBER_FIELDSETS} entries`);
    fieldsets.forEach((value, index) => {
      if (!(MEMBER_FIELDSETS as readonly unknown[]).includes(value)) invalid(`fieldsets[${index}]`, `must be one of ${MEMBER_FIELDSETS.join(', ')}`);
    });
  }
  return client.request<GetMyMemberResponse>(myMemberEndpoint, { query: fieldsets ? { fieldsets } : {}, signal, timeoutMs });
}
