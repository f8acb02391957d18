/**
 * `@storefront-kit/wire/redirects`: wire types and value lists of redirect sessions, with the platform's
 * default redirect URI and the app-scheme rule. Free of zod; the schemas are in
 * `@storefront-kit/wire/redirects/schemas`.
 *
 * @packageDocumentation
 */
export { CALLBACK_TYPES, CODE_CHALLENGE_METHODS, LOCATION_TYPES, MEMBERS_ACCOUNT_SECTIONS, PROMPTS, REDIRECT_INTENTS, RESPONSE_MODES } from './redirects/types';
export type {
  AuthorizeRequest,
  AuthParams,
  BookingsBookParams,
  BookingsCheckoutParams,
  CallbackParams,
  CallbackType,
  CodeChallengeMethod,
  CreateRedirectSessionRequest,
  CreateRedirectSessionResponse,
  EcomCheckoutParams,
  EcomOrderPaymentRequestParams,
  EventsCheckoutParams,
  LocationType,
  LoginParams,
  LogoutParams,
  MembersAccountParams,
  MembersAccountSection,
  PaidPlansCheckoutParams,
  Prompt,
  RedirectIntent,
  RedirectSession,
  RedirectSessionPreferences,
  ResponseMode,
  Slot,
  SlotAvailability,
  SlotLocation,
  StoresProductParams,
  UrlDetails,
} from './redirects/types';
export { DEFAULT_REDIRECT_URI } from './redirects/default-uri';
export { isAppRedirectUri } from './redirects/uris';
