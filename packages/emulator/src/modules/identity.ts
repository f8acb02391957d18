/**
 * Identity endpoints on the api host (paths as in the platform's public API): authentication v2 and
 * v1, logout, recovery and verification, plus three identity control routes
 * (`GET /__emulator/identity/members`, `POST /__emulator/identity/members/:id/approve`,
 * `POST /__emulator/identity/contacts`).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import {
  changePasswordRequestSchema,
  identityProfileSchema,
  loginV1RequestSchema,
  loginV2RequestSchema,
  loginWithTokenParamsRequestSchema,
  proceedToNextStateRequestSchema,
  recoverRequestSchema,
  registerV1RequestSchema,
  registerV2RequestSchema,
  resendDuringAuthenticationRequestSchema,
  sendActivationEmailRequestSchema,
  sendRecoveryEmailRequestSchema,
  signOnRequestSchema,
  startVerificationRequestSchema,
  verifyDuringAuthenticationRequestSchema,
} from '@storefront-kit/identity-oauth/schemas';
import type { AuthenticatorInput } from '@storefront-kit/identity-oauth';
import { z } from 'zod';
import { PlatformError, type EmulatorContext, type EmulatorModule, type Principal } from '../context';
import { SESSION_COOKIE } from '../identity/html';
import { identityState } from '../identity/state';
import { isAllowedCallbackUrl } from '../identity/urls';

const AUTH = '/_api/iam/authentication';
const RECOVERY = '/_api/iam/recovery/v1';
const VERIFICATION = '/_api/iam/verification/v1';

/** Body of `POST /__emulator/identity/contacts`: a site contact (no member yet) for `sign-on` to merge. */
const contactSchema = z.object({ email: z.string().min(1), profile: identityProfileSchema.optional() });

/** The identity-provider connection id the emulator knows for `sso/login-with-token-params`. */
export const TEST_IDP_CONNECTION_ID = 'emulator-test-idp';

function passwordOf(inputs: readonly AuthenticatorInput[] | undefined): string {
  const password = inputs?.find((input) => input.key === undefined || input.key === 'password')?.value;
  if (password === undefined) {
    throw PlatformError.validation([{ field: 'inputs', description: 'a password input is required', violatedRule: 'REQUIRED_FIELD' }]);
  }
  return password;
}

function checkRedirect(ctx: EmulatorContext, redirect: { url?: string; clientId?: string } | undefined, field: string): string | undefined {
  if (redirect?.clientId !== undefined && redirect.clientId !== ctx.options.clientId) {
    throw PlatformError.application(400, 'INVALID_CLIENT_ID', 'Unknown clientId', 'Invalid client id');
  }
  if (redirect?.url === undefined) return undefined;
  if (!isAllowedCallbackUrl(redirect.url, ctx.options.allowedRedirectUris)) {
    throw PlatformError.application(400, 'REDIRECT_URL_NOT_ALLOWED', `${field} is not on an allowed domain of the OAuth app`, 'Redirect URL not allowed');
  }
  return redirect.url;
}

/** The caller's principal, or `undefined` when it sent none or an invalid one (never throws). */
function optionalPrincipal(ctx: EmulatorContext, c: Context): Principal | undefined {
  try {
    return ctx.principal(c);
  } catch {
    return undefined;
  }
}

