/** The `storefront-emulator` command: the banner and the process wiring (the arguments: `./args`). */
// Types only: the bin (`./main.ts`) loads the server lazily, after it has started generating the keys.
import type { Emulator, StartEmulatorOptions } from '../instance/emulator';
import { CliUsageError, parseArgs, USAGE } from './args';
import { exposureWarning, listensOnLoopbackOnly, networkUrls } from '../http/exposure';

export { CliUsageError, parseArgs, USAGE } from './args';

/** Where the CLI writes. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/**
 * The banner printed once the emulator listens; `network`, when it listens beyond loopback, the URLs
 * other machines reach it at.
 */
function banner(emulator: Emulator, network?: readonly string[]): string[] {
  return [
    `storefront-kit emulator listening on ${emulator.url}${network ? ' and on the network' : ''}`,
    ...(network ? [`  network URLs:    ${network.join(', ') || '(no network address found now)'}`] : []),
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
export async function runCli(argv: readonly string[], io: CliIo, start: (options: StartEmulatorOptions) => Promise<Emulator>): Promise<Emulator | undefined> {
  const parsed = parseArgs(argv);
  if (parsed === 'help') {
    io.out(USAGE);
    return undefined;
  }
  const emulator = await start(parsed.options);
  const host = parsed.options.host ?? '127.0.0.1';
  const network = listensOnLoopbackOnly(host) ? undefined : networkUrls(host, Number(new URL(emulator.url).port));
  if (network) io.err(`storefront-emulator: ${exposureWarning(host)}`);
  if (parsed.json) {
    io.out(
      JSON.stringify({
        url: emulator.url,
        ...(network ? { networkUrls: network } : {}),
        hosts: emulator.hosts,
        clientId: emulator.clientId,
        apiKey: emulator.apiKey,
        siteId: emulator.siteId,
        publicKeyUrl: `${emulator.url}/__emulator/public-key`,
      }),
    );
  } else {
    for (const line of banner(emulator, network)) io.out(line);
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
