/** Authentication v1: register, login, `state/proceed`, SSO with token params, and logout. */
import type { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  loginV1RequestSchema,
  loginWithTokenParamsRequestSchema,
  proceedToNextStateRequestSchema,
  registerV1RequestSchema,
} from '@storefront-kit/wire/identity/schemas';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { SESSION_COOKIE } from '../../pages/html';
import { fromForeignOrigin } from '../../http/request-state';
import { identityState } from '../state';
import { isAllowedCallbackUrl } from '../urls';
import { AUTH, optionalPrincipal, passwordOf, TEST_IDP_CONNECTION_ID } from './shared';

/** Registers the v1 register, login, proceed and SSO routes. */
export function registerAuthenticationV1(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
  app.post(`${AUTH}/v1/register`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, registerV1RequestSchema);
    const email = body.identity.email?.address;
    if (email === undefined) {
      throw PlatformError.validation([{ field: 'identity.email.address', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    return c.json(flows.register({ email, password: passwordOf(body.inputs), profile: body.identity.identityProfile, captchaTokens: body.captchaTokens }));
  });

  app.post(`${AUTH}/v1/login`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, loginV1RequestSchema);
    const email = (body.identifier ?? body.loginId)?.email;
    if (email === undefined) {
      throw PlatformError.validation([{ field: 'identifier.email', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    return c.json(flows.login({ email, password: passwordOf(body.inputs), captchaTokens: body.captchaTokens }));
  });

  app.post(`${AUTH}/v1/state/proceed`, async (c) => {
    const body = await ctx.parseBody(c, proceedToNextStateRequestSchema);
    return c.json(flows.proceed(body.stateToken));
  });

  app.post(`${AUTH}/v1/sso/login-with-token-params`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, loginWithTokenParamsRequestSchema);
    // The test connection signs in any e-mail unchecked: a web page on a foreign origin must not use it
    // to sign in as a member of the developer's emulator (it answers as an unknown connection there).
    if (body.idpConnectionId !== TEST_IDP_CONNECTION_ID || fromForeignOrigin(c)) {
      throw PlatformError.notFound(`No identity provider connection ${body.idpConnectionId}`, 'IDP_CONNECTION_NOT_FOUND');
    }
    const email = body.tokenParams.email;
    if (email === undefined) {
      throw PlatformError.validation([{ field: 'tokenParams.email', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    const { account } = flows.signOn({ email, verifyEmail: true });
    return c.json(flows.nextState(account));
  });
}

/** `GET logout`: ends the member's sessions and tokens (and the browser's site session), then redirects when asked. */
export function registerLogout(app: Hono, ctx: EmulatorContext): void {
  const { flows, tokens } = identityState(ctx);
  app.get(`${AUTH}/v1/logout`, (c) => {
    const clientId = c.req.query('clientId');
    const target = c.req.query('postLogoutRedirectUri');
    if (clientId !== undefined && clientId !== ctx.options.clientId) {
      throw PlatformError.application(400, 'INVALID_CLIENT_ID', 'Unknown clientId', 'Invalid client id');
    }
    if (target !== undefined && !isAllowedCallbackUrl(target, ctx.options.allowedRedirectUris)) {
      throw PlatformError.application(400, 'REDIRECT_URL_NOT_ALLOWED', 'postLogoutRedirectUri is not on an allowed domain', 'Redirect URL not allowed');
    }
    const principal = optionalPrincipal(ctx, c);
    if (principal?.kind === 'member') {
      tokens.endSessionOf(principal.accessToken);
      flows.endSessionsOf(principal.memberId);
    }
    // A browser sent here carries no token, only the site cookie: its session ends too.
    flows.endSession(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    c.header('Cache-Control', 'no-store');
    return target === undefined ? c.json({}) : c.redirect(target, 302);
  });
}
