/**
 * `POST /_api/redirects-api/v1/redirect-session`: validates the one intent, its redirect targets and
 * callbacks, stores the session and answers `{ redirectSession }` whose `fullUrl` opens a hosted page
 * (`/__pages/<kind>/<id>`). Needs a visitor or member token; the merchant API key is refused (403).
 */
import type { Context } from 'hono';
import { createRedirectSessionRequestSchema, redirectIntentsOf } from '@storefront-kit/wire/redirects/schemas';
import { REDIRECT_INTENTS, type CallbackParams, type CreateRedirectSessionRequest } from '@storefront-kit/wire/redirects';
import type { EmulatorContext, EmulatorModule } from '../context';
import { PlatformError, type FieldViolation } from '../core/platform-error';
import { identityState } from '../identity/state';
import { allowedOrigins, isAllowedCallbackUrl, isAllowedRedirectUri, parseHttpUrl, webMessageOrigin } from '../identity/urls';

const CALLBACK_FIELDS = [
  'thankYouPageUrl',
  'postFlowUrl',
  'loginUrl',
  'bookingsServiceListUrl',
  'cartPageUrl',
  'planListUrl',
] as const satisfies readonly (keyof CallbackParams)[];

function invalidClient(field: string): PlatformError {
  return PlatformError.validation([{ field, description: 'is not the client id of this OAuth app', violatedRule: 'VALIDATION' }]);
}

/**
 * The `postMessage` target of a `web_message` request without `redirectUri` (the platform SDK's silent
 * login): the origin of the page that created the session, which must be the origin of one of the app's
 * allowed redirect URIs. The browser sets that origin (`Origin`, else `Referer`); page script cannot.
 */
function callerOrigin(pageOrigin: string | undefined, allowed: readonly string[]): string {
  if (pageOrigin !== undefined && allowedOrigins(allowed).has(pageOrigin)) return pageOrigin;
  const description =
    pageOrigin === undefined
      ? 'a web_message request without redirectUri needs the Origin (or Referer) of the page that sends it'
      : `the page origin ${pageOrigin} is not the origin of an allowed redirect URI of the OAuth app`;
  throw PlatformError.application(400, 'REDIRECT_URI_NOT_ALLOWED', description, 'Redirect URI not allowed');
}

/** The origin of the page a browser request came from: its `Origin` header, else its `Referer`'s origin. */
function requestPageOrigin(c: Context): string | undefined {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return parseHttpUrl(origin)?.origin;
  const referer = c.req.header('referer');
  return referer ? parseHttpUrl(referer)?.origin : undefined;
}

/** Checks the rules zod cannot: one intent, client ids, allowed redirect URIs, allowed callbacks. */
function validateRequest(ctx: EmulatorContext, request: CreateRedirectSessionRequest, pageOrigin: string | undefined): { webMessageOrigin?: string } {
  const intents = redirectIntentsOf(request);
  if (intents.length !== 1) {
    const description = intents.length === 0 ? 'exactly one intent is required' : `only one intent is allowed, got ${intents.join(', ')}`;
    throw PlatformError.validation([{ field: 'intent', description, violatedRule: 'ONE_OF_ALIGNMENT', data: { intents: [...REDIRECT_INTENTS] } }]);
  }
  const allowed = ctx.options.allowedRedirectUris;
  const violations: FieldViolation[] = [];
  for (const field of CALLBACK_FIELDS) {
    const value = request.callbacks?.[field];
    if (value !== undefined && !isAllowedCallbackUrl(value, allowed)) {
      violations.push({
        field: `callbacks.${field}`,
        description: 'must be an absolute http(s) URL (or an app scheme URI) on an allowed domain of the OAuth app',
        violatedRule: 'FORMAT',
      });
    }
  }
  if (violations.length > 0) throw PlatformError.validation(violations);

  if (request.logout && request.logout.clientId !== ctx.options.clientId) throw invalidClient('logout.clientId');
  if (request.ecomCheckout && ctx.services.checkout && !ctx.services.checkout.describe(request.ecomCheckout.checkoutId)) {
    throw PlatformError.notFound(`Checkout ${request.ecomCheckout.checkoutId} not found`, 'CHECKOUT_NOT_FOUND');
  }
  const auth = request.auth?.authRequest;
  if (!auth) return {};
  if (auth.clientId !== ctx.options.clientId) throw invalidClient('auth.authRequest.clientId');
  if ((auth.responseMode ?? 'fragment') === 'web_message') {
    if (auth.redirectUri === undefined) return { webMessageOrigin: callerOrigin(pageOrigin, allowed) };
    const origin = webMessageOrigin(auth.redirectUri, allowed);
    if (!origin) {
      throw PlatformError.application(
        400,
        'REDIRECT_URI_NOT_ALLOWED',
        'redirectUri is not an allowed redirect URI or origin of the OAuth app',
        'Redirect URI not allowed',
      );
    }
    return { webMessageOrigin: origin };
  }
  if (auth.redirectUri === undefined || !isAllowedRedirectUri(auth.redirectUri, allowed)) {
    throw PlatformError.application(
      400,
      'REDIRECT_URI_NOT_ALLOWED',
      'redirectUri is not an allowed redirect URI of the OAuth app (exact match)',
      'Redirect URI not allowed',
    );
  }
  return {};
}

/** Registers the redirect-session endpoint. */
export const redirectsModule: EmulatorModule = (app, ctx) => {
  const { redirects } = identityState(ctx);

  app.post('/_api/redirects-api/v1/redirect-session', async (c) => {
    const principal = ctx.principal(c);
    if (!principal) throw PlatformError.unauthorized();
    if (principal.kind === 'merchant') {
      throw PlatformError.forbidden('Redirect sessions need a visitor or member token, not the API key');
    }
    const request = await ctx.parseBody(c, createRedirectSessionRequestSchema);
    const { webMessageOrigin: origin } = validateRequest(ctx, request, requestPageOrigin(c));
    const intent = redirectIntentsOf(request)[0] as (typeof REDIRECT_INTENTS)[number];
    const session = redirects.create({
      id: ctx.newId(),
      intent,
      request,
      principal,
      webMessageOrigin: origin,
      baseUrl: ctx.url,
    });
    ctx.emit({
      eventType: 'wix.headless.v1.redirect_session_created',
      kind: 'created',
      entityFqdn: 'wix.headless.v1.redirect_session',
      entityId: session.id,
      entity: session.wire,
      principal,
    });
    return c.json({ redirectSession: session.wire });
  });
};
