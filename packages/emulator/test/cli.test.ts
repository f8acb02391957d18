import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { CliUsageError, parseArgs, runCli, USAGE } from '../src/cli/run';
import { startEmulator, type StartEmulatorOptions } from '../src/index';
import { controlModule } from '../src/control/module';
import { BUILT_CLI, builtCliExists, startCli } from './cli-process';

const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
};

describe('storefront-emulator CLI', () => {
  it('parses port, seed and policies', () => {
    expect(parseArgs([])).toEqual({ options: { port: 4000 }, json: false });
    expect(parseArgs(['--port', '0', '--seed', 'empty', '--json'])).toEqual({ options: { port: 0, seed: 'empty' }, json: true });
    expect(parseArgs(['--seed=10000', '--captcha', 'required', '--owner-approval', '--redirect-uri', 'http://localhost:8080/cb', '--token-ttl', '60'])).toEqual(
      {
        options: {
          port: 4000,
          seed: { products: 10000 },
          captcha: 'required',
          ownerApproval: true,
          allowedRedirectUris: ['http://localhost:8080/cb'],
          tokenTtlSeconds: 60,
        },
        json: false,
      },
    );
    expect(parseArgs(['--', '--port', '4001'])).toEqual({ options: { port: 4001 }, json: false });
    expect(parseArgs(['--help'])).toBe('help');
  });

  it('refuses bad arguments with a usage error', () => {
    for (const argv of [['--port', 'x'], ['--port', '70000'], ['--seed', '-3'], ['--captcha', 'maybe'], ['--port'], ['--wat']]) {
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(CliUsageError);
    }
  });

  it('starts an emulator and prints its URL, credentials, hosts and the public key route', async () => {
    const { out, err, io } = capture();
    let received: StartEmulatorOptions | undefined;
    const emulator = await runCli(['--port', '0', '--seed', 'empty'], io, (options) => {
      received = options;
      return startEmulator({ ...options, modules: [controlModule] });
    });
    try {
      expect(received).toMatchObject({ port: 0, seed: 'empty' });
      const text = out.join('\n');
      expect(text).toContain(`listening on ${emulator!.url}`);
      expect(text).toContain(emulator!.clientId);
      expect(text).toContain(emulator!.apiKey);
      expect(text).toContain(emulator!.hosts.readOnly);
      expect(text).toContain(emulator!.hosts.edge);
      expect(text).toContain(`GET ${emulator!.url}/__emulator/public-key`);
      expect(text).not.toContain('network');
      expect(err).toEqual([]); // on loopback: nothing to warn about
      expect((await fetch(`${emulator!.url}/__emulator/health`)).status).toBe(200);
    } finally {
      await emulator?.stop();
    }
  });

  it('prints one JSON line with --json', async () => {
    const { out, io } = capture();
    const emulator = await runCli(['--port', '0', '--json'], io, (options) => startEmulator({ ...options, modules: [controlModule] }));
    try {
      expect(out).toHaveLength(1);
      expect(JSON.parse(out[0]!)).toEqual({
        url: emulator!.url,
        hosts: emulator!.hosts,
        clientId: emulator!.clientId,
        apiKey: emulator!.apiKey,
        siteId: emulator!.siteId,
        publicKeyUrl: `${emulator!.url}/__emulator/public-key`,
      });
    } finally {
      await emulator?.stop();
    }
  });

  it('warns when --host listens beyond loopback, and prints the URLs this machine and the network reach it at', async () => {
    const { out, err, io } = capture();
    const emulator = await runCli(['--port', '0', '--host', '0.0.0.0'], io, (options) => startEmulator({ ...options, modules: [controlModule] }));
    try {
      const port = new URL(emulator!.url).port;
      const addresses = Object.values(networkInterfaces())
        .flatMap((list) => list ?? [])
        .filter((a) => !a.internal && a.family === 'IPv4');
      expect(err.join('\n')).toMatch(/^storefront-emulator: WARNING: --host 0\.0\.0\.0 makes the emulator reachable from the network/);
      expect(err.join('\n')).toContain('read the API key');
      expect(out[0]).toBe(`storefront-kit emulator listening on http://127.0.0.1:${port} and on the network`);
      expect(out[1]).toBe(`  network URLs:    ${addresses.map((a) => `http://${a.address}:${port}`).join(', ') || '(no network address found now)'}`);
      expect((await fetch(`${emulator!.url}/__emulator/health`)).status).toBe(200);
    } finally {
      await emulator?.stop();
    }
    const json = capture();
    const quiet = await runCli(['--port', '0', '--host', '0.0.0.0', '--json'], json.io, (options) => startEmulator({ ...options, modules: [controlModule] }));
    await quiet?.stop();
    expect(json.err.join('\n')).toContain('WARNING');
    expect(JSON.parse(json.out[0]!).networkUrls).toEqual(expect.any(Array));
  });

  it('prints the usage for --help without starting anything', async () => {
    const { out, io } = capture();
    expect(await runCli(['--help'], io, () => Promise.reject(new Error('must not start')))).toBeUndefined();
    expect(out).toEqual([USAGE]);
  });
});

describe('the built storefront-emulator bin (dist/cli.js)', () => {
  if (!builtCliExists) {
    console.warn(
      `[emulator] skipping the built-bin test: ${BUILT_CLI} does not exist (run \`npx pnpm@10.34.9 --filter "@storefront-kit/emulator..." build\` first; the root \`test\` script builds before testing)`,
    );
  }
  it.skipIf(!builtCliExists)(
    builtCliExists ? 'starts, prints its URL, serves health and a visitor token, and stops on SIGTERM' : 'SKIPPED: dist/cli.js is not built',
    async () => {
      const cli = await startCli();
      let exitCode: number | null | undefined;
      try {
        expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

        const health = await fetch(`${cli.url}/__emulator/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: 'ok' });
        const token = await fetch(`${cli.url}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: cli.clientId, grantType: 'anonymous' }),
        });
        expect(token.status).toBe(200);
        expect(await token.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), token_type: 'Bearer' });
      } finally {
        exitCode = await cli.stop();
      }
      expect(exitCode).toBe(0);
      expect(cli.stderr()).toContain('SIGTERM, stopping');
    },
    15_000,
  );
});
