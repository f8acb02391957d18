/** Options of {@link startEmulator} and their defaults. */
import { checkAllowedHost, checkAllowedOrigin } from '../http/access';
import { DEFAULT_MAX_BODY_BYTES } from '../http/body-limit';
import type { FaultRuleInput } from '../faults/rules';
import { type EmulatorLimits, type ResolvedLimits, resolveLimits } from './limits';

/** Options of `startEmulator`; every one is optional. */
export interface EmulatorOptions {
  /** TCP port; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1`; `0.0.0.0` exposes the control API and the API key to the network. */
  host?: string;
  /**
   * Browser origins trusted besides the emulator's own and loopback ones (`localhost`, `*.localhost`,
   * `127.x.x.x`, `[::1]`, any port): pages there may use the control API and the dashboard, and are
   * opted in to Private Network Access. Exact origins, e.g. `['https://shop.example']`. Default none.
   */
  allowedOrigins?: string[];
  /**
   * Host names answered besides loopback names, IP addresses and a name given as `host`; any other
   * `Host` header is refused with 403 (DNS rebinding). `.example.com` allows it and its subdomains.
   * Default none.
   */
  allowedHosts?: string[];
  /** Catalogue seed: `'demo'` (default), `'empty'`, or a generated catalogue of `{ products: N }`. */
  seed?: 'demo' | 'empty' | { products?: number };
  /**
   * Which catalogue the store runs: `'v1'` (default) or `'v3'` (Catalog V3, what stores created today
   * get). `GET /stores/v3/provision/version` answers it; see the README's "Catalogue versions" section.
   */
  catalog?: CatalogVersionOption;
  /** Base clock (epoch milliseconds). Default `Date.now`. The control API's offset is added to it. */
  clock?: () => number;
  /** Lifetime of access tokens in seconds. Default 14400 (4 h, as on the platform). */
  tokenTtlSeconds?: number;
  /**
   * Refresh tokens. `'lenient'` (default): a refresh answers a new access token and the same refresh
   * token, valid for the session's 30 days however often it is presented (the platform's SDK keeps
   * presenting the login's refresh token). `'strict'`: RFC 9700 rotation, a used refresh token is
   * refused and its whole session revoked (after `refreshReuseGraceMs`).
   */
  refreshRotation?: 'lenient' | 'strict';
  /**
   * Strict rotation only: how long a refresh token that was already used still yields the tokens its
   * use gave (not a new pair, and no revocation), so a client whose refresh answer was lost on the
   * network can recover, as Auth0's reuse interval and Okta's grace period allow. Default 5000 ms;
   * 0: strictest, any reuse revokes the session.
   */
  refreshReuseGraceMs?: number;
  /** How many visitor sessions (anonymous grants) live at once; the least recently used is forgotten. Default 10000. */
  maxAnonymousSessions?: number;
  /** Fault rules active from the start (see the README's fault section). Off by default. */
  faults?: FaultRuleInput[];
  /** Captcha policy of the identity endpoints: `'off'` (default) or `'required'`. */
  captcha?: 'off' | 'required';
  /** Whether new members wait for the site owner's approval. Default `false`. */
  ownerApproval?: boolean;
  /**
   * Redirect URIs the OAuth client accepts (exact match), added to {@link DEFAULT_ALLOWED_REDIRECT_URIS}.
   */
  allowedRedirectUris?: string[];
  /** OAuth client id. Default {@link DEFAULT_CLIENT_ID}. */
  clientId?: string;
  /** The merchant API key. Default {@link DEFAULT_API_KEY}. */
  apiKey?: string;
  /** Site id (webhook `accountInfo.siteId`, `wix-site-id`). Default {@link DEFAULT_SITE_ID}. */
  siteId?: string;
  /** Webhook delivery: attempts per delivery (default 4), first retry delay (default 250 ms, doubling), request timeout (default 5000 ms). */
  webhookRetry?: { attempts?: number; baseDelayMs?: number; timeoutMs?: number };
  /** Lifetime of webhook JWTs in seconds (`exp = iat + this`). Default 300. */
  webhookJwtTtlSeconds?: number;
  /** Platform requests with a larger body are answered 413 (`PAYLOAD_TOO_LARGE`) unread. Default 1 MiB (1048576). */
  maxBodyBytes?: number;
  /** Request log, service-plugin answer and GraphQL limits (see the README's Limits section). */
  limits?: EmulatorLimits;
  /**
   * Folder of a built dashboard to serve at `/` (its `index.html`, files under `/__dashboard/`).
   * Default: the package's own `dist/dashboard`.
   */
  dashboardDir?: string;
}

/** The catalogue versions an emulator can run (`catalog` option, `--catalog` flag). */
export type CatalogVersionOption = 'v1' | 'v3';

/** The OAuth client id used when none is given. */
export const DEFAULT_CLIENT_ID = 'a1b2c3d4-0000-4000-8000-00000000e0a1';
/** The merchant API key used when none is given (a local emulator: not a secret). */
export const DEFAULT_API_KEY = 'emulator-api-key.IST.local-only';
/** The site id used when none is given. */
export const DEFAULT_SITE_ID = '5e1f5e1f-0000-4000-8000-00000000517e';
/** The app instance id webhooks carry (`instanceId`). */
const DEFAULT_INSTANCE_ID = '1a57a9ce-0000-4000-8000-0000000001d0';

