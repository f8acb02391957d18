/**
 * Which browser origins may drive a served emulator, over real HTTP: the control routes and the dashboard
 * answer only requests without an `Origin` (Node, curl), the emulator's own origin, loopback origins and
 * `allowedOrigins`; a foreign origin is refused before any handler runs and reads nothing. Platform routes
 * keep their CORS for any origin, but only trusted origins are opted in to Private Network Access.
 */
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { dashboardModule } from '../src/control/dashboard';
import { createInProcessEmulator } from '../src/in-process';
import { useEmulator } from './helpers';
import { probeModule } from './probe-module';

const FOREIGN = 'https://evil.example';
const running = useEmulator(() => startEmulator({ modules: [controlModule, dashboardModule(), probeModule()], allowedOrigins: ['https://shop.example/'] }));

const preflight = (path: string, origin: string, extra: Record<string, string> = {}) =>
  fetch(`${running().url}${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', ...extra } });

describe('the control routes and the dashboard from a browser page', () => {
  it('refuse a foreign origin with 403 and no CORS headers, so the page reads neither the API key nor the outbox', async () => {
    for (const path of ['/__emulator/config', '/__emulator/outbox', '/__emulator/requests', '/__emulator/identity/members', '/', '/__dashboard/index.html']) {
      const answer = await fetch(`${running().url}${path}`, { headers: { origin: FOREIGN } });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      const body = await answer.text();
      expect(body, path).not.toContain(running().apiKey);
      expect(JSON.parse(body).message).toMatch(/Origin https:\/\/evil\.example may not use .* --allowed-origin/);
    }
  });

  it('refuse a foreign origin however the path is spelled, on every host', async () => {
    const { url, hosts } = running();
    for (const target of [
      `${url}/%5F%5Femulator/config`,
      `${url}/__emulator//config`,
      `${hosts.readOnly}/__emulator/config`,
      `${hosts.edge}/%5f%5femulator/config`,
      `${url}/%5F%5Fdashboard/index.html`,
    ]) {
      const answer = await fetch(target, { headers: { origin: FOREIGN } });
      expect(answer.status, target).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), target).toBeNull();
    }
  });

  it('refuse a foreign reset or webhook subscription before it runs, and answer its preflight with no allow headers', async () => {
    running().addFault({ path: '/probe/open', kind: 'status', status: 503 });
    for (const [path, body] of [
      ['/__emulator/reset', ''],
      ['/__emulator/webhooks/subscriptions', JSON.stringify({ url: 'https://evil.example/hook' })],
    ] as const) {
      // A cross-origin form or no-cors POST carries an Origin and needs no preflight.
      const post = await fetch(`${running().url}${path}`, { method: 'POST', headers: { origin: FOREIGN, 'content-type': 'text/plain' }, body });
      expect(post.status, path).toBe(403);
      const options = await preflight(path, FOREIGN, { 'access-control-request-private-network': 'true' });
      expect(options.status, path).toBe(403);
      for (const header of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
        'access-control-allow-private-network',
      ]) {
        expect(options.headers.get(header), `${path} ${header}`).toBeNull();
      }
    }
    expect(running().faults()).toHaveLength(1); // not reset
    expect((await (await fetch(`${running().url}/__emulator/webhooks/subscriptions`)).json()).subscriptions).toEqual([]);
    running().clearFaults();
  });

  it('refuse the opaque origin `null` (sandboxed frames, file: pages) and non-http origins', async () => {
    for (const origin of ['null', 'chrome-extension://abcdef', 'not an origin']) {
      expect((await fetch(`${running().url}/__emulator/config`, { headers: { origin } })).status, origin).toBe(403);
    }
  });

  it("answer requests without an Origin, from the emulator's own origin, from loopback origins and from allowedOrigins", async () => {
    const own = running().url;
    const port = new URL(own).port;
    const trusted = [
      own,
      'http://localhost:5173',
      'https://localhost',
      `http://localhost:${port}`,
      'http://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'http://[::1]:8080',
      'http://shop.localhost:5173',
      'https://shop.example',
    ];
    expect((await fetch(`${own}/__emulator/config`)).status).toBe(200);
    for (const origin of trusted) {
      const answer = await fetch(`${own}/__emulator/config`, { headers: { origin } });
      expect(answer.status, origin).toBe(200);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect((await answer.json()).apiKey).toBe(running().apiKey);
      const options = await preflight('/__emulator/reset', origin);
      expect(options.status, origin).toBe(204);
      expect(options.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
  });
});

describe('Private Network Access and the platform routes', () => {
  it('keep CORS for any origin on platform routes, but never opt a foreign origin in to Private Network Access', async () => {
    const options = await preflight('/probe/body', FOREIGN, { 'access-control-request-private-network': 'true' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(FOREIGN);
    expect(options.headers.get('access-control-allow-private-network')).toBeNull();
    const answer = await fetch(`${running().url}/probe/open`, { headers: { origin: FOREIGN } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(FOREIGN);
  });

  it('opt an allowed origin in to Private Network Access', async () => {
    for (const path of ['/probe/body', '/__emulator/config']) {
      const options = await preflight(path, 'https://shop.example', { 'access-control-request-private-network': 'true' });
      expect(options.headers.get('access-control-allow-private-network'), path).toBe('true');
    }
  });
});

describe('the API key from a browser page', () => {
  it('is refused from a foreign origin before the route runs, with no CORS headers, and logged', async () => {
    const emulator = running();
    for (const origin of [FOREIGN, 'null']) {
      const answer = await fetch(`${emulator.url}/probe/merchant`, { method: 'POST', headers: { origin, authorization: emulator.apiKey } });
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(await answer.text(), origin).not.toContain('merchant');
    }
    expect(emulator.requestLog({ path: '/probe/merchant' }).map((entry) => [entry.status, entry.auth])).toEqual([
      [403, 'merchant'],
      [403, 'merchant'],
    ]);
    // A visitor token from the same page is still answered, as on the platform.
    const visitor = await fetch(`${emulator.url}/probe/any`, { headers: { origin: FOREIGN, authorization: 'visitor-token' } });
    expect(visitor.status).toBe(200);
  });

  it('is answered without an Origin, from loopback origins and from allowedOrigins', async () => {
    const emulator = running();
    for (const origin of [undefined, 'http://localhost:5173', 'https://shop.example', emulator.url]) {
      const headers: Record<string, string> = { authorization: emulator.apiKey, ...(origin ? { origin } : {}) };
      const answer = await fetch(`${emulator.url}/probe/merchant`, { method: 'POST', headers });
      expect(answer.status, origin).toBe(200);
      expect((await answer.json()).merchant.kind, origin).toBe('merchant');
    }
  });
});

describe('allowedOrigins', () => {
  it('refuses entries that are not origins', async () => {
    for (const allowedOrigins of [['shop.example'], ['https://shop.example/path'], ['ftp://shop.example'], ['*']]) {
      await expect(startEmulator({ modules: [], allowedOrigins }), allowedOrigins[0]).rejects.toThrow(/allowedOrigins entries must be origins/);
    }
  });
});

describe('the in-process emulator (MSW)', () => {
  it('answers every origin: it is not on the network, and the page that installed it owns it', async () => {
    const emulator = await createInProcessEmulator({ modules: [controlModule] });
    try {
      const answer = await emulator.fetch('https://www.wixapis.com/__emulator/config', { headers: { origin: FOREIGN } });
      expect(answer.status).toBe(200);
    } finally {
      await emulator.stop();
    }
  });
});
