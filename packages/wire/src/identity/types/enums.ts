// The platform's identity enumerations: literal unions, each with the array of its values.

/** Role of a refresh token: no tokens yet, an anonymous visitor, or a signed-in member. @group Types */
export type TokenRole = 'none' | 'visitor' | 'member';
/** Every {@link TokenRole}. @group Types */
export const TOKEN_ROLES = ['none', 'visitor', 'member'] as const satisfies readonly TokenRole[];

/** Client-side result of a login or registration step. @group Types */
export type LoginState =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED';
/** Every {@link LoginState}. @group Types */
export const LOGIN_STATES = [
  'INITIAL',
  'SUCCESS',
  'FAILURE',
  'EMAIL_VERIFICATION_REQUIRED',
  'OWNER_APPROVAL_REQUIRED',
  'USER_CAPTCHA_REQUIRED',
  'SILENT_CAPTCHA_REQUIRED',
] as const satisfies readonly LoginState[];

/** The `state` of a server state-machine response. @group Types */
export type StateType =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS';
/** Every {@link StateType}. @group Types */
export const STATE_TYPES = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MISSING_FIELDS',
] as const satisfies readonly StateType[];

/** Status of an identity. @group Types */
export type StatusName = 'UNKNOWN_STATUS' | 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
/** Every {@link StatusName}. @group Types */
export const STATUS_NAMES = ['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const satisfies readonly StatusName[];

/** Why an identity is in its status (e.g. why it is `PENDING`). @group Types */
export type StatusReason = 'UNKNOWN_REASON' | 'PENDING_ADMIN_APPROVAL_REQUIRED' | 'PENDING_EMAIL_VERIFICATION_REQUIRED';
/** Every {@link StatusReason}. @group Types */
export const STATUS_REASONS = [
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
] as const satisfies readonly StatusReason[];

/** Whether a member's profile is visible to other members. @group Types */
export type PrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE';
/** Every {@link PrivacyStatus}. @group Types */
export const PRIVACY_STATUSES = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const satisfies readonly PrivacyStatus[];

/** Tag of a profile e-mail address. @group Types */
export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK';
/** Every {@link EmailTag}. @group Types */
export const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const satisfies readonly EmailTag[];

/** Tag of a profile phone number. @group Types */
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX';
/** Every {@link PhoneTag}. @group Types */
export const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const satisfies readonly PhoneTag[];

/** Tag of a profile address. @group Types */
export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING';
/** Every {@link AddressTag}. @group Types */
export const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const satisfies readonly AddressTag[];

/** Kind of tenant an identity belongs to. @group Types */
export type TenantType = 'UNKNOWN_TENANT_TYPE' | 'ACCOUNT' | 'SITE' | 'ROOT';
/** Every {@link TenantType}. @group Types */
export const TENANT_TYPES = ['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT'] as const satisfies readonly TenantType[];

/** What a verification code is sent to. @group Types */
export type VerificationTarget = 'UNKNOWN_TARGET' | 'EMAIL';
/** Every {@link VerificationTarget}. @group Types */
export const VERIFICATION_TARGETS = ['UNKNOWN_TARGET', 'EMAIL'] as const satisfies readonly VerificationTarget[];

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
