/**
 * zod schemas of the redirect-session wire types (see `./types`), shared by the SDK and the emulator.
 * Imported through `@storefront-kit/wire/redirects/schemas` (re-exported by `@storefront-kit/redirects/schemas`),
 * so the zod-free entries stay free of zod.
 */
import { z } from 'zod';
import { wireNumberSchema } from './wire-number';
import {
  CODE_CHALLENGE_METHODS,
  LOCATION_TYPES,
  MEMBERS_ACCOUNT_SECTIONS,
  PROMPTS,
  REDIRECT_INTENTS,
  RESPONSE_MODES,
  type AuthorizeRequest,
  type CallbackParams,
  type CreateRedirectSessionRequest,
  type CreateRedirectSessionResponse,
  type RedirectIntent,
  type RedirectSession,
  type RedirectSessionPreferences,
} from './redirects/types';

const slotSchema = z.object({
  sessionId: z.string().optional(),
  serviceId: z.string().optional(),
  scheduleId: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  timezone: z.string().optional(),
  resource: z.object({ id: z.string().optional(), name: z.string().optional() }).optional(),
  location: z
    .object({
      id: z.string().optional(),
      name: z.string().optional(),
      formattedAddress: z.string().optional(),
      locationType: z.enum(LOCATION_TYPES).optional(),
    })
    .optional(),
});

const slotAvailabilitySchema = z.object({
  slot: slotSchema.optional(),
  bookable: z.boolean().optional(),
  totalSpots: wireNumberSchema.optional(),
  openSpots: wireNumberSchema.optional(),
  waitingList: z.object({ totalSpots: wireNumberSchema.optional(), openSpots: wireNumberSchema.optional() }).optional(),
  bookingPolicyViolations: z
    .object({
      tooEarlyToBook: z.boolean().optional(),
      tooLateToBook: z.boolean().optional(),
      bookOnlineDisabled: z.boolean().optional(),
    })
    .optional(),
  locked: z.boolean().optional(),
});

/**
 * The OAuth authorization request of an auth intent (S256 and response type `code` only). `redirectUri`
 * is required unless `responseMode` is `web_message`.
 */
export const authorizeRequestSchema: z.ZodType<AuthorizeRequest> = z
  .object({
    clientId: z.string().min(1),
    redirectUri: z.string().min(1).optional(),
    codeChallenge: z.string().min(43).max(128),
    codeChallengeMethod: z.enum(CODE_CHALLENGE_METHODS),
    responseMode: z.enum(RESPONSE_MODES).optional(),
    responseType: z.literal('code'),
    scope: z.literal('offline_access').optional(),
    state: z.string().min(1),
    sessionToken: z.string().min(1).optional(),
    idp: z.string().optional(),
    nonce: z.string().optional(),
    prompt: z.enum(PROMPTS).optional(),
  })
  .superRefine((request, context) => {
    if (request.redirectUri === undefined && request.responseMode !== 'web_message') {
      context.addIssue({ code: 'custom', path: ['redirectUri'], message: 'redirectUri is required unless responseMode is web_message' });
    }
  });

/** Callback URLs (their absoluteness is checked by the server). */
export const callbackParamsSchema: z.ZodType<CallbackParams> = z.object({
  thankYouPageUrl: z.string().optional(),
  postFlowUrl: z.string().optional(),
  loginUrl: z.string().optional(),
  bookingsServiceListUrl: z.string().optional(),
  cartPageUrl: z.string().optional(),
  planListUrl: z.string().optional(),
});

/** Preferences of a redirect session. */
export const redirectSessionPreferencesSchema: z.ZodType<RedirectSessionPreferences> = z.object({
  useGenericWixPages: z.boolean().optional(),
  maintainIdentity: z.boolean().optional(),
  additionalQueryParameters: z.record(z.string(), z.string()).optional(),
});

/**
 * Body of `POST /_api/redirects-api/v1/redirect-session`. The "exactly one intent" rule is checked
 * separately (see {@link redirectIntentsOf}) so that its violation names the intent fields.
 */
export const createRedirectSessionRequestSchema: z.ZodType<CreateRedirectSessionRequest> = z.object({
  bookingsCheckout: z.object({ timezone: z.string().optional(), slotAvailability: slotAvailabilitySchema.optional() }).optional(),
  ecomCheckout: z.object({ checkoutId: z.string().min(1) }).optional(),
  eventsCheckout: z.object({ reservationId: z.string().min(1), eventSlug: z.string().min(1) }).optional(),
  paidPlansCheckout: z.object({ planId: z.string().min(1), checkoutData: z.string().optional() }).optional(),
  login: z.object({}).optional(),
  logout: z.object({ clientId: z.string().min(1) }).optional(),
  auth: z.object({ authRequest: authorizeRequestSchema, prompt: z.enum(PROMPTS).optional() }).optional(),
  memberAccountPage: z.object({ section: z.enum(MEMBERS_ACCOUNT_SECTIONS).optional() }).optional(),
  storesProduct: z.object({ productSlug: z.string().min(1) }).optional(),
  bookingsBook: z.object({ resourceId: z.string().optional() }).optional(),
  ecomOrderPaymentRequest: z.object({ ecomOrderPaymentRequestId: z.string().optional() }).optional(),
  callbacks: callbackParamsSchema.optional(),
  preferences: redirectSessionPreferencesSchema.optional(),
  origin: z.string().optional(),
});

/** The intents set on a request (a valid request has exactly one). */
export function redirectIntentsOf(request: CreateRedirectSessionRequest): RedirectIntent[] {
  return REDIRECT_INTENTS.filter((key) => request[key] !== undefined && request[key] !== null);
}

/** A created redirect session. */
export const redirectSessionSchema: z.ZodType<RedirectSession> = z.object({
  id: z.string(),
  fullUrl: z.string(),
  urlDetails: z.object({ endpoint: z.string(), searchParams: z.record(z.string(), z.string()) }),
  sessionToken: z.string().optional(),
  shortUrl: z.string().optional(),
});

/** Answer of the redirect-session endpoint. */
export const createRedirectSessionResponseSchema: z.ZodType<CreateRedirectSessionResponse> = z.object({
  redirectSession: redirectSessionSchema,
});

export { wireNumberSchema } from './wire-number';
