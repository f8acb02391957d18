/** The `storefront-emulator` command's arguments: the usage text and the parser, one table per flag group. */
import type { StartEmulatorOptions } from '../instance/emulator';
import { checkAllowedHost, checkAllowedOrigin } from '../http/access';

/** The CLI's usage text. */
export const USAGE = `Usage: storefront-emulator [options]

Starts the storefront-kit platform emulator and prints its URL and credentials.

Options:
  --port <n>             TCP port (default 4000; 0 picks a free one)
  --host <address>       interface to listen on (default 127.0.0.1; 0.0.0.0 exposes the control API to the network)
  --allowed-origin <o>   also let browser pages on origin <o> use the control API and dashboard (repeatable)
  --allowed-host <name>  also answer requests for Host <name>; .example.com covers subdomains (repeatable)
  --seed <seed>          demo (default), empty, or a number of generated products
  --catalog <version>    v1 (default) or v3: the catalogue the store runs (Catalog V3 for stores created today)
  --max-body <bytes>     answer 413 to a larger request body (default 1048576)
  --token-ttl <seconds>  access token lifetime (default 14400)
  --refresh-rotation <mode>  lenient (default: a refresh token stays valid) or strict (rotates; reuse revokes)
  --refresh-grace <ms>   strict: a used refresh token yields the tokens it gave for this long (default 5000; 0: strictest)
  --max-visitors <n>     visitor sessions kept at once, least recently used forgotten first (default 10000)
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

/** What the arguments say so far. */
interface ParsedArgs {
  options: StartEmulatorOptions;
  json: boolean;
  redirectUris: string[];
}

/** A flag that takes a value (`--flag value` or `--flag=value`). */
type ValueFlag = (value: string, parsed: ParsedArgs) => void;

function integer(name: string, text: string, min: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min) throw new CliUsageError(`${name} must be an integer >= ${min}, got ${text}`);
  return n;
}

/** `check(value)`, its `TypeError` turned into a usage error naming the flag. */
function usable(name: string, check: (value: string) => string, value: string): string {
  try {
    return check(value);
  } catch (error) {
    throw new CliUsageError(`${name}: ${(error as Error).message}`);
  }
}

/** Where the server listens, who may reach it, and what it seeds. */
const SERVER_FLAGS: Record<string, ValueFlag> = {
  '--port': (value, { options }) => {
    const port = integer('--port', value, 0);
    if (port > 65535) throw new CliUsageError(`--port must be at most 65535, got ${port}`);
    options.port = port;
  },
  '--host': (value, { options }) => {
    options.host = value;
  },
  '--allowed-origin': (value, { options }) => {
    options.allowedOrigins ??= [];
    options.allowedOrigins.push(usable('--allowed-origin', checkAllowedOrigin, value));
  },
  '--allowed-host': (value, { options }) => {
    options.allowedHosts ??= [];
    options.allowedHosts.push(usable('--allowed-host', checkAllowedHost, value));
  },
  '--seed': (value, { options }) => {
    options.seed = value === 'demo' || value === 'empty' ? value : { products: integer('--seed', value, 0) };
  },
  '--catalog': (value, { options }) => {
    if (value !== 'v1' && value !== 'v3') throw new CliUsageError(`--catalog must be v1 or v3, got ${value}`);
    options.catalog = value;
  },
  '--max-body': (value, { options }) => {
    options.maxBodyBytes = integer('--max-body', value, 1);
  },
};

/** Tokens, sign-in policy and the OAuth app. */
const IDENTITY_FLAGS: Record<string, ValueFlag> = {
  '--token-ttl': (value, { options }) => {
    options.tokenTtlSeconds = integer('--token-ttl', value, 1);
  },
  '--refresh-grace': (value, { options }) => {
    options.refreshReuseGraceMs = integer('--refresh-grace', value, 0);
  },
  '--refresh-rotation': (value, { options }) => {
    if (value !== 'lenient' && value !== 'strict') throw new CliUsageError(`--refresh-rotation must be lenient or strict, got ${value}`);
    options.refreshRotation = value;
  },
  '--max-visitors': (value, { options }) => {
    options.maxAnonymousSessions = integer('--max-visitors', value, 1);
  },
  '--captcha': (value, { options }) => {
    if (value !== 'off' && value !== 'required') throw new CliUsageError(`--captcha must be off or required, got ${value}`);
    options.captcha = value;
  },
  '--redirect-uri': (value, parsed) => {
    parsed.redirectUris.push(value);
  },
  '--client-id': (value, { options }) => {
    options.clientId = value;
  },
  '--api-key': (value, { options }) => {
    options.apiKey = value;
  },
};

const VALUE_FLAGS = new Map(Object.entries({ ...SERVER_FLAGS, ...IDENTITY_FLAGS }));

/** Flags without a value. */
const SWITCHES = new Map<string, (parsed: ParsedArgs) => void>(
  Object.entries({
    '--owner-approval': ({ options }: ParsedArgs) => {
      options.ownerApproval = true;
    },
    '--json': (parsed: ParsedArgs) => {
      parsed.json = true;
    },
  }),
);

/** `--flag=value` as the flag and its inline value; anything else as itself. */
function splitInline(arg: string): [flag: string, inline: string | undefined] {
  if (!arg.startsWith('--') || !arg.includes('=')) return [arg, undefined];
  const at = arg.indexOf('=');
  return [arg.slice(0, at), arg.slice(at + 1)];
}

/** Parses CLI arguments into emulator options; `'help'` for `--help`. */
export function parseArgs(argv: readonly string[]): { options: StartEmulatorOptions; json: boolean } | 'help' {
  const parsed: ParsedArgs = { options: { port: 4000 }, json: false, redirectUris: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = splitInline(arg);
    if (flag === '--') continue; // `pnpm start -- --port 4000` passes the separator along
    if (flag === '-h' || flag === '--help') return 'help';
    const toggle = SWITCHES.get(flag);
    if (toggle) {
      toggle(parsed);
      continue;
    }
    const apply = VALUE_FLAGS.get(flag);
    if (!apply) throw new CliUsageError(`Unknown argument: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliUsageError(`${flag} needs a value`);
    apply(value, parsed);
  }
  const { options, json, redirectUris } = parsed;
  if (redirectUris.length > 0) options.allowedRedirectUris = redirectUris;
  return { options, json };
}
