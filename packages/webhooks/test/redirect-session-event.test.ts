/** The redirect-session created event, end to end: the emulator delivers it, `createWebhooks` types it. */
import { createClient } from '@storefront-kit/http-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createWebhooks, type CreatedEventArgs, type WebhookHandlerArgs } from '../src/index';
import { createRedirectSession, redirectSessionCreated, serve, startEmulator, type Emulator, type RedirectSession } from './emulator';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emu.stop();
});

async function visitorToken(): Promise<string> {
  const response = await fetch(`${emu.hosts.api}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: emu.clientId, grantType: 'anonymous' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('redirectSessionCreated', () => {
  it('is the created domain event the emulator delivers; the handler gets the session as entity', async () => {
    const webhooks = createWebhooks({ publicKey: emu.publicKeyPem });
    const handler = vi.fn<(args: WebhookHandlerArgs<typeof redirectSessionCreated>) => void>();
    expectTypeOf<WebhookHandlerArgs<typeof redirectSessionCreated>>().toEqualTypeOf<CreatedEventArgs<RedirectSession>>();
    webhooks.on(redirectSessionCreated, handler);
    const app = await serve(webhooks, '/webhooks');
    try {
      emu.subscribeWebhook({ url: app.url, eventTypes: [redirectSessionCreated.type] });
      const token = await visitorToken();
      const client = createClient({ hosts: emu.hosts, auth: { getAuthHeaders: async () => ({ Authorization: token }) }, retry: false });
      const { redirectSession } = await createRedirectSession(client, { login: {} });
      await emu.webhooksIdle();

      expect(emu.webhookDeliveries({ eventType: redirectSessionCreated.type }).map((d) => d.statuses)).toEqual([[200]]);
      expect(handler).toHaveBeenCalledTimes(1);
      const { entity, metadata } = handler.mock.calls[0]![0];
      expect(entity).toEqual(redirectSession);
      expect(metadata).toMatchObject({
        eventType: 'wix.headless.v1.redirect_session_created',
        entityFqdn: 'wix.headless.v1.redirect_session',
        slug: 'created',
        entityId: redirectSession.id,
        identity: { identityType: 'ANONYMOUS_VISITOR' },
      });
    } finally {
      await app.close();
    }
  });
});
