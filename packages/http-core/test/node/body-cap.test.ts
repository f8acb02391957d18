/**
 * The response body cap on loopback: a huge answer streamed in chunks is cut off at `maxResponseBytes`,
 * and the server sees the connection close long before it has written the whole body.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '../helpers';
import { createClient } from '../../src/client';
import { defineEndpoint } from '../../src/endpoint';
import { InvalidResponseError } from '../../src/errors';

const CHUNK = Buffer.alloc(64 * 1024, 'x');
const TOTAL = 64 * 2 ** 20; // 64 MiB offered
const CAP = 256 * 1024;

interface Sent {
  written: number;
  closed: Promise<void>;
}
let next: (sent: Sent) => void = () => {};
/** What the server writes for the next request: resolves once the response has started. */
const nextResponse = () => new Promise<Sent>((resolve) => (next = resolve));

/** Writes up to TOTAL bytes in chunks, honouring backpressure, and stops when the connection closes. */
function stream(res: ServerResponse) {
  let close!: () => void;
  const sent: Sent = { written: 0, closed: new Promise<void>((r) => (close = r)) };
  let gone = false;
  res.once('close', () => {
    gone = true;
    close();
  });
  const write = () => {
    while (!gone && sent.written < TOTAL) {
      sent.written += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', write);
    }
    if (!gone) res.end();
  };
  next(sent);
  write();
}

const server = createServer((req, res) => {
  if (req.url!.endsWith('/declared')) {
    // Announces 64 MiB, sends one chunk, then waits: the client must give up on the header alone.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(TOTAL) });
    res.write(CHUNK);
    let close!: () => void;
    const closed = new Promise<void>((r) => (close = r));
    res.once('close', close);
    return next({ written: CHUNK.length, closed });
  }
  res.writeHead(200, { 'content-type': 'application/json' }); // no Content-Length: chunked
  stream(res);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = () => createClient({ hosts: { api: base, readOnly: base, edge: base }, maxResponseBytes: CAP });

describe('maxResponseBytes on loopback', () => {
  it.each([
    ['the global fetch', () => client()],
    ['an injected fetch', () => createClient({ hosts: { api: base, readOnly: base, edge: base }, maxResponseBytes: CAP, fetch: (r) => fetch(r) })],
  ])('should cut off a chunked body past the cap and close the connection (%s)', async (_, make) => {
    const response = nextResponse();
    const error = await rejectionOf(make().request(defineEndpoint({ method: 'GET', path: '/big' })));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'tooLarge', status: 200 });
    const sent = await response;
    await sent.closed;
    // Socket buffers hold a few MiB at most; the whole 64 MiB was never written.
    expect(sent.written).toBeLessThan(TOTAL / 4);
  });

  it('should fail on a Content-Length above the cap without waiting for the body', async () => {
    const response = nextResponse();
    const error = await rejectionOf(client().request(defineEndpoint({ method: 'GET', path: '/declared' })));
    expect(error).toMatchObject({ name: 'InvalidResponseError', reason: 'tooLarge' });
    await (await response).closed;
  });
});
