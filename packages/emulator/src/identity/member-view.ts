/**
 * The members API's view of an account (`GET /members/v1/members/my`): which fields each fieldset
 * shows, as the official `@wix/members` types document them. `PUBLIC` (the default) shows the id, the
 * contact id, the dates and the profile, with the three statuses `UNKNOWN`; `EXTENDED` adds the login
 * e-mail and the real statuses; `FULL` adds the verification flag, the contact and the last login.
 */
import type { Member, MemberFieldset } from '@storefront-kit/wire/identity';
import type { Account } from './accounts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The profile other members see: the nickname (else the name, else the e-mail's local part) and its slug. */
function profileOf(account: Account): NonNullable<Member['profile']> {
  const { firstName, lastName, nickname, picture } = account.profile;
  const name = nickname || [firstName, lastName].filter(Boolean).join(' ') || account.email.split('@')[0]!;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || account.id;
  return { nickname: name, slug, ...(picture ? { photo: { url: picture } } : {}) };
}

/**
 * The wire member of `account` for `fieldsets` (the widest one named wins; none means `PUBLIC`).
 * The emulator keeps no separate contact, so `contactId` is the member id.
 */
export function toMember(account: Account, fieldsets: readonly MemberFieldset[], lastLoginAt: number | undefined): Member {
  const full = fieldsets.includes('FULL');
  const extended = full || fieldsets.includes('EXTENDED');
  const member: Member = {
    id: account.id,
    contactId: account.id,
    profile: profileOf(account),
    status: 'UNKNOWN',
    privacyStatus: 'UNKNOWN',
    activityStatus: 'UNKNOWN',
    createdDate: iso(account.createdAt),
    updatedDate: iso(account.updatedAt),
  };
  if (extended) {
    member.loginEmail = account.email;
    member.status = account.approved ? 'APPROVED' : 'PENDING';
    member.privacyStatus = account.profile.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
    member.activityStatus = 'ACTIVE';
  }
  if (full) {
    const { firstName, lastName, phones, emails, company, position, birthdate } = account.profile;
    member.loginEmailVerified = account.emailVerified;
    member.contact = {
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      phones: (phones ?? []).map((p) => p.phone),
      emails: [account.email, ...(emails ?? []).map((e) => e.email).filter((e) => e !== account.email)],
      addresses: [],
      ...(company ? { company } : {}),
      ...(position ? { jobTitle: position } : {}),
      ...(birthdate ? { birthdate } : {}),
    };
    if (lastLoginAt !== undefined) member.lastLoginDate = iso(lastLoginAt);
  }
  return member;
}
