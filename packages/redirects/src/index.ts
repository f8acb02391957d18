export {
  CALLBACK_TYPES,
  CODE_CHALLENGE_METHODS,
  LOCATION_TYPES,
  MEMBERS_ACCOUNT_SECTIONS,
  PROMPTS,
  REDIRECT_INTENTS,
  RESPONSE_MODES,
} from './types';
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
} from './types';

// ---- runtime (redirect-session.ts) ----
export { createRedirectSession, DEFAULT_REDIRECT_URI, redirects } from './redirect-session';
export { redirectSessionCreated } from './events';
export { isAppRedirectUri } from './uris';
export type { RedirectSessionOptions } from './redirect-session';
