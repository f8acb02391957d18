/**
 * The identity control routes: `GET /__emulator/identity/members`, `POST
 * /__emulator/identity/members/:id/approve`, `POST /__emulator/identity/contacts`.
 */
import type { Hono } from 'hono';
import { identityProfileSchema } from '@storefront-kit/wire/identity/schemas';
import { z } from 'zod';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { identityState } from '../state';

/** Body of `POST /__emulator/identity/contacts`: a site contact (no member yet) for `sign-on` to merge. */
const contactSchema = z.object({ email: z.string().min(1), profile: identityProfileSchema.optional() });

/** Registers the identity control routes. */
export function registerMemberControl(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
  app.get('/__emulator/identity/members', (c) => c.json({ members: flows.accounts.list().map((account) => flows.accounts.toIdentity(account)) }));

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
}
