/** The core over real HTTP: starting and stopping the emulator, its options, and the hosts it serves. */
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { useProbeEmulator } from './core-helpers';
import { json } from './helpers';

const env = useProbeEmulator();

describe('startEmulator', () => {
  it('listens on loopback with a free port and derives the host URLs from it', () => {
    expect(env.emu.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(env.emu.url).not.toMatch(/:0$/);
    expect(env.emu.hosts).toEqual({
      api: env.emu.url,
      readOnly: `${env.emu.url}/__host/readonly`,
      edge: `${env.emu.url}/__host/edge`,
    });
    expect(env.emu.clientId).toBe('client-x');
    expect(env.emu.siteId).toBe('site-x');
    expect(env.emu.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
  });

  it('rejects unusable options', async () => {
    await expect(startEmulator({ port: 70000, modules: [] })).rejects.toThrow(/port/);
    await expect(startEmulator({ tokenTtlSeconds: 0, modules: [] })).rejects.toThrow(/tokenTtlSeconds/);
    await expect(startEmulator({ faults: [{ path: '/x', kind: 'nope' as 'html' }], modules: [] })).rejects.toThrow(/fault.kind/);
  });

  it('merges allowedRedirectUris with the documented defaults', async () => {
    const other = await startEmulator({ modules: [], allowedRedirectUris: ['http://localhost:4321/cb'] });
    try {
      expect(other.options.allowedRedirectUris).toContain('http://localhost:4321/cb');
      expect(other.options.allowedRedirectUris).toContain('http://localhost:3000/callback');
      expect(other.options.tokenTtlSeconds).toBe(14400);
      expect(other.options.captcha).toBe('off');
      expect(other.options.ownerApproval).toBe(false);
      expect(other.options.seed).toBe('demo');
    } finally {
      await other.stop();
    }
  });

  it('rejects, and closes the server, when a module fails to register', async () => {
    const probe = await startEmulator({ modules: [] });
    const port = Number(new URL(probe.url).port);
    await probe.stop();
    await expect(
      startEmulator({
        port,
        modules: [
          () => {
            throw new Error('module exploded');
          },
        ],
      }),
    ).rejects.toThrow('module exploded');
    await expect(fetch(`http://127.0.0.1:${port}/__emulator/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    const port = Number(new URL(env.emu.url).port);
    await expect(startEmulator({ port, modules: [] })).rejects.toThrow(/EADDRINUSE/);
  });

  it('stop() closes the server', async () => {
    const other = await startEmulator({ modules: [controlModule] });
    expect((await fetch(`${other.url}/__emulator/health`)).status).toBe(200);
    await other.stop();
    await expect(fetch(`${other.url}/__emulator/health`)).rejects.toThrow();
  });
});

describe('hosts', () => {
  it('strips the host prefix and records which host a request came in on', async () => {
    for (const [base, host] of [
      [env.emu.hosts.api, 'api'],
      [env.emu.hosts.readOnly, 'readOnly'],
      [env.emu.hosts.edge, 'edge'],
    ] as const) {
      const { status, body } = await json(await fetch(`${base}/probe/whoami`));
      expect(status).toBe(200);
      expect(body.host).toBe(host);
    }
    expect(env.emu.requestLog({ path: '/probe/whoami' }).map((entry) => entry.host)).toEqual(['api', 'readOnly', 'edge']);
  });

  it('passes bodies through the edge prefix', async () => {
    const response = await fetch(`${env.emu.hosts.edge}/probe/body`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'shirt', quantity: 2 }),
    });
    expect(await json(response)).toEqual({ status: 200, body: { parsed: { name: 'shirt', quantity: 2 } } });
  });

  it('the read-only host refuses anything but GET and HEAD with a 405 in platform format', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const response = await fetch(`${env.emu.hosts.readOnly}/probe/body`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'shirt', quantity: 2 }),
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('x-wix-request-id')).toBeTruthy();
      const body = await response.json();
      expect(body.details.applicationError.code).toBe('METHOD_NOT_ALLOWED');
      expect(body.message).toBe('Method Not Allowed');
    }
    expect((await fetch(`${env.emu.hosts.readOnly}/probe/open`, { method: 'HEAD' })).status).toBe(200);
  });
});