/** Redirect URIs every emulator accepts, whatever `allowedRedirectUris` adds. */
export const DEFAULT_ALLOWED_REDIRECT_URIS: readonly string[] = [
  'http://localhost:3000/callback',
  'http://127.0.0.1:3000/callback',
  'http://localhost:5173/callback',
  'http://127.0.0.1:5173/callback',
];

/** Options after defaults were applied. */
export interface ResolvedEmulatorOptions {
  clientId: string;
  apiKey: string;
  siteId: string;
  tokenTtlSeconds: number;
  refreshReuseGraceMs: number;
  refreshRotation: 'lenient' | 'strict';
  maxAnonymousSessions: number;
  captcha: 'off' | 'required';
  ownerApproval: boolean;
  allowedRedirectUris: string[];
  seed: { products?: number } | 'demo' | 'empty';
  /** Which catalogue the store runs (`GET /stores/v3/provision/version`). */
  catalog: 'v1' | 'v3';
  /** Resource limits (defaults applied), see `EmulatorLimits`. */
  limits: ResolvedLimits;
  /** Where the dashboard is served from, when not the package's `dist/dashboard`. */
  dashboardDir?: string;
}

/** Core settings not shared with the modules. */
export interface CoreSettings {
  port: number;
  host: string;
  allowedOrigins: string[];
  allowedHosts: string[];
  clock: () => number;
  faults: FaultRuleInput[];
  webhookRetry: { attempts: number; baseDelayMs: number; timeoutMs: number };
  webhookJwtTtlSeconds: number;
  maxBodyBytes: number;
  instanceId: string;
  /** The site owner's user id (`wixUserId` of API-key events). */
  ownerId: string;
}

/** Applies defaults; throws a `TypeError` for option values that cannot work. */
export function resolveOptions(options: EmulatorOptions = {}): { resolved: ResolvedEmulatorOptions; core: CoreSettings } {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new TypeError(`Invalid port: ${String(options.port)}`);
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 14400;
  if (!(tokenTtlSeconds > 0)) throw new TypeError(`tokenTtlSeconds must be positive, got ${String(options.tokenTtlSeconds)}`);
  const refreshReuseGraceMs = options.refreshReuseGraceMs ?? 5000;
  if (!(refreshReuseGraceMs >= 0)) throw new TypeError(`refreshReuseGraceMs must be 0 or more, got ${String(options.refreshReuseGraceMs)}`);
  const refreshRotation = options.refreshRotation ?? 'lenient';
  if (refreshRotation !== 'lenient' && refreshRotation !== 'strict')
    throw new TypeError(`refreshRotation must be 'lenient' or 'strict', got ${String(refreshRotation)}`);
  const maxAnonymousSessions = options.maxAnonymousSessions ?? 10_000;
  if (!(Number.isInteger(maxAnonymousSessions) && maxAnonymousSessions > 0))
    throw new TypeError(`maxAnonymousSessions must be a positive integer, got ${String(options.maxAnonymousSessions)}`);
  const seed = options.seed ?? 'demo';
  if (typeof seed === 'object' && seed.products !== undefined && !(Number.isInteger(seed.products) && seed.products >= 0)) {
    throw new TypeError(`seed.products must be a non-negative integer, got ${String(seed.products)}`);
  }
  const catalog = options.catalog ?? 'v1';
  if (catalog !== 'v1' && catalog !== 'v3') throw new TypeError(`catalog must be 'v1' or 'v3', got ${String(options.catalog)}`);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!(Number.isInteger(maxBodyBytes) && maxBodyBytes > 0))
    throw new TypeError(`maxBodyBytes must be a positive integer, got ${String(options.maxBodyBytes)}`);
  const allowed = new Set([...DEFAULT_ALLOWED_REDIRECT_URIS, ...(options.allowedRedirectUris ?? [])]);
  const retry = options.webhookRetry ?? {};
  if (options.dashboardDir !== undefined && (typeof options.dashboardDir !== 'string' || options.dashboardDir === '')) {
    throw new TypeError(`dashboardDir must be a folder path, got ${String(options.dashboardDir)}`);
  }
  return {
    resolved: {
      clientId: options.clientId ?? DEFAULT_CLIENT_ID,
      apiKey: options.apiKey ?? DEFAULT_API_KEY,
      siteId: options.siteId ?? DEFAULT_SITE_ID,
      tokenTtlSeconds,
      refreshReuseGraceMs,
      refreshRotation,
      maxAnonymousSessions,
      captcha: options.captcha ?? 'off',
      ownerApproval: options.ownerApproval ?? false,
      allowedRedirectUris: [...allowed],
      seed,
      catalog,
      limits: resolveLimits(options.limits),
      ...(options.dashboardDir === undefined ? {} : { dashboardDir: options.dashboardDir }),
    },
    core: {
      port,
      host: options.host ?? '127.0.0.1',
      allowedOrigins: (options.allowedOrigins ?? []).map(checkAllowedOrigin),
      allowedHosts: (options.allowedHosts ?? []).map(checkAllowedHost),
      clock: options.clock ?? Date.now,
      faults: options.faults ?? [],
      webhookRetry: {
        attempts: Math.max(1, retry.attempts ?? 4),
        baseDelayMs: Math.max(0, retry.baseDelayMs ?? 250),
        timeoutMs: Math.max(1, retry.timeoutMs ?? 5000),
      },
      webhookJwtTtlSeconds: options.webhookJwtTtlSeconds ?? 300,
      maxBodyBytes,
      instanceId: DEFAULT_INSTANCE_ID,
      ownerId: '0a1e0a1e-0000-4000-8000-0000000000a1',
    },
  };
}
