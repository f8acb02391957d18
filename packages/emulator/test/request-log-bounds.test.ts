/**
 * The request log is bounded in bytes, not only in entries: a large body is kept truncated (and says so),
 * and the oldest entries go once the log holds `limits.requestLogBytes`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ modules: [controlModule], limits: { requestLogBodyBytes: 256, requestLogBytes: 16_384 } });
});
afterAll(async () => {
  await emu.stop();
});

const sizeOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('request log bounds (limits option)', () => {
  it('keeps large bodies of unauthenticated requests to a missing path truncated, and the whole log under its byte budget', async () => {
    const body = JSON.stringify({ filler: 'x'.repeat(8_000) });
    for (let i = 0; i < 40; i++) {
      const answer = await fetch(`${emu.url}/no/such/path`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(404);
    }
    const entries = emu.requestLog({ path: '/no/such/path' });
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThan(40);
    expect(entries.reduce((sum, entry) => sum + sizeOf(entry), 0)).toBeLessThanOrEqual(16_384);
    const listed = (await (await fetch(`${emu.url}/__emulator/requests?path=/no/such/path`)).json()) as { requests: Record<string, unknown>[] };
    expect(listed.requests.at(-1)).toMatchObject({ bodyTruncated: true, bodyBytes: body.length, body: body.slice(0, 256) });
  });

  it('refuses a limit that is not a positive integer', async () => {
    await expect(startEmulator({ limits: { requestLogBytes: 0 } })).rejects.toThrow(/limits\.requestLogBytes must be a positive integer/);
  });
});
