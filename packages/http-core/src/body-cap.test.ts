/** Response bodies are read chunk by chunk under `maxResponseBytes`. */
import { describe, expect, it } from 'vitest';
import { mockFetch, rejectionOf } from '../test/helpers';
import { createClient } from './client';
import { defineEndpoint } from './endpoint';
import { InvalidResponseError, ValidationError } from './errors';

const get = defineEndpoint({ method: 'GET', path: '/v1/x' });
const bytes = (s: string) => new TextEncoder().encode(s);

/** A streamed 200 answer of `chunks`; `pulled()` counts the chunks read, `cancelled` tells whether the reader gave up. */
function streamed(chunks: Uint8Array[], headers: HeadersInit = { 'content-type': 'application/json' }) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { state, respond: () => new Response(body, { headers }) };
}

describe('maxResponseBytes', () => {
  it('should accept a body of exactly maxResponseBytes, decoding characters split across chunks', async () => {
    const whole = bytes('{"name":"café"}'); // 16 bytes, é is two
    const split = whole.indexOf(0xc3) + 1;
    const { respond } = streamed([whole.slice(0, split), whole.slice(split)]);
    const client = createClient({ fetch: mockFetch(respond), maxResponseBytes: whole.length });
    await expect(client.request(get)).resolves.toEqual({ name: 'café' });
  });

  it('should decode any split of multi-byte characters, whatever byte each chunk ends on', async () => {
    const value = { name: 'café €5 😀 ✓', tag: 'ascii' };
    const whole = bytes(JSON.stringify(value));
    // One byte a chunk: chunks end inside characters, on their last byte, and on ASCII.
    const oneByteEach = streamed(Array.from(whole, (b) => Uint8Array.of(b)));
    await expect(createClient({ fetch: mockFetch(oneByteEach.respond) }).request(get)).resolves.toEqual(value);
    for (let split = 1; split < whole.length; split++) {
      const { respond } = streamed([whole.slice(0, split), whole.slice(split)]);
      await expect(createClient({ fetch: mockFetch(respond) }).request(get), `split at ${split}`).resolves.toEqual(value);
    }
  });

  it('should keep a character split across chunks whole when an empty chunk comes between its bytes', async () => {
    const whole = bytes('{"name":"café"}');
    const split = whole.indexOf(0xc3) + 1;
    const { respond } = streamed([whole.slice(0, split), new Uint8Array(0), whole.slice(split)]);
    await expect(createClient({ fetch: mockFetch(respond) }).request(get)).resolves.toEqual({ name: 'café' });
  });

  it('should stop reading and cancel the stream one byte past the cap', async () => {
    const chunk = bytes('x'.repeat(10));
    const { state, respond } = streamed(Array.from({ length: 1000 }, () => chunk));
    const error = await rejectionOf(createClient({ fetch: mockFetch(respond), maxResponseBytes: 25 }).request(get));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ code: 'ERR_INVALID_RESPONSE', reason: 'tooLarge', status: 200 });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(10);
  });

  it('should fail before reading when Content-Length is above the cap', async () => {
    const { state, respond } = streamed([bytes('{}')], { 'content-type': 'application/json', 'content-length': '1000001' });
    const error = await rejectionOf(createClient({ fetch: mockFetch(respond), maxResponseBytes: 1_000_000 }).request(get));
    expect(error).toMatchObject({ name: 'InvalidResponseError', reason: 'tooLarge' });
    expect(state.cancelled).toBe(true);
  });

  it('should cap error bodies too, and not retry', async () => {
    const big = () => new Response('x'.repeat(2000), { status: 503 });
    const fetch = mockFetch(big);
    const error = await rejectionOf(createClient({ fetch, maxResponseBytes: 1000 }).request(get));
    expect(error).toMatchObject({ name: 'InvalidResponseError', reason: 'tooLarge', status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should default to 8 MiB', async () => {
    const answer = (n: number) => () => new Response(`{"s":"${'x'.repeat(n - 8)}"}`, { headers: { 'content-type': 'application/json' } });
    const [atCap, overCap] = [answer(8 * 2 ** 20), answer(8 * 2 ** 20 + 1)];
    const client = createClient({ fetch: mockFetch(atCap, overCap) });
    await expect(client.request(get)).resolves.toHaveProperty('s');
    expect(await rejectionOf(client.request(get))).toMatchObject({ reason: 'tooLarge' });
  });

  it.each([0, -1, Number.NaN])('should refuse maxResponseBytes %d when the client is created', (maxResponseBytes) => {
    expect(() => createClient({ maxResponseBytes })).toThrow(ValidationError);
  });

  it('should tell a body that is not a JSON object apart from a body too large', async () => {
    const error = await rejectionOf(createClient({ fetch: mockFetch(() => new Response('<html>')) }).request(get));
    expect(error).toMatchObject({ name: 'InvalidResponseError', reason: 'notJson' });
  });
});
