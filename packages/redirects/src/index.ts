export {
  CALLBACK_TYPES,
  CODE_CHALLENGE_METHODS,
  LOCATION_TYPES,
  MEMBERS_ACCOUNT_SECTIONS,
  PROMPTS,
  REDIRECT_INTENTS,
  RESPONSE_MODES,
} from '@storefront-kit/wire/redirects';
export type {
  AuthParams,
  AuthorizeRequest,
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
} from '@storefront-kit/wire/redirects';

// ---- runtime (redirect-session.ts) ----
export { createRedirectSession, redirects } from './redirect-session';
export { DEFAULT_REDIRECT_URI, isAppRedirectUri } from '@storefront-kit/wire/redirects';
export { redirectSessionCreated } from './events';
