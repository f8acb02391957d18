// Shared setup for the redirect-login, callback and logout unit tests (not exported from the package).
import { createOAuthStrategy, type OAuthStrategyOptions } from '../src/session/strategy';
import { memoryStorage } from '../src/storage/memory';
import type { Tokens } from '../src/session/tokens';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from './helpers';
import { now } from './session-setup';

export { now };

/** Member tokens whose access token is valid for an hour unless told otherwise. */
export const memberTokens = (expiresAt = now() + 3600): Tokens => ({
  accessToken: { value: 'member-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});

/** The redirect-session answer: a hosted page URL naming the intent (auth or logout). */
export const redirectAnswer = (r: Recorded) =>
  json({
    redirectSession: {
      id: 'rs1',
      fullUrl: `https://login.test/page?session=rs1&intent=${r.body.auth ? 'auth' : 'logout'}`,
      urlDetails: { endpoint: 'https://login.test/page', searchParams: {} },
      sessionToken: 'st',
    },
  });

/** A strategy over memory storage and a recording fetch; by default it answers token and redirect-session calls. */
export function setup(handler?: (r: Recorded) => Response | Promise<Response> | undefined, options: Partial<OAuthStrategyOptions> = {}) {
  const f = fakeFetch(
    handler ??
      ((r) => {
        if (r.path === '/oauth2/token') return tokenAnswer();
        if (r.path === '/_api/redirects-api/v1/redirect-session') return redirectAnswer(r);
        return json({});
      }),
  );
  const storage = memoryStorage();
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, storage, ...options });
  return { ...f, auth, storage };
}
