/**
 * The members API's current member over real HTTP, `GET /members/v1/members/my`: a member token reads
 * its member with the fields of the `fieldsets` asked for (`PUBLIC` by default); a visitor, an API key
 * or no token is refused with 401; an unknown fieldset is a 400.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index';
import { exchangeCode, memberCodeViaPage, useIdentityEmulator } from './identity-helpers';

const env = useIdentityEmulator();
const MY = '/members/v1/members/my';

const getMy = async (auth: string | undefined, query = '', base = env.emu.url) => {
  const response = await fetch(`${base}${MY}${query}`, auth ? { headers: { authorization: auth } } : {});
  return { status: response.status, body: (await response.json()) as any };
};

/** A member token of the demo member, signed in on the hosted page. */
async function memberToken(): Promise<string> {
  const { code, pkce } = await memberCodeViaPage(env.emu, env.visitor);
  const tokens = await exchangeCode(env.emu, code, pkce.verifier);
  return tokens.body.access_token as string;
}

describe('GET /members/v1/members/my', () => {
  it('PUBLIC by default: id, contact id, dates and profile, statuses UNKNOWN, no e-mail', async () => {
    const { status, body } = await getMy(await memberToken());
    expect(status).toBe(200);
    expect(body.member).toEqual({
      id: DEMO_MEMBER.id,
      contactId: DEMO_MEMBER.id,
      profile: { nickname: 'demo-shopper', slug: 'demo-shopper' },
      status: 'UNKNOWN',
      privacyStatus: 'UNKNOWN',
      activityStatus: 'UNKNOWN',
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('EXTENDED adds the login e-mail and the statuses; FULL the contact, the verification flag and the last login', async () => {
    const token = await memberToken();
    const extended = (await getMy(token, '?fieldsets=EXTENDED')).body.member;
    expect(extended).toMatchObject({ loginEmail: DEMO_MEMBER.email, status: 'APPROVED', privacyStatus: 'PRIVATE', activityStatus: 'ACTIVE' });
    expect(extended.contact).toBeUndefined();
    // Repeated keys, as the official SDK sends a list: the widest set wins.
    const full = (await getMy(token, '?fieldsets=PUBLIC&fieldsets=FULL')).body.member;
    expect(full).toMatchObject({
      loginEmail: DEMO_MEMBER.email,
      loginEmailVerified: true,
      contact: { firstName: 'Demo', lastName: 'Shopper', emails: [DEMO_MEMBER.email] },
      lastLoginDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('is served on the edge and read-only hosts too (the official SDK sends its GET to the edge host)', async () => {
    const token = await memberToken();
    for (const base of [env.emu.hosts.edge, env.emu.hosts.readOnly]) {
      expect((await getMy(token, '', base)).body.member.id).toBe(DEMO_MEMBER.id);
    }
  });

  it('a visitor, an API key or no token: 401', async () => {
    for (const auth of [env.visitor, env.emu.apiKey, undefined]) {
      const { status, body } = await getMy(auth);
      expect(status).toBe(401);
      expect(body.details.applicationError.code).toBe('UNAUTHENTICATED');
    }
  });

  it('an unknown fieldset, or more than three, is a 400 naming the field', async () => {
    const token = await memberToken();
    for (const query of ['?fieldsets=SECRET', '?fieldsets=FULL&fieldsets=FULL&fieldsets=FULL&fieldsets=FULL']) {
      const { status, body } = await getMy(token, query);
      expect(status).toBe(400);
      expect(body.details.validationError.fieldViolations[0].field).toMatch(/^fieldsets/);
    }
  });
});
