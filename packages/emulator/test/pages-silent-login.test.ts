/**
 * Silent login as the platform's SDK sends it (`getMemberTokensForDirectLogin`): a web_message auth
 * request with `prompt: 'none'`, a `sessionToken` and no `redirectUri`. The answer goes to the origin of
 * the page that created the session (its `Origin` header, else its `Referer`), when that origin is the
 * origin of an allowed redirect URI.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, SESSION_PATH, appCode, demoSessionToken, exchangeCode, pkcePair, postedMessage, useIdentityEmulator } from './identity-helpers';

const env = useIdentityEmulator();

/** The platform SDK's silent-login redirect session, sent from a page with these headers. */
async function silentSession(headers: Record<string, string>, sessionToken: string) {
  const pkce = pkcePair();
  const state = randomBytes(16).toString('base64url');
  const authRequest = {
    clientId: env.emu.clientId,
    codeChallenge: pkce.challenge,
    codeChallengeMethod: 'S256',
    responseMode: 'web_message',
    responseType: 'code',
    scope: 'offline_access',
    state,
    sessionToken,
  };
  const response = await fetch(`${env.emu.url}${SESSION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: env.visitor, ...headers },
    body: JSON.stringify({ auth: { authRequest, prompt: 'none' } }),
  });
  return { pkce, state, status: response.status, body: (await response.json()) as any };
}

describe('web_message without redirectUri', () => {
  it('answers the page origin of the Origin header with a code that redeems without redirectUri', async () => {
    const { pkce, state, status, body } = await silentSession({ origin: APP_ORIGIN }, await demoSessionToken(env));
    expect(status).toBe(200);
    const page = await fetch(body.redirectSession.fullUrl);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${APP_ORIGIN}`);
    const { message, target } = postedMessage(await page.text());
    expect(target).toBe(APP_ORIGIN);
    expect(message).toEqual({ type: 'authorization_response', code: expect.any(String), state });
    const tokens = await exchangeCode(env.emu, message.code!, pkce.verifier);
    expect(tokens.status).toBe(200);
    expect(env.emu.context.services.tokens!.resolve(tokens.body.access_token)).toMatchObject({ kind: 'member' });
  });

  it('takes the origin of the Referer when there is no Origin header', async () => {
    const { status, body } = await silentSession({ referer: `${APP_ORIGIN}/account?tab=1` }, await demoSessionToken(env));
    expect(status).toBe(200);
    expect(postedMessage(await (await fetch(body.redirectSession.fullUrl)).text()).target).toBe(APP_ORIGIN);
  });

  it('a code issued without redirectUri is refused when the token request names one', async () => {
    const { pkce, body } = await silentSession({ origin: APP_ORIGIN }, await demoSessionToken(env));
    const { message } = postedMessage(await (await fetch(body.redirectSession.fullUrl)).text());
    expect(await exchangeCode(env.emu, message.code!, pkce.verifier, `${APP_ORIGIN}/callback`)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('refuses a page origin that is not allowed, and a request with no page origin at all', async () => {
    const token = await demoSessionToken(env);
    const evil = await silentSession({ origin: 'https://evil.example' }, token);
    expect(evil.status).toBe(400);
    expect(appCode(evil)).toBe('REDIRECT_URI_NOT_ALLOWED');
    const nowhere = await silentSession({}, token);
    expect(nowhere.status).toBe(400);
    expect(appCode(nowhere)).toBe('REDIRECT_URI_NOT_ALLOWED');
  });

  it('still requires redirectUri in the fragment and query modes', async () => {
    const response = await fetch(`${env.emu.url}${SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: env.visitor, origin: APP_ORIGIN },
      body: JSON.stringify({
        auth: {
          authRequest: {
            clientId: env.emu.clientId,
            codeChallenge: pkcePair().challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            state: 's',
          },
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('auth.authRequest.redirectUri');
  });
});
