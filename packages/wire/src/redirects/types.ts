/**
 * Wire types of the platform's redirect-session service (`POST /_api/redirects-api/v1/redirect-session`):
 * one intent (checkout, login, logout, auth, ...) plus callbacks and preferences in, a redirect session out.
 */

// ---------------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------------

/** Every {@link LocationType}. */
export const LOCATION_TYPES = ['UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM'] as const;

/** Kind of location of a bookings slot. */
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Every {@link Prompt}. */
export const PROMPTS = ['login', 'none', 'consent', 'select_account'] as const;

/** `prompt` of an auth intent (`none` = silent, answers at once without showing a page). */
export type Prompt = (typeof PROMPTS)[number];

/** Every {@link MembersAccountSection}. */
export const MEMBERS_ACCOUNT_SECTIONS = ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'] as const;

/** Section of the members account area. */
export type MembersAccountSection = (typeof MEMBERS_ACCOUNT_SECTIONS)[number];

/** Every {@link CallbackType}. */
export const CALLBACK_TYPES = ['UNKNOWN', 'LOGOUT', 'CHECKOUT', 'AUTHORIZE'] as const;

/** What a callback URL is used for. */
export type CallbackType = (typeof CALLBACK_TYPES)[number];

/** Every {@link ResponseMode}. */
export const RESPONSE_MODES = ['query', 'fragment', 'web_message'] as const;

/** How the authorization response reaches the app. */
export type ResponseMode = (typeof RESPONSE_MODES)[number];

/** Every {@link CodeChallengeMethod}. */
export const CODE_CHALLENGE_METHODS = ['S256'] as const;

/** PKCE challenge methods accepted (S256 only; `plain` is refused). */
export type CodeChallengeMethod = (typeof CODE_CHALLENGE_METHODS)[number];

/** Every {@link RedirectIntent}. */
export const REDIRECT_INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'memberAccountPage',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
] as const;

/** The intent keys of a redirect-session request; exactly one must be set. */
export type RedirectIntent = (typeof REDIRECT_INTENTS)[number];

// ---------------------------------------------------------------------------------------------------
// Intents
// ---------------------------------------------------------------------------------------------------

/** A bookings slot's location. */
export interface SlotLocation {
  id?: string;
  name?: string;
  formattedAddress?: string;
  locationType?: LocationType;
}

/** A bookable calendar slot. */
export interface Slot {
  sessionId?: string;
  serviceId?: string;
  scheduleId?: string;
  /** RFC 3339. */
  startDate?: string;
  /** RFC 3339. */
  endDate?: string;
  timezone?: string;
  resource?: { id?: string; name?: string };
  location?: SlotLocation;
}

/** Availability of a slot. */
export interface SlotAvailability {
  slot?: Slot;
  bookable?: boolean;
  totalSpots?: number;
  openSpots?: number;
  waitingList?: { totalSpots?: number; openSpots?: number };
  bookingPolicyViolations?: { tooEarlyToBook?: boolean; tooLateToBook?: boolean; bookOnlineDisabled?: boolean };
  locked?: boolean;
}

/** Bookings checkout intent. */
export interface BookingsCheckoutParams {
  timezone?: string;
  slotAvailability?: SlotAvailability;
}

/** eCommerce checkout intent. */
export interface EcomCheckoutParams {
  /** Id from `createCheckoutFromCurrentCart`. */
  checkoutId: string;
}

/** Events checkout intent. */
export interface EventsCheckoutParams {
  reservationId: string;
  eventSlug: string;
}

/** Paid-plans checkout intent. */
export interface PaidPlansCheckoutParams {
  planId: string;
  checkoutData?: string;
}

/** Login intent (an empty object). */
export type LoginParams = Record<string, never>;

/** Logout intent. */
export interface LogoutParams {
  clientId: string;
}

/** The OAuth authorization request of an auth intent. */
export interface AuthorizeRequest {
  clientId: string;
  /**
   * Must be one of the OAuth app's allowed redirect URIs (exact match). Required for the `query` and
   * `fragment` response modes; a `web_message` request may leave it out (the platform's SDK silent
   * login does): the answer then goes to the origin of the page that created the session.
   */
  redirectUri?: string;
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
  responseMode?: ResponseMode;
  responseType: 'code';
  scope?: 'offline_access';
  state: string;
  /** Session token from a successful custom login (silent login). */
  sessionToken?: string;
  /** Identity provider connection id (social login). */
  idp?: string;
  nonce?: string;
  prompt?: Prompt;
}

/** Auth intent. */
export interface AuthParams {
  authRequest: AuthorizeRequest;
  prompt?: Prompt;
}

/** Members-account intent. */
export interface MembersAccountParams {
  section?: MembersAccountSection;
}

/** Stores product page intent. */
export interface StoresProductParams {
  productSlug: string;
}

/** Bookings book page intent. */
export interface BookingsBookParams {
  resourceId?: string;
}

/** Order payment request intent. */
export interface EcomOrderPaymentRequestParams {
  ecomOrderPaymentRequestId?: string;
}

/** Pages on the app the platform sends the visitor back to. Absolute http(s) URLs. */
export interface CallbackParams {
  thankYouPageUrl?: string;
  postFlowUrl?: string;
  loginUrl?: string;
  bookingsServiceListUrl?: string;
  cartPageUrl?: string;
  planListUrl?: string;
}

/** Optional preferences of a redirect session. */
export interface RedirectSessionPreferences {
  useGenericWixPages?: boolean;
  maintainIdentity?: boolean;
  /** Extra query parameters appended to the session's URL. */
  additionalQueryParameters?: Record<string, string>;
}

/** `POST /_api/redirects-api/v1/redirect-session` body: exactly one intent. */
export interface CreateRedirectSessionRequest {
  bookingsCheckout?: BookingsCheckoutParams;
  ecomCheckout?: EcomCheckoutParams;
  eventsCheckout?: EventsCheckoutParams;
  paidPlansCheckout?: PaidPlansCheckoutParams;
  login?: LoginParams;
  logout?: LogoutParams;
  auth?: AuthParams;
  memberAccountPage?: MembersAccountParams;
  storesProduct?: StoresProductParams;
  bookingsBook?: BookingsBookParams;
  ecomOrderPaymentRequest?: EcomOrderPaymentRequestParams;
  callbacks?: CallbackParams;
  preferences?: RedirectSessionPreferences;
  /** Free-form origin information of the caller. */
  origin?: string;
}

// ---------------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------------

/** Endpoint and query parameters of a redirect session's URL. */
export interface UrlDetails {
  endpoint: string;
  searchParams: Record<string, string>;
}

/** A created redirect session: send the browser to `fullUrl`. */
export interface RedirectSession {
  id: string;
  fullUrl: string;
  urlDetails: UrlDetails;
  sessionToken?: string;
  shortUrl?: string;
}

/** Answer of `POST /_api/redirects-api/v1/redirect-session`. */
export interface CreateRedirectSessionResponse {
  redirectSession: RedirectSession;
}
