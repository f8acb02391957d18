// zod schemas of the members API's wire types (identity/types/member.ts), re-exported by the
// identity schemas entry.
import { z } from 'zod';
import { MAX_MEMBER_FIELDSETS, MEMBER_ACTIVITY_STATUSES, MEMBER_FIELDSETS, MEMBER_PRIVACY_STATUSES, MEMBER_STATUSES } from './types/member';
import type { GetMyMemberQuery, GetMyMemberResponse, Member, MemberImage } from './types/member';

const text = z.string().nullish();
const imageSchema: z.ZodType<MemberImage> = z.object({
  id: z.string().optional(),
  url: z.string().optional(),
  height: z.number().optional(),
  width: z.number().optional(),
});

/** zod schema of a {@link Member}. @group Types */
export const memberSchema: z.ZodType<Member> = z.object({
  id: text,
  loginEmail: text,
  loginEmailVerified: z.boolean().nullish(),
  status: z.enum(MEMBER_STATUSES).optional(),
  contactId: text,
  contact: z
    .object({
      firstName: text,
      lastName: text,
      phones: z.array(z.string()).nullish(),
      emails: z.array(z.string()).nullish(),
      addresses: z.array(z.record(z.string(), z.unknown())).optional(),
      birthdate: text,
      company: text,
      jobTitle: text,
      customFields: z.record(z.string(), z.object({ name: text, value: z.unknown() })).optional(),
    })
    .optional(),
  profile: z.object({ nickname: text, slug: text, photo: imageSchema.optional(), cover: imageSchema.optional(), title: text }).optional(),
  privacyStatus: z.enum(MEMBER_PRIVACY_STATUSES).optional(),
  activityStatus: z.enum(MEMBER_ACTIVITY_STATUSES).optional(),
  createdDate: text,
  updatedDate: text,
  lastLoginDate: text,
});

/** zod schema of a {@link GetMyMemberQuery}: at most {@link MAX_MEMBER_FIELDSETS} known fieldsets. @group Types */
export const getMyMemberQuerySchema: z.ZodType<GetMyMemberQuery> = z.object({
  fieldsets: z.array(z.enum(MEMBER_FIELDSETS)).max(MAX_MEMBER_FIELDSETS).optional(),
});

/** zod schema of a {@link GetMyMemberResponse}. @group Types */
export const getMyMemberResponseSchema: z.ZodType<GetMyMemberResponse> = z.object({ member: memberSchema.optional() });
