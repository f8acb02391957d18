/**
 * The emulator's root: the built dashboard's files, or a page saying how to build it, under a strict
 * Content-Security-Policy and never framed; the emulator's icon.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { isDashboardStale } from '../dashboard/build.mjs';
import { dashboardModule } from '../src/control/dashboard';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'sfk-dashboard-'));
  await mkdir(join(parent, 'built', 'assets'), { recursive: true });
  await writeFile(join(parent, 'built', 'index.html'), '<!DOCTYPE html><title>dashboard</title><script src="/__dashboard/assets/app-1a2b.js"></script>');
  await writeFile(join(parent, 'built', 'assets', 'app-1a2b.js'), 'console.log("dashboard")');
  await mkdir(join(parent, 'empty'));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

async function withDashboard(dir: string, test: (emu: Emulator) => Promise<void>) {
  const emu = await startEmulator({ modules: [controlModule, dashboardModule(dir)] });
  try {
    await test(emu);
  } finally {
    await emu.stop();
  }
}

describe('the dashboard module', () => {
  it('serves the built index at / and its assets under /__dashboard/', () =>
    withDashboard(join(parent, 'built'), async (emu) => {
      const index = await fetch(`${emu.url}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(await index.text()).toContain('/__dashboard/assets/app-1a2b.js');

      const asset = await fetch(`${emu.url}/__dashboard/assets/app-1a2b.js`);
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=UTF-8');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toBe('console.log("dashboard")');
      expect((await fetch(`${emu.url}/__dashboard/assets/missing.js`)).status).toBe(404);
      expect(emu.requestLog({ path: '/__dashboard/**' })).toEqual([]);
    }));

  it('answers / with a page saying how to build the dashboard when it is not built', () =>
    withDashboard(join(parent, 'empty'), async (emu) => {
      const response = await fetch(`${emu.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('dashboard is not built');
      expect(page).toContain('--filter @storefront-kit/emulator build');
    }));
});

/** The headers every dashboard answer carries. */
function expectDashboardHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe("the dashboard's security headers", () => {
  it('forbid framing and allow only same-origin scripts, styles and connections, built or not', async () => {
    await withDashboard(join(parent, 'built'), async (emu) => {
      expectDashboardHeaders(await fetch(`${emu.url}/`));
      expectDashboardHeaders(await fetch(`${emu.url}/__dashboard/assets/app-1a2b.js`));
    });
    await withDashboard(join(parent, 'empty'), async (emu) => expectDashboardHeaders(await fetch(`${emu.url}/`)));
  });
});

describe('the dashboardDir option', () => {
  it('serves the dashboard built in that folder', async () => {
    const emu = await startEmulator({ dashboardDir: join(parent, 'built') });
    try {
      expect(await (await fetch(`${emu.url}/`)).text()).toContain('/__dashboard/assets/app-1a2b.js');
    } finally {
      await emu.stop();
    }
  });

  it('rejects a value that is not a folder path', async () => {
    await expect(startEmulator({ dashboardDir: '' })).rejects.toThrow(new TypeError('dashboardDir must be a folder path, got '));
    await expect(startEmulator({ dashboardDir: 42 as unknown as string })).rejects.toThrow(TypeError);
  });

  it('counts a folder without a build as stale (npm start builds it then)', () => {
    expect(isDashboardStale(join(parent, 'empty'))).toBe(true);
  });
});

describe('the default emulator', () => {
  it('answers /favicon.ico with a 16×16 icon, not a logged platform request', async () => {
    const emu = await startEmulator();
    try {
      const response = await fetch(`${emu.url}/favicon.ico`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/x-icon');
      const icon = new DataView(await response.arrayBuffer());
      expect([icon.getUint16(0, true), icon.getUint16(2, true), icon.getUint16(4, true)]).toEqual([0, 1, 1]); // reserved, icon, one image
      expect([icon.getUint8(6), icon.getUint8(7), icon.getUint16(12, true)]).toEqual([16, 16, 32]); // 16×16, 32 bits
      expect(icon.byteLength).toBe(icon.getUint32(18, true) + icon.getUint32(14, true)); // offset + size of the image
      await fetch(`${emu.url}/`);
      expect(emu.requestLog()).toEqual([]); // neither the icon nor the dashboard is a platform request
    } finally {
      await emu.stop();
    }
  });

  it('answers its root with HTML, never a JSON 404', async () => {
    const emu = await startEmulator();
    try {
      const response = await fetch(`${emu.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toMatch(/^<!DOCTYPE html>/i);
    } finally {
      await emu.stop();
    }
  });
});