/** Registers the identity routes. */
export const identityModule: EmulatorModule = (app, ctx) => {
  const { flows, tokens } = identityState(ctx);

  // --- authentication v2 ---------------------------------------------------------------------------
  app.post(`${AUTH}/v2/register`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, registerV2RequestSchema);
    return c.json(
      flows.register({ email: body.loginId.email, password: body.password, profile: body.profile, captchaTokens: body.captchaTokens }),
    );
  });

  app.post(`${AUTH}/v2/login`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, loginV2RequestSchema);
    return c.json(flows.login({ email: body.loginId.email, password: body.password, captchaTokens: body.captchaTokens }));
  });

  app.post(`${AUTH}/v2/change-password`, async (c) => {
    const principal = ctx.requirePrincipal(c);
    if (principal.kind !== 'member') throw PlatformError.forbidden('Only a signed-in member can change their password');
    const body = await ctx.parseBody(c, changePasswordRequestSchema);
    flows.changePassword(principal.memberId, body.newPassword);
    return c.json({});
  });

  app.post(`${AUTH}/v2/sign-on`, async (c) => {
    ctx.requireMerchant(c);
    const body = await ctx.parseBody(c, signOnRequestSchema);
    const { sessionToken, account } = flows.signOn({
      email: body.loginId.email,
      profile: body.profile,
      verifyEmail: body.verifyEmail,
      mergeExistingContact: body.mergeExistingContact,
    });
    return c.json({ sessionToken, identity: flows.accounts.toIdentity(account) });
  });

  // --- authentication v1 ---------------------------------------------------------------------------
  app.post(`${AUTH}/v1/register`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, registerV1RequestSchema);
    const email = body.identity.email?.address;
    if (email === undefined) {
      throw PlatformError.validation([{ field: 'identity.email.address', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    return c.json(
      flows.register({ email, password: passwordOf(body.inputs), profile: body.identity.identityProfile, captchaTokens: body.captchaTokens }),
    );
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
    if (body.idpConnectionId !== TEST_IDP_CONNECTION_ID) {
      throw PlatformError.notFound(`No identity provider connection ${body.idpConnectionId}`, 'IDP_CONNECTION_NOT_FOUND');
    }
    const email = body.tokenParams.email;
    if (email === undefined) {
      throw PlatformError.validation([{ field: 'tokenParams.email', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    const { account } = flows.signOn({ email, verifyEmail: true });
    return c.json(flows.nextState(account));
  });

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

  // --- recovery ------------------------------------------------------------------------------------
  app.post(`${RECOVERY}/send-email`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, sendRecoveryEmailRequestSchema);
    flows.sendRecovery(body.email, checkRedirect(ctx, body.redirect, 'redirect.url'));
    return c.json({});
  });

  app.post(`${RECOVERY}/activation-email`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, sendActivationEmailRequestSchema);
    flows.sendActivation(body.identityId, checkRedirect(ctx, body.emailOptions?.redirect, 'emailOptions.redirect.url'));
    return c.json({});
  });

  app.post(`${RECOVERY}/recover`, async (c) => {
    const body = await ctx.parseBody(c, recoverRequestSchema);
    return c.json(flows.recover(body.recoveryToken, body.password));
  });

  // --- verification --------------------------------------------------------------------------------
  const start = async (c: Context) => {
    const principal = ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, startVerificationRequestSchema);
    if (body.target !== undefined && body.target !== 'EMAIL') {
      throw PlatformError.validation([{ field: 'target', description: 'must be EMAIL', violatedRule: 'INVALID_ENUM_VALUE' }]);
    }
    const identityId = body.identityId ?? (principal.kind === 'member' ? principal.memberId : undefined);
    if (identityId === undefined) {
      throw PlatformError.validation([{ field: 'identityId', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    }
    return c.json({ verificationId: flows.startVerification(identityId) });
  };
  app.post(`${VERIFICATION}/start`, start);
  app.post(`${VERIFICATION}/Start`, start);

  app.post(`${VERIFICATION}/auth/verify`, async (c) => {
    const body = await ctx.parseBody(c, verifyDuringAuthenticationRequestSchema);
    return c.json(flows.verify(body.code, body.stateToken));
  });

  app.post(`${VERIFICATION}/auth/resend`, async (c) => {
    const body = await ctx.parseBody(c, resendDuringAuthenticationRequestSchema);
    flows.resend(body.stateToken);
    return c.json({});
  });

  // --- control ---------------------------------------------------------------------------------------
  app.get('/__emulator/identity/members', (c) =>
    c.json({ members: flows.accounts.list().map((account) => flows.accounts.toIdentity(account)) }),
  );

  app.post('/__emulator/identity/contacts', async (c) => {
    const body = await ctx.parseBody(c, contactSchema);
    flows.addContact(body.email, body.profile ?? {});
    return c.json({});
  });

  app.post('/__emulator/identity/members/:id/approve', (c) => {
    const account = flows.approve(c.req.param('id'));
    if (!account) throw PlatformError.notFound('Member not found', 'IDENTITY_NOT_FOUND');
    return c.json({ identity: flows.accounts.toIdentity(account) });
  });
};
