/**
 * The members API's current-member read, `GET /members/v1/members/my` (what the official
 * `@wix/members` `getCurrentMember` sends): the member of a member token, with the fields of the
 * `fieldsets` query (repeated keys; `PUBLIC` when absent). A visitor, an API key or no token: 401.
 */
import type { Hono } from 'hono';
import { getMyMemberQuerySchema } from '@storefront-kit/wire/identity/schemas';
import type { EmulatorContext } from '../../context';
import { PlatformError } from '../../core/platform-error';
import { validate } from '../../http/payload';
import { toMember } from '../member-view';
import { identityState } from '../state';

/** Registers `GET /members/v1/members/my`. */
export function registerMyMember(app: Hono, ctx: EmulatorContext): void {
  const { flows } = identityState(ctx);
  // When each member last became signed in on this emulator (code exchange or direct login), for `FULL`.
  const lastLogin = new Map<string, number>();
  ctx.onMemberLogin((_visitorId, memberId) => lastLogin.set(memberId, ctx.now()));
  ctx.onReset(() => lastLogin.clear());

  app.get('/members/v1/members/my', (c) => {
    const principal = ctx.requireShopper(c);
    if (principal.kind !== 'member') throw PlatformError.unauthorized('Only a signed-in member has a current member');
    const { fieldsets = [] } = validate(getMyMemberQuerySchema, { ...ctx.queryPayload(c), fieldsets: [c.req.queries('fieldsets') ?? []].flat() });
    const account = flows.accounts.byId(principal.memberId);
    if (!account) throw PlatformError.notFound('Member not found', 'NOT_FOUND');
    return c.json({ member: toMember(account, fieldsets, lastLogin.get(account.id)) });
  });
}
