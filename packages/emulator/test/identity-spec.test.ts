// The identity answers the product spec asks of the emulator, over HTTP: logout ends the site session of
// its cookie, the placeholder redirect URI `unused://`, verification only for an EMAIL target, and
// sign-on's mergeExistingContact.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import { callbackParams, createAuthSession, post, reset, startIdentityEmulator, submitForm, visitorTokens } from './identity-helpers';

let emu: Emulator;
let visitor: string;
const apiKey = () => emu.apiKey;

beforeAll(async () => {
  ({ emu } = await startIdentityEmulator());
});
afterAll(() => emu?.stop());
beforeEach(async () => {
  await reset(emu);
  visitor = (await visitorTokens(emu)).access_token;
});

describe('GET /_api/iam/authentication/v1/logout', () => {
  it('ends the site session of the cookie it is sent with (a browser carries no token)', async () => {
    const signIn = await createAuthSession(emu, visitor);
    const submitted = await submitForm(signIn.fullUrl, { mode: 'login', email: 'shopper@example.com', password: 'storefront-demo' });
    const cookie = submitted.headers.get('set-cookie')!.split(';')[0]!;
    const silent = async () => {
      const { fullUrl } = await createAuthSession(emu, visitor, { prompt: 'none' });
      const res = await fetch(fullUrl, { redirect: 'manual', headers: { cookie } });
      return callbackParams(res.headers.get('location')!);
    };
    expect((await silent()).get('code')).toBeTruthy();
    const target = 'http://localhost:3000/bye';
    const res = await fetch(`${emu.url}/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent(target)}&clientId=${emu.clientId}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    expect((await silent()).get('error')).toBe('login_required');
  });
});

describe('the placeholder redirect URI unused://', () => {
  it('is accepted for an auth session; the hosted sign-in ends on the platform page with its site session', async () => {
    const session = await createAuthSession(emu, visitor, { redirectUri: 'unused://' });
    expect(session.response.status).toBe(200);
    const res = await submitForm(session.fullUrl, { mode: 'login', email: 'shopper@example.com', password: 'storefront-demo' });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('Signed in');
    expect(res.headers.get('set-cookie')).toContain('emulator_site_session=');
  });

  it('has no origin, so web_message refuses it', async () => {
    const session = await createAuthSession(emu, visitor, { redirectUri: 'unused://', responseMode: 'web_message' });
    expect(session.response).toMatchObject({ status: 400, body: { details: { applicationError: { code: 'REDIRECT_URI_NOT_ALLOWED' } } } });
  });
});

describe('POST /_api/iam/verification/v1/start', () => {
  it('only target EMAIL (or none) is accepted', async () => {
    const { body } = await post(emu, '/_api/iam/authentication/v2/register', { loginId: { email: 'start@example.com' }, password: 'secret' }, visitor);
    const identityId = body.identity.id as string;
    expect((await post(emu, '/_api/iam/verification/v1/start', { identityId, target: 'EMAIL' }, visitor)).status).toBe(200);
    const refused = await post(emu, '/_api/iam/verification/v1/start', { identityId, target: 'UNKNOWN_TARGET' }, visitor);
    expect(refused).toMatchObject({ status: 400, body: { details: { validationError: { fieldViolations: [{ field: 'target' }] } } } });
  });
});

describe('sign-on mergeExistingContact', () => {
  const contact = (email: string) => post(emu, '/__emulator/identity/contacts', { email, profile: { company: 'Acme', firstName: 'From contact' } });
  const signOn = (email: string, extra: object = {}) =>
    post(emu, '/_api/iam/authentication/v2/sign-on', { loginId: { email }, profile: { firstName: 'Given' }, ...extra }, apiKey());

  it('merges the contact of that e-mail by default (the given profile wins), not with false', async () => {
    expect((await contact('Merge@Example.com')).status).toBe(200);
    expect((await signOn('merge@example.com')).body.identity.identityProfile).toEqual({ company: 'Acme', firstName: 'Given' });
    await contact('apart@example.com');
    expect((await signOn('apart@example.com', { mergeExistingContact: false })).body.identity.identityProfile).toEqual({ firstName: 'Given' });
  });

  it('contacts are forgotten by a reset; a contact without e-mail is a validation error', async () => {
    await contact('gone@example.com');
    await reset(emu);
    expect((await signOn('gone@example.com')).body.identity.identityProfile).toEqual({ firstName: 'Given' });
    expect((await post(emu, '/__emulator/identity/contacts', { profile: {} })).status).toBe(400);
  });
});
