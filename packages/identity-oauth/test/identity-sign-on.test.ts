// Owner approval (proceedToNextState), activation e-mails and signOn, against the emulator over loopback.
import { startEmulator } from '@storefront-kit/emulator';
import { describe, expect, it } from 'vitest';
import { login, processVerification, proceedToNextState, recover, register, sendActivationEmail, signOn } from '@storefront-kit/identity-oauth';
import { emu, PASSWORD, session } from './emulator-setup';
import { email, useSpecEmulator } from './identity-spec-setup';

useSpecEmulator();

describe('proceedToNextState, sendActivationEmail, signOn', () => {
  it('owner approval: OWNER_APPROVAL_REQUIRED carries the state token; proceed gives SUCCESS once approved', async () => {
    const strict = await startEmulator({ port: 0, ownerApproval: true });
    try {
      const auth = session(strict);
      const address = email();
      await register(auth, { email: address, password: PASSWORD });
      const code = strict.outbox({ to: address }).at(-1)!.code!;
      const r = await processVerification(auth, { code });
      expect(r).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED', data: { stateToken: expect.any(String) } });
      const stateToken = r.loginState === 'OWNER_APPROVAL_REQUIRED' ? r.data.stateToken! : '';
      expect(await proceedToNextState(auth, stateToken)).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      expect((await fetch(`${strict.url}/__emulator/identity/members/${r.data!.identity!.id}/approve`, { method: 'POST' })).status).toBe(200);
      expect(await proceedToNextState(auth, stateToken)).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
      // a finished flow: the platform's message, no login error code
      expect(await proceedToNextState(auth, stateToken)).toEqual({ loginState: 'FAILURE', error: expect.stringContaining('state token') });
      await expect(proceedToNextState(auth, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'stateToken' });
    } finally {
      await strict.stop();
    }
  });

  it('signOn (API key) creates a member; sendActivationEmail mails a link that sets its password', async () => {
    const auth = session();
    const address = email();
    const { sessionToken, identity } = await signOn(auth, { email: address }, emu.apiKey, { profile: { firstName: 'Sam' }, verifyEmail: true });
    expect(sessionToken).toEqual(expect.any(String));
    expect(identity).toMatchObject({ email: { address, isVerified: true }, identityProfile: { firstName: 'Sam' } });
    await sendActivationEmail(auth, identity.id, { redirect: { url: 'http://127.0.0.1:3000/activate' } });
    const mail = emu.outbox({ to: address, kind: 'activation' });
    expect(mail).toHaveLength(1);
    const link = new URL(mail[0]!.link!);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3000/activate');
    expect(await recover(auth, link.searchParams.get('recoveryToken')!, 'an activated secret')).toMatchObject({ loginState: 'SUCCESS' });
    expect(await login(auth, { email: address, password: 'an activated secret' })).toMatchObject({ loginState: 'SUCCESS' });
    await expect(sendActivationEmail(auth, 'no-such-identity')).rejects.toMatchObject({ name: 'HttpError', status: 404 });
    await expect(sendActivationEmail(auth, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
  });

  it('signOn: verifyEmail false leaves the e-mail unverified; a bad e-mail or no API key fail before the call', async () => {
    const auth = session();
    const { identity } = await signOn(auth, { email: email() }, emu.apiKey, { verifyEmail: false });
    expect(identity.email.isVerified).toBe(false);
    emu.clearRequestLog();
    await expect(signOn(auth, { email: 'not-an-email' }, emu.apiKey)).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'loginId.email' });
    await expect(signOn(auth, { email: email() }, '')).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'apiKey' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v2/sign-on' })).toHaveLength(0);
  });

  it('signOn mergeExistingContact: a site contact with that e-mail is merged by default, not with false', async () => {
    const auth = session();
    const contact = async (address: string) => {
      const res = await fetch(`${emu.url}/__emulator/identity/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, profile: { company: 'Acme', lastName: 'Contact' } }),
      });
      expect(res.status).toBe(200);
    };
    const merged = email();
    await contact(merged);
    const a = await signOn(auth, { email: merged }, emu.apiKey, { profile: { firstName: 'Ann' } });
    expect(a.identity.identityProfile).toEqual({ company: 'Acme', lastName: 'Contact', firstName: 'Ann' });
    const separate = email();
    await contact(separate);
    const b = await signOn(auth, { email: separate }, emu.apiKey, { profile: { firstName: 'Bo' }, mergeExistingContact: false });
    expect(b.identity.identityProfile).toEqual({ firstName: 'Bo' });
    expect(emu.requestLog({ path: '/_api/iam/authentication/v2/sign-on' }).at(-1)!.body).toMatchObject({ mergeExistingContact: false });
  });
});
