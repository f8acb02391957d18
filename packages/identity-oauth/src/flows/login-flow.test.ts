// The login flow store without a browser: transitions, one attempt at a time, typed errors.
import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { createLoginFlow, type LoginFlowSnapshot } from './login-flow';
import { createOAuthStrategy } from '../session/strategy';
import { memoryStorage } from '../storage/memory';

const creds = { email: 'ann@example.com', password: 'correct horse' };
const appError = (code: string) => json({ message: 'Refused', details: { applicationError: { code, description: 'refused' } } }, 400);

function setup(answer: (r: Recorded) => Response | Promise<Response> | undefined) {
  const f = fakeFetch((r) => (r.path === '/oauth2/token' ? tokenAnswer() : answer(r)));
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, storage: memoryStorage() });
  const flow = createLoginFlow(auth);
  const seen: LoginFlowSnapshot[] = [];
  flow.subscribe(() => seen.push(flow.getSnapshot()));
  return { ...f, auth, flow, seen };
}

describe('createLoginFlow', () => {
  it('starts INITIAL; a step goes pending, then to its result; reset goes back', async () => {
    const { flow, seen } = setup(() => json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'stk' }));
    const initial = flow.getSnapshot();
    expect(initial).toEqual({ loginState: 'INITIAL', result: null, errorCode: undefined, error: null, pending: false });
    expect(flow.getSnapshot()).toBe(initial);
    const result = await flow.register(creds);
    expect(result).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'stk' } });
    expect(seen.map((s) => [s.loginState, s.pending])).toEqual([
      ['INITIAL', true],
      ['EMAIL_VERIFICATION_REQUIRED', false],
    ]);
    expect(flow.getSnapshot().result).toBe(result);
    flow.reset();
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'INITIAL', result: null, pending: false });
  });

  it('expected failures are results with their errorCode; the step before stays until then', async () => {
    const { flow } = setup(() => appError('-19976'));
    expect(await flow.login(creds)).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword', error: null, pending: false });
  });

  it('thrown errors resolve null and land in `error`, typed; a non-SDK error is wrapped as ERR_OAUTH_UNEXPECTED', async () => {
    const { flow } = setup(() => json({}, 503));
    expect(await flow.login(creds)).toBeNull();
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'INITIAL', pending: false, error: { name: 'HttpError', status: 503 } });
    const quota = new TypeError('quota exceeded');
    const f = fakeFetch(() => json({}));
    const full = { getItem: () => null, setItem: () => Promise.reject(quota), removeItem() {} };
    const other = createLoginFlow(createOAuthStrategy({ clientId: 'cid', hosts: HOSTS, fetch: f.fetch, transactionStorage: full }));
    expect(await other.loginWithRedirect({ redirectUri: 'https://shop.test/cb', navigate: false })).toBeNull();
    expect(other.getSnapshot().error).toMatchObject({ name: 'OAuthError', code: 'ERR_OAUTH_UNEXPECTED', message: 'quota exceeded', cause: quota });
  });

  it('a new action aborts the running one: its outcome is dropped and it resolves null', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { flow } = setup(async (r) => {
      if (r.body.loginId.email === 'slow@example.com') await gate;
      return json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: r.body.loginId.email });
    });
    const first = flow.login({ ...creds, email: 'slow@example.com' });
    const second = flow.login(creds);
    expect(await second).toMatchObject({ data: { stateToken: creds.email } });
    release();
    expect(await first).toBeNull();
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED', result: { data: { stateToken: creds.email } }, pending: false });
  });

  it('cancel aborts the running action and keeps the state where it was', async () => {
    const { flow, calls } = setup(() => new Promise<Response>(() => {}));
    const running = flow.login(creds);
    await expect.poll(() => calls.length).toBeGreaterThan(1);
    expect(flow.getSnapshot().pending).toBe(true);
    flow.cancel();
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'INITIAL', pending: false, error: null });
    expect(await running).toBeNull();
    const snapshot = flow.getSnapshot();
    flow.cancel(); // nothing running: no change, no new snapshot
    expect(flow.getSnapshot()).toBe(snapshot);
  });

  it('logout clears the session and the flow; navigate: false only returns the URL', async () => {
    const { auth, flow } = setup(() =>
      json({ redirectSession: { id: '1', fullUrl: 'https://login.test/bye', urlDetails: { endpoint: 'e', searchParams: {} } } }),
    );
    await auth.generateVisitorTokens();
    expect(await flow.logout('https://shop.test/', { navigate: false })).toBe('https://login.test/bye');
    expect(auth.getSnapshot().role).toBe('none');
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'INITIAL', result: null, error: null, pending: false });
  });

  it('needs a strategy of this package', () => {
    expect(() => createLoginFlow({} as never)).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION', field: 'auth' }));
  });
});
