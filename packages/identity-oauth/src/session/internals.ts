import type { CallOptions, Client } from '@storefront-kit/http-core';
import type { OAuthStrategyOptions } from './types';
import type { StorageAdapter } from '../storage/types';
import type { SessionCore } from './store';
import type { Tokens } from './tokens';
import type { TokenRole } from '@storefront-kit/wire/identity';

/** What a grant adds to its token request: `signal`, `timeoutMs`, and headers that replace `tokenRequestHeaders` (merge them in). @internal */
export interface GrantInit extends CallOptions {
  headers?: Record<string, string>;
}

/** Sends a grant to `POST /oauth2/token` and turns the answer into tokens (nothing is stored). @internal */
export type Grant = (body: Record<string, unknown>, role: TokenRole, keepRefresh?: string, init?: GrantInit) => Promise<Tokens>;

/** The outcome of a redirect callback. @internal */
export type RedirectCallbackResult = { tokens: Tokens; returnTo: string };

/**
 * The strategy's own clients: `plain` sends what needs no session (token grants, calls carrying their
 * own `Authorization`), `authenticated` adds the session's access token (renewed as needed).
 * @internal
 */
export interface InternalClients {
  readonly plain: Client;
  readonly authenticated: Client;
}

/** What the standalone functions need from a strategy. @internal */
export interface Internals {
  readonly options: OAuthStrategyOptions;
  /**
   * The strategy's clients for its own calls, on the api host of its platform (built once, and again
   * after `attach` gave it the client's hosts and fetch).
   */
  clients(): InternalClients;
  /** The strategy's token grant (on its plain client). */
  readonly grant: Grant;
  /**
   * The session store's `reading`, the first read of the storage (`undefined` when initial tokens were
   * given: logout waits for it), and `stamp()`, which changes with every replacement of the session not
   * made by a renewal (logout, `setTokens`, another tab's change, an expiry): a sign-in compares it.
   */
  readonly session: Pick<SessionCore, 'reading' | 'stamp'>;
  /** Where pending PKCE logins live; resolved on first use by the redirect-login functions. */
  transactions?: StorageAdapter | undefined;
  /** The last operation on the pending logins: each one waits for the one before it (they rewrite one index). */
  transactionsTurn?: Promise<unknown>;
  /** The state token of a login waiting for its e-mail verification code. */
  pendingVerification?: string | undefined;
  /** Each callback URL's outcome: a second call for the same URL shares it (the code is single-use). */
  callbacks?: Map<string, Promise<RedirectCallbackResult>>;
}
