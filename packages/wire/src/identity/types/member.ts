// The member entity of the members API (`GET /members/v1/members/my`), as the platform sends it: REST
// names (`id`, not the official SDK's `_id`), dates as ISO-8601 strings. Which fields an answer holds
// depends on the fieldsets asked for (see MemberFieldset).

/**
 * A predefined set of member fields: `PUBLIC` (the default: `id`, `contactId`, the dates and `profile`;
 * the three statuses read `UNKNOWN`), `EXTENDED` (adds `loginEmail` and the statuses) or `FULL` (every
 * field, with `contact`). @group Types
 */
export type MemberFieldset = 'PUBLIC' | 'EXTENDED' | 'FULL';
/** Every {@link MemberFieldset}. @group Types */
export const MEMBER_FIELDSETS = ['PUBLIC', 'EXTENDED', 'FULL'] as const satisfies readonly MemberFieldset[];
/** Most fieldsets one request may name. @group Types */
export const MAX_MEMBER_FIELDSETS = 3;

/** A member's site access. @group Types */
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
/** Every {@link MemberStatus}. @group Types */
export const MEMBER_STATUSES = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'] as const satisfies readonly MemberStatus[];
/** Whether a member's profile is visible to other members (`UNKNOWN` outside `EXTENDED` and `FULL`). @group Types */
export type MemberPrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';
/** Every {@link MemberPrivacyStatus}. @group Types */
export const MEMBER_PRIVACY_STATUSES = ['UNKNOWN', 'PRIVATE', 'PUBLIC'] as const satisfies readonly MemberPrivacyStatus[];
/** Whether a member may take part in the site's community. @group Types */
export type MemberActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';
/** Every {@link MemberActivityStatus}. @group Types */
export const MEMBER_ACTIVITY_STATUSES = ['UNKNOWN', 'ACTIVE', 'MUTED'] as const satisfies readonly MemberActivityStatus[];

/** An image of a member's profile. @group Types */
export interface MemberImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
}

/** A member's postal address. @group Types */
export interface MemberAddress {
  id?: string | null;
  streetAddress?: { number?: string; name?: string };
  addressLine?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  subdivision?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** A member's contact details (`FULL` only). @group Types */
export interface MemberContact {
  firstName?: string | null;
  lastName?: string | null;
  phones?: string[] | null;
  emails?: string[] | null;
  addresses?: MemberAddress[];
  birthdate?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  customFields?: Record<string, { name?: string | null; value?: unknown }>;
}

/** What other members see of a member. @group Types */
export interface MemberProfile {
  nickname?: string | null;
  slug?: string | null;
  photo?: MemberImage;
  cover?: MemberImage;
  title?: string | null;
}

/** A site member, as the members API sends it. @group Types */
export interface Member {
  id?: string | null;
  /** The e-mail the member signs in with (`EXTENDED` and `FULL`). */
  loginEmail?: string | null;
  loginEmailVerified?: boolean | null;
  status?: MemberStatus;
  contactId?: string | null;
  contact?: MemberContact;
  profile?: MemberProfile;
  privacyStatus?: MemberPrivacyStatus;
  activityStatus?: MemberActivityStatus;
  /** ISO-8601 date-time. */
  createdDate?: string | null;
  /** ISO-8601 date-time. */
  updatedDate?: string | null;
  /** ISO-8601 date-time. */
  lastLoginDate?: string | null;
}

/** The query of `GET /members/v1/members/my`: `fieldsets` travel as repeated keys (`?fieldsets=FULL`). @group Types */
export interface GetMyMemberQuery {
  fieldsets?: MemberFieldset[];
}

/** The answer of `GET /members/v1/members/my`. @group Types */
export interface GetMyMemberResponse {
  member?: Member;
}
