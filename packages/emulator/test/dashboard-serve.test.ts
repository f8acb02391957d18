/** The emulator's root: the built dashboard's files, or a page saying how to build it. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/modules/control';
import { dashboardModule } from '../src/modules/dashboard';

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

describe('the default emulator', () => {
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
