/**
 * The identity state shared by the tokens, identity, redirects and pages modules of one emulator: the
 * context's `services.identity`, created by the first of them that asks, cleared by `POST /__emulator/reset`.
 */
import type { EmulatorContext } from '../context';
import { AuthFlows } from './auth-flow';
import { RedirectSessions } from '../redirects/sessions';
import { TokenStore } from './token-store';

/** Identity state of one emulator: its access and refresh tokens, its login flows, its redirect sessions. */
export type IdentityState = NonNullable<EmulatorContext['services']['identity']>;

/** The identity state of `ctx` (created, and registered for reset, on first call). */
export function identityState(ctx: EmulatorContext): IdentityState {
  let state = ctx.services.identity;
  if (!state) {
    const now = () => ctx.now();
    const newId = () => ctx.newId();
    const created: IdentityState = {
      tokens: new TokenStore({
        now,
        newId,
        ttlSeconds: ctx.options.tokenTtlSeconds,
        rotation: ctx.options.refreshRotation,
        reuseGraceMs: ctx.options.refreshReuseGraceMs,
        maxAnonymousSessions: ctx.options.maxAnonymousSessions,
      }),
      flows: new AuthFlows({
        now,
        newId,
        sendEmail: (message) => ctx.sendEmail(message),
        policy: () => ({ captcha: ctx.options.captcha, ownerApproval: ctx.options.ownerApproval }),
        baseUrl: () => ctx.url,
      }),
      redirects: new RedirectSessions(now),
    };
    ctx.onReset(() => {
      created.tokens.clear();
      created.flows.reset();
      created.redirects.clear();
    });
    ctx.services.identity = created;
    state = created;
  }
  return state;
}
