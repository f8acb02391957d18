/**
 * A throwaway `redis-server` (Debian's package) on a free loopback port, for the Redis dedupe store tests.
 * Absent server: `REDIS_SERVER` is `undefined`; `describeWithRedis` then fails in CI and skips with a
 * warning locally.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, it } from 'vitest';

/** `REDIS_SERVER_PATH`, else `redis-server` on the `PATH` (where `.ci/run` checks for it). */
const REDIS_SERVER = [process.env.REDIS_SERVER_PATH, ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'redis-server'))].find(
  (path) => path && existsSync(path),
);

/** `describe` when redis-server is installed; in CI without it, a failing test; locally, a skip with a warning. */
export function describeWithRedis(name: string, body: () => void): void {
  if (REDIS_SERVER) describe(name, body);
  else if (process.env.CI) {
    describe(name, () => {
      it('needs redis-server in CI', () => {
        throw new Error('No redis-server found (apt-get install redis-server, or REDIS_SERVER_PATH): these tests must run in CI.');
      });
    });
  } else {
    console.warn(`redis-server is not installed: skipping "${name}" (apt-get install redis-server)`);
    describe.skip(name, body);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  port: number;
  stop(): Promise<void>;
}

/** Starts redis-server in memory only (no RDB/AOF files) and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** A redis-server and a client of it for the calling `describe`'s tests, from its `beforeAll` to its `afterAll`. */
export function useRedisServer(): { readonly port: number; readonly redis: Redis } {
  let server: RedisServer | undefined;
  let redis: Redis | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis({ port: server.port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });
  return {
    get port() {
      return server!.port;
    },
    get redis() {
      return redis!;
    },
  };
}
