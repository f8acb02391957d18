/**
 * DNS rebinding, over real HTTP: a served emulator answers a request only when its `Host` names the
 * emulator's own address, a loopback name, an IP address or an `allowedHosts` entry, on every route
 * (a rebinding page is same-origin to itself, so only the Host tells it apart). The in-process emulator
 * answers the platform's real host names.
 */
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index';
import { createInProcessEmulator } from '../src/in-process';
import { controlModule } from '../src/control/module';
import { send } from './access-helpers';
import { useEmulator } from './helpers';
import { probeModule } from './probe-module';

const running = useEmulator(() => startEmulator({ modules: [controlModule, probeModule()], allowedHosts: ['dev.example', '.tunnel.example'] }));

describe('the Host rule', () => {
  it('refuses a foreign Host with 403 on control routes, platform routes and preflights, before any handler', async () => {
    const port = new URL(running().url).port;
    running().addFault({ path: '/probe/open', kind: 'status', status: 503 });
    for (const host of ['evil.example', `evil.example:${port}`, 'eviltunnel.example', 'localhost.evil.example', 'dev.example.evil']) {
      const requests = [
        send(running().url, '/__emulator/config', { headers: { host } }),
        send(running().url, '/probe/open', { headers: { host } }),
        send(running().url, '/__emulator/reset', { method: 'POST', headers: { host } }),
        send(running().url, '/probe/body', { method: 'OPTIONS', headers: { host, origin: `http://${host}`, 'access-control-request-method': 'POST' } }),
      ];
      for (const answer of await Promise.all(requests)) {
        expect(answer.status, host).toBe(403);
        expect(answer.body, host).toContain(`Host ${host} is not allowed`);
        expect(answer.body, host).toContain('--allowed-host');
        expect(answer.body, host).not.toContain(running().apiKey);
        expect(answer.headers['access-control-allow-origin'], host).toBeUndefined();
      }
    }
    expect(running().faults()).toHaveLength(1); // the reset never ran
    expect(running().requestLog({ path: '/probe/open' })).toEqual([]); // nor the platform route
    running().clearFaults();
  });

  it('answers its own address, loopback names, IP addresses and allowedHosts (a .domain entry covers its subdomains)', async () => {
    const port = new URL(running().url).port;
    const hosts = [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      'LocalHost',
      `shop.localhost:${port}`,
      `[::1]:${port}`,
      `192.168.1.20:${port}`,
      'dev.example',
      'tunnel.example',
      `a.b.tunnel.example:${port}`,
    ];
    for (const host of hosts) {
      const answer = await send(running().url, '/__emulator/health', { headers: { host } });
      expect(answer.status, host).toBe(200);
    }
  });

  it('answers the name the emulator was told to listen on', async () => {
    const emulator = await startEmulator({ modules: [controlModule], host: 'localhost' });
    try {
      expect((await send(emulator.url, '/__emulator/health', { headers: { host: 'localhost' } })).status).toBe(200);
      expect((await send(emulator.url, '/__emulator/health', { headers: { host: 'evil.example' } })).status).toBe(403);
    } finally {
      await emulator.stop();
    }
  });

  it('refuses allowedHosts entries that are not host names', async () => {
    for (const allowedHosts of [['evil.example/path'], ['https://dev.example'], ['dev.example:4000'], ['']]) {
      await expect(startEmulator({ modules: [], allowedHosts }), allowedHosts[0]).rejects.toThrow(/allowedHosts entries must be host names/);
    }
  });
});

describe('the in-process emulator (MSW)', () => {
  it("answers the platform's real host names", async () => {
    const emulator = await createInProcessEmulator({ modules: [controlModule, probeModule()] });
    try {
      expect((await emulator.fetch('https://www.wixapis.com/probe/open')).status).toBe(200);
      expect((await emulator.fetch('https://readonly.wixapis.com/probe/open')).status).toBe(200);
      expect((await emulator.fetch('https://www.wixapis.com/__emulator/health')).status).toBe(200);
    } finally {
      await emulator.stop();
    }
  });
});
