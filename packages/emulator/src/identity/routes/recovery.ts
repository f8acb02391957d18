/** Recovery: the recovery and activation e-mails, and `recover` with a mailed token. */
import type { Hono } from 'hono';
import { recoverRequestSchema, sendActivationEmailRequestSchema, sendRecoveryEmailRequestSchema } from '@storefront-kit/wire/identity/schemas';
import type { EmulatorContext } from '../../context';
import { identityState } from '../state';
import { checkRedirect, RECOVERY } from './shared';

/** Registers the recovery routes. */
export function registerRecovery(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
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
}
