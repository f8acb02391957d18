/**
 * Redirect sessions created by `POST /_api/redirects-api/v1/redirect-session`: what the hosted page of
 * `fullUrl` needs to finish the flow (the intent, validated callbacks, who created it).
 */
import type { CreateRedirectSessionRequest, RedirectIntent, RedirectSession } from '@storefront-kit/wire/redirects';
import type { Principal } from '../core/principal';
import { randomToken } from '../identity/crypto';

/** Lifetime of a redirect session. */
const REDIRECT_SESSION_TTL_MS = 60 * 60_000;

/** Which hosted page a session opens. */
export type PageKind = 'auth' | 'login' | 'logout' | 'checkout' | 'other';

/** The page kind of an intent. */
function pageKindOf(intent: RedirectIntent): PageKind {
  switch (intent) {
    case 'auth':
      return 'auth';
    case 'login':
      return 'login';
    case 'logout':
      return 'logout';
    case 'ecomCheckout':
      return 'checkout';
    default:
      return 'other';
  }
}

/** A stored redirect session. */
export interface StoredRedirectSession {
  id: string;
  kind: PageKind;
  intent: RedirectIntent;
  request: CreateRedirectSessionRequest;
  /** Who created it (a visitor or member token). */
  principal: Extract<Principal, { kind: 'visitor' | 'member' }>;
  /** For `web_message` auth sessions: the exact `postMessage` target origin. */
  webMessageOrigin?: string;
  createdAt: number;
  expiresAt: number;
  /** Set once an auth session issued its code (auth sessions are single-use). */
  used: boolean;
  wire: RedirectSession;
}

/** The redirect sessions of one emulator. */
export class RedirectSessions {
  #byId = new Map<string, StoredRedirectSession>();
  #byShort = new Map<string, string>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Forgets every session. */
  clear(): void {
    this.#byId.clear();
    this.#byShort.clear();
  }

  /** Creates a session; `baseUrl` is the emulator's URL. */
  create(input: {
    id: string;
    intent: RedirectIntent;
    request: CreateRedirectSessionRequest;
    principal: StoredRedirectSession['principal'];
    webMessageOrigin?: string;
    baseUrl: string;
  }): StoredRedirectSession {
    const kind = pageKindOf(input.intent);
    const endpoint = `${input.baseUrl}/__pages/${kind}/${input.id}`;
    const searchParams: Record<string, string> = { ...(input.request.preferences?.additionalQueryParameters ?? {}) };
    const query = new URLSearchParams(searchParams).toString();
    const shortId = randomToken('').slice(0, 10);
    const now = this.#now();
    const session: StoredRedirectSession = {
      id: input.id,
      kind,
      intent: input.intent,
      request: input.request,
      principal: input.principal,
      webMessageOrigin: input.webMessageOrigin,
      createdAt: now,
      expiresAt: now + REDIRECT_SESSION_TTL_MS,
      used: false,
      wire: {
        id: input.id,
        fullUrl: query ? `${endpoint}?${query}` : endpoint,
        urlDetails: { endpoint, searchParams },
        sessionToken: randomToken('emu.redirect.'),
        shortUrl: `${input.baseUrl}/__pages/s/${shortId}`,
      },
    };
    this.#byId.set(session.id, session);
    this.#byShort.set(shortId, session.id);
    return session;
  }

  /** A live session by id (expired ones are gone). */
  get(id: string): StoredRedirectSession | undefined {
    const session = this.#byId.get(id);
    if (!session || this.#now() >= session.expiresAt) return undefined;
    return session;
  }

  /** A live session by its short-URL id. */
  byShortId(shortId: string): StoredRedirectSession | undefined {
    const id = this.#byShort.get(shortId);
    return id === undefined ? undefined : this.get(id);
  }
}
