/** Verification: start an e-mail verification, and verify or resend the code of a pending flow. */
import type { Context, Hono } from 'hono';
import {
  resendDuringAuthenticationRequestSchema,
  startVerificationRequestSchema,
  verifyDuringAuthenticationRequestSchema,
} from '@storefront-kit/wire/identity/schemas';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { identityState } from '../state';
import { VERIFICATION } from './shared';

/** Registers the verification routes (`start` also as `Start`). */
export function registerVerification(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
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
}
