/** The `storefront-emulator` command: argument parsing and the banner, separate from the process wiring. */
// Types only: the bin (`src/cli.ts`) loads the server lazily, after it has started generating the keys.
import type { Emulator, StartEmulatorOptions } from '../server';

/** Where the CLI writes. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** The CLI's usage text. */
export const USAGE = `Usage: storefront-emulator [options]

Starts the storefront-kit platform emulator and prints its URL and credentials.

Options:
  --port <n>             TCP port (default 4000; 0 picks a free one)
  --host <address>       interface to listen on (default 127.0.0.1)
  --seed <seed>          demo (default), empty, or a number of generated products
  --token-ttl <seconds>  access token lifetime (default 14400)
  --refresh-grace <ms>   a used refresh token yields the tokens it gave for this long (default 5000; 0: strict)
  --captcha <policy>     off (default) or required
  --owner-approval       new members wait for the owner's approval
  --redirect-uri <uri>   allow an OAuth redirect URI (repeatable)
  --client-id <id>       OAuth client id
  --api-key <key>        merchant API key
  --json                 print one JSON line instead of the banner
  -h, --help             show this text
`;

/** Thrown for unusable arguments; the message is meant for the user. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/** Parses CLI arguments into emulator options; `'help'` for `--help`. */
export function parseArgs(argv: readonly string[]): { options: StartEmulatorOptions; json: boolean } | 'help' {
  const options: StartEmulatorOptions = { port: 4000 };
  let json = false;
  const redirectUris: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || (inline === undefined && next.startsWith('--'))) throw new CliUsageError(`${flag} needs a value`);
      return next;
    };
    const integer = (name: string, text: string, min: number): number => {
      const n = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min) throw new CliUsageError(`${name} must be an integer >= ${min}, got ${text}`);
      return n;
    };
    switch (flag) {
      case '--':
        break; // `pnpm start -- --port 4000` passes the separator along
      case '-h':
      case '--help':
        return 'help';
      case '--port': {
        const port = integer('--port', value(), 0);
        if (port > 65535) throw new CliUsageError(`--port must be at most 65535, got ${port}`);
        options.port = port;
        break;
      }
      case '--host':
        options.host = value();
        break;
      case '--seed': {
        const seed = value();
        options.seed = seed === 'demo' || seed === 'empty' ? seed : { products: integer('--seed', seed, 0) };
        break;
      }
      case '--token-ttl':
        options.tokenTtlSeconds = integer('--token-ttl', value(), 1);
        break;
      case '--refresh-grace':
        options.refreshReuseGraceMs = integer('--refresh-grace', value(), 0);
        break;
      case '--captcha': {
        const policy = value();
        if (policy !== 'off' && policy !== 'required') throw new CliUsageError(`--captcha must be off or required, got ${policy}`);
        options.captcha = policy;
        break;
      }
      case '--owner-approval':
        options.ownerApproval = true;
        break;
      case '--redirect-uri':
        redirectUris.push(value());
        break;
      case '--client-id':
        options.clientId = value();
        break;
      case '--api-key':
        options.apiKey = value();
        break;
      case '--json':
        json = true;
        break;
      default:
        throw new CliUsageError(`Unknown argument: ${arg}`);
    }
  }
  if (redirectUris.length > 0) options.allowedRedirectUris = redirectUris;
  return { options, json };
}

/** The banner printed once the emulator listens. */
export function banner(emulator: Emulator): string[] {
  return [
    `storefront-kit emulator listening on ${emulator.url}`,
    `  api host:        ${emulator.hosts.api}`,
    `  read-only host:  ${emulator.hosts.readOnly}`,
    `  edge host:       ${emulator.hosts.edge}`,
    `  client id:       ${emulator.clientId}`,
    `  API key:         ${emulator.apiKey}`,
    `  site id:         ${emulator.siteId}`,
    `  webhook key:     GET ${emulator.url}/__emulator/public-key`,
    `  control API:     ${emulator.url}/__emulator/ (see the README)`,
  ];
}

/**
 * Runs the CLI: starts an emulator and prints where it is. Returns the running emulator, or
 * `undefined` after `--help`. Throws {@link CliUsageError} for bad arguments.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  start: (options: StartEmulatorOptions) => Promise<Emulator>,
): Promise<Emulator | undefined> {
  const parsed = parseArgs(argv);
  if (parsed === 'help') {
    io.out(USAGE);
    return undefined;
  }
  const emulator = await start(parsed.options);
  if (parsed.json) {
    io.out(
      JSON.stringify({
        url: emulator.url,
        hosts: emulator.hosts,
        clientId: emulator.clientId,
        apiKey: emulator.apiKey,
        siteId: emulator.siteId,
        publicKeyUrl: `${emulator.url}/__emulator/public-key`,
      }),
    );
  } else {
    for (const line of banner(emulator)) io.out(line);
  }
  return emulator;
}

/**
 * The process side of the CLI: runs it with `start` (`startEmulator`, loaded by the caller), stops on
 * SIGINT/SIGTERM, sets the exit code.
 */
export async function main(argv: readonly string[], start: (options: StartEmulatorOptions) => Promise<Emulator>): Promise<void> {
  const io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  let emulator: Emulator | undefined;
  try {
    emulator = await runCli(argv, io, start);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`storefront-emulator: ${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    io.err(`storefront-emulator: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    return;
  }
  if (!emulator) return;
  const running = emulator;
  const shutdown = (signal: NodeJS.Signals) => {
    io.err(`storefront-emulator: ${signal}, stopping`);
    void running.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
