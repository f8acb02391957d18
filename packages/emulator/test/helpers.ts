import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Emulator } from '../src/index';

/** A local HTTP receiver for webhook deliveries; `respond` decides each answer's status. */
export interface Receiver {
  url: string;
  bodies: { headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/**
 * A receiver like {@link startReceiver} whose answers never end: the status of `respond(index)`, then
 * `answer` and the connection held open (until `close()`).
 */
export function startEndlessReceiver(respond: (index: number) => number, answer: string): Promise<Receiver> {
  return startReceiver(respond, (res) => res.write(answer));
}

export async function startReceiver(
  respond: (index: number) => number = () => 200,
  finish: (res: ServerResponse) => void = (res) => res.end('ok'),
): Promise<Receiver> {
  const bodies: Receiver['bodies'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const index = bodies.length;
      bodies.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = respond(index);
      finish(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTTP answer: status, parsed JSON body (if any) and headers. */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** JSON of a response, with its status. */
export async function json(response: Response): Promise<{ status: number; body: any }> {
  return { status: response.status, body: await response.json() };
}

/**
 * Registers the hooks that give a test file (or a `describe`) one emulator: `start` runs before its
 * tests, `stop()` after them. Answers a getter for the running emulator.
 */
export function useEmulator(start: () => Promise<Emulator>): () => Emulator {
  let emu: Emulator | undefined;
  beforeAll(async () => {
    emu = await start();
  });
  afterAll(async () => {
    await emu?.stop();
  });
  return () => {
    if (!emu) throw new Error('The emulator starts in beforeAll: use it inside hooks and tests.');
    return emu;
  };
}
