// The official `@wix/members` `getCurrentMember`, unmodified, against the emulator: after the official
// SDK's redirect login it reads the signed-in member (with the fields of the fieldsets it asks for), a
// visitor is refused; and storefront-kit's `getCurrentMember` sends the very same request.
import { createClient as createOfficialClient, OAuthStrategy as OfficialOAuthStrategy } from '@wix/sdk';
import { members } from '@wix/members';
import { createClient } from '@storefront-kit/http-core';
import { getCurrentMember, memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { DEFAULT_ALLOWED_REDIRECT_URIS, DEMO_MEMBER, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from '@storefront-kit/emulator';
import { rejectionOf } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import { emulator, officialClient, signInByRedirect, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

const MY = '/members/v1/members/my';

/** The official client with the members module, signed in as the demo member by the redirect login. */
async function signedInOfficialMembers() {
  const tokens = await signInByRedirect(officialClient(), DEMO_MEMBER_EMAIL, DEMO_PASSWORD, DEFAULT_ALLOWED_REDIRECT_URIS[0]!);
  const client = createOfficialClient({ modules: { members }, auth: OfficialOAuthStrategy({ clientId: emulator.clientId, tokens }) });
  return { client, tokens };
}

/** What the emulator saw of the last current-member request (whose token, not its value) and answered. */
const lastRequest = () => {
  const { method, host, path, query, auth, body, status, response } = emulator.requestLog({ path: MY }).at(-1)!;
  return { method, host, path, query, auth, body, status, response };
};

describe('@wix/members getCurrentMember against the emulator', () => {
  it('reads the signed-in member: PUBLIC by default, the e-mail and the contact with FULL; dates become Dates', async () => {
    const { client } = await signedInOfficialMembers();
    const byDefault = await client.members.getCurrentMember();
    expect(byDefault.member).toMatchObject({ _id: DEMO_MEMBER.id, contactId: DEMO_MEMBER.id, profile: { nickname: 'demo-shopper' }, status: 'UNKNOWN' });
    expect(byDefault.member?._createdDate).toBeInstanceOf(Date);
    expect(byDefault.member?.loginEmail).toBeUndefined();
    expect(lastRequest()).toMatchObject({ method: 'GET', host: 'edge', path: MY, query: {}, auth: 'member', body: undefined, status: 200 });

    const full = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(full.member).toMatchObject({
      loginEmail: DEMO_MEMBER_EMAIL,
      loginEmailVerified: true,
      status: 'APPROVED',
      contact: { firstName: 'Demo', lastName: 'Shopper' },
    });
    expect(lastRequest()).toMatchObject({ query: { fieldsets: 'FULL' } });
    await client.members.getCurrentMember({ fieldsets: ['PUBLIC', 'EXTENDED'] });
    expect(lastRequest()).toMatchObject({ query: { fieldsets: ['PUBLIC', 'EXTENDED'] }, status: 200 });
  });

  it('a visitor is refused with 401', async () => {
    const visitor = createOfficialClient({ modules: { members }, auth: OfficialOAuthStrategy({ clientId: emulator.clientId }) });
    const error = await rejectionOf(visitor.members.getCurrentMember());
    expect(error).toMatchObject({ details: { applicationError: { code: 'UNAUTHENTICATED' } } });
    expect(lastRequest()).toMatchObject({ path: MY, auth: 'visitor', status: 401 });
  });

  it("storefront-kit's getCurrentMember sends the official SDK's request and reads the same member", async () => {
    const { client, tokens } = await signedInOfficialMembers();
    const auth = OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts, storage: memoryStorage() });
    auth.setTokens({ accessToken: tokens.accessToken, refreshToken: { value: tokens.refreshToken.value, role: 'member' } });
    // The official SDK sends every module call to the edge host; storefront-kit's `edge` host mode does too.
    const ours = createClient({ auth, hosts: emulator.hosts, hostMode: 'edge' });
    for (const fieldsets of [undefined, ['FULL'] as const, ['PUBLIC', 'EXTENDED'] as const]) {
      const theirs = await client.members.getCurrentMember(fieldsets && { fieldsets: [...fieldsets] });
      const theirRequest = lastRequest();
      const mine = await getCurrentMember(ours, fieldsets && { fieldsets: [...fieldsets] });
      expect(lastRequest(), String(fieldsets)).toEqual(theirRequest);
      // The same member; the official SDK renames `id` to `_id` and turns the dates into Dates.
      expect(mine.member?.id).toBe(theirs.member?._id);
      expect(mine.member?.loginEmail).toBe(theirs.member?.loginEmail);
      expect(mine.member?.createdDate).toBe(theirs.member?._createdDate?.toISOString());
    }
  });
});
