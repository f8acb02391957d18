// The platform's identity enumerations: literal unions, each with the array of its values.

/** Every {@link TokenRole}. @group Types */
export const TOKEN_ROLES = ['none', 'visitor', 'member'] as const;

/** Role of a refresh token: no tokens yet, an anonymous visitor, or a signed-in member. @group Types */
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** Every {@link LoginState}. @group Types */
export const LOGIN_STATES = [
  'INITIAL',
  'SUCCESS',
  'FAILURE',
  'EMAIL_VERIFICATION_REQUIRED',
  'OWNER_APPROVAL_REQUIRED',
  'USER_CAPTCHA_REQUIRED',
  'SILENT_CAPTCHA_REQUIRED',
] as const;

/** Client-side result of a login or registration step. @group Types */
export type LoginState = (typeof LOGIN_STATES)[number];

/** Every {@link StateType}. @group Types */
export const STATE_TYPES = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
] as const;

/** The `state` of a server state-machine response. @group Types */
export type StateType = (typeof STATE_TYPES)[number];

/** Every {@link StatusName}. @group Types */
export const STATUS_NAMES = ['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const;

/** Status of an identity. @group Types */
export type StatusName = (typeof STATUS_NAMES)[number];

/** Every {@link StatusReason}. @group Types */
export const STATUS_REASONS = ['UNKNOWN_REASON', 'PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'] as const;

/** Why an identity is in its status (e.g. why it is `PENDING`). @group Types */
export type StatusReason = (typeof STATUS_REASONS)[number];

/** Every {@link PrivacyStatus}. @group Types */
export const PRIVACY_STATUSES = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;

/** Whether a member's profile is visible to other members. @group Types */
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];

/** Every {@link EmailTag}. @group Types */
export const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;

/** Tag of a profile e-mail address. @group Types */
export type EmailTag = (typeof EMAIL_TAGS)[number];

/** Every {@link PhoneTag}. @group Types */
export const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;

/** Tag of a profile phone number. @group Types */
export type PhoneTag = (typeof PHONE_TAGS)[number];

/** Every {@link AddressTag}. @group Types */
export const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;

/** Tag of a profile address. @group Types */
export type AddressTag = (typeof ADDRESS_TAGS)[number];

/** Every {@link TenantType}. @group Types */
export const TENANT_TYPES = ['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT'] as const;

/** Kind of tenant an identity belongs to. @group Types */
export type TenantType = (typeof TENANT_TYPES)[number];

/** Every {@link VerificationTarget}. @group Types */
export const VERIFICATION_TARGETS = ['UNKNOWN_TARGET', 'EMAIL'] as const;

/** What a verification code is sent to. @group Types */
export type VerificationTarget = (typeof VERIFICATION_TARGETS)[number];

/** Application error codes of the authentication service that the login/register flows map to results. @group Types */
export const IDENTITY_ERROR_CODES = {
  /** Captcha is required and no token was sent. */
  missingCaptchaToken: '-19971',
  /** The captcha token was rejected. */
  invalidCaptchaToken: '-19970',
  /** Registration with an e-mail that already has an account. */
  emailAlreadyExists: '-19995',
  /** Wrong password. */
  invalidPassword: '-19976',
  /** The account must reset its password before logging in. */
  resetPassword: '-19973',
} as const;
/** One of the {@link IDENTITY_ERROR_CODES} values. @group Types */
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];
