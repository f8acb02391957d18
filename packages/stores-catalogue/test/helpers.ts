import { createVerify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, type ClientOptions, type RequestClient } from '@storefront-kit/http-core';
import { ApiKeyStrategy, OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A visitor client (anonymous tokens from the emulator through OAuthStrategy). */
export const visitorClient = (emulator: Emulator, options: ClientOptions = {}) =>
  createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts }), ...options });

/**
 * A default emulator for the test file (started in `beforeAll`, stopped in `afterAll`, its request log
 * cleared before each test) and a visitor client of it; read both inside hooks and tests.
 */
export function useEmulatorWithVisitor() {
  const env = {} as { emulator: Emulator; visitor: RequestClient };
  beforeAll(async () => {
    env.emulator = await startEmulator({ port: 0 });
    env.visitor = visitorClient(env.emulator);
  });
  afterAll(() => env.emulator?.stop());
  beforeEach(() => env.emulator.clearRequestLog());
  return env;
}

/** A merchant client (API key). */
export const merchantClient = (emulator: Emulator, options: ClientOptions = {}) =>
  createClient({ hosts: emulator.hosts, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }), ...options });

/** A webhook event as received: the JWT checked against the emulator's public key, the envelope parsed. */
export interface ReceivedEvent {
  eventType: string;
  data: Record<string, any>;
  identity: Record<string, unknown>;
}

/**
 * A local HTTP server receiving the emulator's webhook deliveries. Each body is an RS256 JWT; the
 * signature is checked with node:crypto against `publicKeyPem` before the event is kept.
 */
export async function webhookReceiver(publicKeyPem: string) {
  const events: ReceivedEvent[] = [];
  const rejected: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const [h, p, s] = body.split('.');
      const ok = createVerify('RSA-SHA256')
        .update(`${h}.${p}`)
        .verify(publicKeyPem, Buffer.from(s ?? '', 'base64url'));
      if (!ok) {
        rejected.push(body);
        res.writeHead(401).end();
        return;
      }
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString('utf8')) as { data: string };
      const envelope = JSON.parse(claims.data) as { eventType: string; data: string; identity: string };
      events.push({ eventType: envelope.eventType, data: JSON.parse(envelope.data), identity: JSON.parse(envelope.identity) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, events, rejected, close };
}
