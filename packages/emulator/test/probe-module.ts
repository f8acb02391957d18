/** A tiny module for testing the core through real HTTP: routes that exercise every context member. */
import { z } from 'zod';
import type { EmulatorModule } from '../src/context';
import type { EmulatorEvent } from '../src/core/events';
import type { Principal } from '../src/core/principal';

export interface ProbeState {
  resets: number;
  logins: [string, string][];
}

const bodySchema = z.object({
  name: z.string().min(2),
  quantity: z.number().int().positive(),
  tags: z.array(z.string()).optional(),
});

export function probeModule(state: ProbeState = { resets: 0, logins: [] }): EmulatorModule {
  return (app, ctx) => {
    const expiresAt = ctx.now() + 60_000;
    ctx.services.tokens = {
      resolve(token): Principal | 'expired' | undefined {
        if (token === 'visitor-token') return { kind: 'visitor', visitorId: 'v-1', accessToken: token };
        if (token === 'member-token') return { kind: 'member', visitorId: 'v-2', memberId: 'm-2', accessToken: token };
        if (token === 'short-lived') {
          return ctx.now() >= expiresAt ? 'expired' : { kind: 'visitor', visitorId: 'v-3', accessToken: token };
        }
        return undefined;
      },
    };
    ctx.onReset(() => {
      state.resets++;
    });
    ctx.onMemberLogin((visitorId, memberId) => {
      state.logins.push([visitorId, memberId]);
    });

    app.get('/probe/open', (c) => c.json({ ok: true }));
    app.get('/__pages/probe', (c) => c.html('<p>hosted page</p>'));
    app.get('/probe/whoami', (c) => c.json({ principal: ctx.principal(c) ?? null, host: ctx.hostKind(c) }));
    app.get('/probe/shopper', (c) => c.json({ shopper: ctx.requireShopper(c) }));
    app.get('/probe/any', (c) => c.json({ principal: ctx.requirePrincipal(c) }));
    app.post('/probe/merchant', (c) => c.json({ merchant: ctx.requireMerchant(c) }));
    app.post('/probe/body', async (c) => c.json({ parsed: await ctx.parseBody(c, bodySchema) }));
    app.get('/probe/query', (c) => c.json({ payload: ctx.queryPayload(c) }));
    app.get('/probe/crash', () => {
      throw new Error('boom: secret internals');
    });
    app.get('/probe/now', (c) => c.json({ now: ctx.now() }));
    app.get('/probe/id', (c) => c.json({ id: ctx.newId() }));
    app.post('/probe/login', (c) => {
      ctx.memberLoggedIn('v-9', 'm-9');
      return c.json({});
    });
    app.post('/probe/email', async (c) => {
      const body = (await c.req.json()) as { to: string; code: string };
      ctx.sendEmail({ to: body.to, kind: 'verification-code', subject: 'Your code', code: body.code, stateToken: 'st-1' });
      return c.json({});
    });
    app.post('/probe/emit', async (c) => {
      const event = (await c.req.json()) as EmulatorEvent;
      ctx.emit({ ...event, principal: ctx.principal(c) });
      return c.json({});
    });
    app.post('/probe/emit-mutating', (c) => {
      const entity = { id: 'e-1', n: 1 };
      ctx.emit({ eventType: 'x.v1.thing_created', kind: 'created', entityFqdn: 'x.v1.thing', entityId: 'e-1', entity });
      entity.n = 2;
      ctx.emit({ eventType: 'x.v1.thing_updated', kind: 'updated', entityFqdn: 'x.v1.thing', entityId: 'e-1', entity });
      return c.json({});
    });
    app.get('/probe/big', (c) => c.json({ items: Array.from({ length: 50 }, (_, i) => ({ id: `item-${i}`, name: `Item number ${i}` })) }));
  };
}
