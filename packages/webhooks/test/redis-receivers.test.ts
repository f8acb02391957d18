/**
 * Two receiver processes (redis-receiver.ts) behind one Redis dedupe store, as on two instances behind a
 * load balancer: the same delivery at the same instant runs the handler once, and a claim left by a
 * process that died mid-handler is taken over once its lease lapses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { domain, makeKeyPair, signWebhook, type KeyPair } from './fixtures';
import { describeWithRedis, startRedisServer, type RedisServer } from './redis-server';

const LEASE_SECONDS = 1;

/** Bundles the receiver from source into one CommonJS file (esbuild comes with tsup, a root devDependency). */
async function bundleReceiver(dir: string): Promise<string> {
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild') as {
    build(options: Record<string, unknown>): Promise<unknown>;
  };
  const outfile = join(dir, 'receiver.cjs');
  await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./redis-receiver.ts', import.meta.url))],
    bundle: true,
    outfile,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    conditions: ['@storefront-kit/source'],
    logLevel: 'error',
  });
  return outfile;
}

interface Receiver {
  child: ChildProcess;
  pid: string;
  url: string;
}

/** Every receiver process started, so afterAll stops them even when start-up fails half way. */
const children: ChildProcess[] = [];

function startReceiver(file: string, env: Record<string, string>): Promise<Receiver> {
  const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ child, pid: String(child.pid), url: `http://127.0.0.1:${port}/` });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`receiver exited (${code}):\n${output}`)));
  });
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (running(child) ? child.once('exit', resolve) : resolve(child.exitCode)));

describeWithRedis('two receiver processes sharing createRedisDedupeStore', () => {
  let server: RedisServer;
  let redis: Redis;
  let dir: string;
  let keys: KeyPair;
  let a: Receiver;
  let b: Receiver;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sfk-redis-receivers-'));
    [server, keys] = await Promise.all([startRedisServer(), makeKeyPair()]);
    redis = new Redis({ port: server.port, host: '127.0.0.1' });
    const file = await bundleReceiver(dir);
    const env = { REDIS_PORT: String(server.port), PUBLIC_KEY: keys.publicPem, LEASE_SECONDS: String(LEASE_SECONDS) };
    [a, b] = await Promise.all([startReceiver(file, env), startReceiver(file, env)]);
  }, 20_000);

  afterAll(async () => {
    for (const child of children) {
      if (running(child)) {
        child.kill();
        await exited(child);
      }
    }
    redis?.disconnect();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const order = (id: string, extra: Record<string, unknown> = {}) =>
    signWebhook(keys.privateKey, { eventType: 'wix.ecom.v1.order_created', payload: domain.created(`evt-${id}`, { id, ...extra }) });
  const deliver = async (receiver: Receiver, jwt: string) => {
    const response = await fetch(receiver.url, { method: 'POST', body: jwt, headers: { 'content-type': 'text/plain' } });
    return { status: response.status, ...((await response.json()) as { outcome?: string }) };
  };
  const runs = async (id: string) => ({
    started: await redis.lrange(`started:${id}`, 0, -1),
    handled: await redis.lrange(`handled:${id}`, 0, -1),
  });

  it('runs the handler once when both processes get the same delivery at the same instant', async () => {
    const jwt = await order('o1', { hold: true });
    const deliveries = [deliver(a, jwt), deliver(b, jwt)];
    // The process that claimed holds its handler until `go`, so the other one answers while it runs.
    expect(await Promise.race(deliveries)).toEqual({ status: 409, outcome: 'in-flight' });
    await redis.lpush('go:o1', '1');
    const answers = await Promise.all(deliveries);
    expect(answers).toContainEqual({ status: 200, outcome: 'handled' });
    expect(answers).toContainEqual({ status: 409, outcome: 'in-flight' });
    // The platform's retries, to both instances:
    expect(await Promise.all([deliver(a, jwt), deliver(b, jwt)])).toEqual([
      { status: 200, outcome: 'duplicate' },
      { status: 200, outcome: 'duplicate' },
    ]);
    const { started, handled } = await runs('o1');
    expect(started).toHaveLength(1);
    expect(handled).toEqual(started);
    expect([a.pid, b.pid]).toContain(handled[0]);
  });

  it('takes over the claim of a process that died mid-handler once its lease lapses, and runs the handler once', async () => {
    const jwt = await order('o2', { crashPid: Number(a.pid) });
    await expect(deliver(a, jwt)).rejects.toThrow();
    expect(await exited(a.child)).toBe(1);
    expect(await runs('o2')).toEqual({ started: [a.pid], handled: [] });

    // The platform retries at once: the dead process's claim still holds.
    expect(await deliver(b, jwt)).toEqual({ status: 409, outcome: 'in-flight' });
    const key = 'storefront-kit:webhooks:event:evt-o2';
    expect(await redis.pttl(key)).toBeLessThanOrEqual(LEASE_SECONDS * 1000);
    await vi.waitFor(async () => expect(await redis.pttl(key)).toBe(-2), { timeout: 3000, interval: 20 });

    // A later retry takes over; the ones after it are duplicates.
    expect(await deliver(b, jwt)).toEqual({ status: 200, outcome: 'handled' });
    expect(await deliver(b, jwt)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await runs('o2')).toEqual({ started: [a.pid, b.pid], handled: [b.pid] });
  });
});
