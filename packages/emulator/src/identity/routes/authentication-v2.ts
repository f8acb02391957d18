/** Authentication v2: register, login, change-password (a member), sign-on (the API key). */
import type { Hono } from 'hono';
import { changePasswordRequestSchema, loginV2RequestSchema, registerV2RequestSchema, signOnRequestSchema } from '@storefront-kit/wire/identity/schemas';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { identityState } from '../state';
import { AUTH } from './shared';

/** Registers the v2 authentication routes. */
export function registerAuthenticationV2(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
  app.post(`${AUTH}/v2/register`, async (c) => {
    ctx.requirePrincipal(c);
    const body = await ctx.parseBody(c, registerV2RequestSchema);
    return c.json(flows.register({ email: body.loginId.email, password: body.password, profile: body.profile, captchaTokens: body.captchaTokens }));
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
}
