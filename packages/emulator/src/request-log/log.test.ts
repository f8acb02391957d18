import { describe, expect, it } from 'vitest';
import { maskBody, queryObject, type RequestLogEntry } from './log';
import { RequestLog } from './store';

describe('request log masking keeps untrusted keys as fields', () => {
  it('a __proto__ key of a JSON body is logged as a field, not as the copy’s prototype', () => {
    const logged = maskBody(JSON.parse('{"__proto__":{"password":"p","x":1},"a":1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(logged)).toBe(Object.prototype);
    expect(Object.keys(logged)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(logged)).toBe('{"__proto__":{"password":"[masked, 1 chars]","x":1},"a":1}');
  });

  it('query keys named like inherited members are logged as given', () => {
    expect(JSON.stringify(queryObject(new URLSearchParams('constructor=a&constructor=b&__proto__=c')))).toBe('{"constructor":["a","b"],"__proto__":"c"}');
  });
});

const entry = (index: number, body?: unknown): RequestLogEntry => ({
  requestId: `r${index}`,
  time: '2026-01-01T00:00:00.000Z',
  method: 'POST',
  host: 'api',
  path: '/missing',
  query: {},
  headers: {},
  auth: 'none',
  ...(body === undefined ? {} : { body }),
  status: 404,
  durationMs: 1,
});

describe('request log bounds', () => {
  it('keeps a body over the per-entry limit as the start of its JSON text, saying so and giving its size', () => {
    const log = new RequestLog({ maxBodyBytes: 100 });
    log.add(entry(1, { note: 'é'.repeat(200) }));
    log.add(entry(2, { note: 'short' }));
    const [long, short] = log.list();
    expect(long).toMatchObject({ bodyTruncated: true, bodyBytes: JSON.stringify({ note: 'é'.repeat(200) }).length + 200 });
    expect(typeof long!.body).toBe('string');
    expect(new TextEncoder().encode(long!.body as string).length).toBeLessThanOrEqual(100);
    expect(long!.body).toBe(`{"note":"${'é'.repeat(45)}`);
    expect(short).toEqual(entry(2, { note: 'short' }));
  });

  it('drops the oldest entries past the byte budget, keeping the total bounded however many large bodies arrive', () => {
    const log = new RequestLog({ maxBodyBytes: 1024, maxTotalBytes: 20_000 });
    const big = 'x'.repeat(100_000);
    for (let i = 0; i < 200; i++) log.add(entry(i, big));
    const kept = log.list();
    const keptBytes = kept.reduce((sum, e) => sum + new TextEncoder().encode(JSON.stringify(e)).length, 0);
    expect(keptBytes).toBe(log.totalBytes);
    expect(keptBytes).toBeLessThanOrEqual(20_000);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.at(-1)!.requestId).toBe('r199');
    expect(kept.every((e) => e.bodyTruncated === true && e.bodyBytes === 100_000)).toBe(true);
  });

  it('still drops past the entry count, and clear() empties the byte count', () => {
    const log = new RequestLog({ maxEntries: 3 });
    for (let i = 0; i < 5; i++) log.add(entry(i));
    expect(log.list().map((e) => e.requestId)).toEqual(['r2', 'r3', 'r4']);
    log.clear();
    expect(log.totalBytes).toBe(0);
  });
});
