// Integration, the custom login state machine against the emulator over loopback: sign-up, owner approval,
// error codes, captcha, recovery, SSO and changePassword.
import { startEmulator } from '@storefront-kit/emulator';
import { latestCode } from '@storefront-kit/test-utils';
import { describe, expect, it } from 'vitest';
import {
  changePassword,
  getMemberTokensForExternalLogin,
  login,
  loginWithTokenParams,
  processVerification,
  recover,
  register,
  sendPasswordResetEmail,
} from '@storefront-kit/identity-oauth';
import { email, emu, newMember, PASSWORD, session, useEmulator } from './emulator-setup';

// Strict refresh rotation (no reuse grace): these tests show what reuse detection does.
useEmulator({ refreshRotation: 'strict', refreshReuseGraceMs: 0 });

describe('custom login state machine', () => {
  it('register -> e-mail verification with the outbox code -> SUCCESS', async () => {
    const auth = session();
    await newMember(auth);
  });

  it('owner approval: OWNER_APPROVAL_REQUIRED until approved, then SUCCESS', async () => {
    const strict = await startEmulator({ port: 0, ownerApproval: true });
    try {
      const auth = session(strict);
      const address = email();
      await register(auth, { email: address, password: PASSWORD });
      const code = latestCode(strict, address);
      const r = await processVerification(auth, { verificationCode: code });
      expect(r).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'OWNER_APPROVAL_REQUIRED' });
      const id = r.loginState === 'OWNER_APPROVAL_REQUIRED' ? r.data.identity?.id : undefined;
      expect(id).toBeTruthy();
      const ok = await fetch(`${strict.url}/__emulator/identity/members/${id}/approve`, { method: 'POST' });
      expect(ok.status).toBe(200);
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'SUCCESS' });
    } finally {
      await strict.stop();
    }
  });

  it('error codes: emailAlreadyExists, invalidPassword, invalidEmail, resetPassword, wrong verification code', async () => {
    const auth = session();
    const address = await newMember(auth);
    expect(await register(auth, { email: address, password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
    expect(await login(auth, { email: address, password: 'wrong password' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(await login(auth, { email: 'not-an-email', password: PASSWORD })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    // the emulator's seeded account that must reset its password
    expect(await login(auth, { email: 'reset@example.com', password: 'storefront-demo' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword' });
    const other = email();
    await register(auth, { email: other, password: PASSWORD });
    expect(await processVerification(auth, { verificationCode: '000000' })).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidVerificationCode' });
  });

  it('captcha required: missingCaptchaToken, invalidCaptchaToken, then accepted', async () => {
    const strict = await startEmulator({ port: 0, captcha: 'required' });
    try {
      const auth = session(strict);
      const address = email();
      expect(await register(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'missingCaptchaToken' });
      expect(await register(auth, { email: address, password: PASSWORD, captchaTokens: { recaptchaToken: 'nope' } })).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
      expect(
        await register(auth, { email: address, password: PASSWORD, captchaTokens: { invisibleRecaptchaToken: 'test-invisible-recaptcha-token' } }),
      ).toMatchObject({ loginState: 'EMAIL_VERIFICATION_REQUIRED' });
      expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'missingCaptchaToken' });
    } finally {
      await strict.stop();
    }
  });

  it('a 5xx from the identity service is thrown, never invalidEmail', async () => {
    const auth = session();
    await auth.getAuthHeaders();
    emu.addFault({ path: '/_api/iam/authentication/v2/login', kind: 'status', status: 503 });
    try {
      await expect(login(auth, { email: email(), password: PASSWORD })).rejects.toMatchObject({ name: 'HttpError', status: 503 });
    } finally {
      emu.clearFaults();
    }
  });

  it('recovery: e-mail with a recovery link, recover with a new password, log in with it', async () => {
    const auth = session();
    const address = await newMember(auth);
    await sendPasswordResetEmail(auth, address, 'http://127.0.0.1:3000/reset');
    const mail = emu.outbox({ to: address, kind: 'password-recovery' });
    expect(mail).toHaveLength(1);
    const recoveryToken = new URL(mail[0]!.link!).searchParams.get('recoveryToken')!;
    expect(recoveryToken).toBeTruthy();
    expect(await recover(auth, recoveryToken, 'a brand new secret')).toMatchObject({ loginState: 'SUCCESS' });
    expect(await login(auth, { email: address, password: PASSWORD })).toMatchObject({ errorCode: 'invalidPassword' });
    expect(await login(auth, { email: address, password: 'a brand new secret' })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('SSO loginWithTokenParams and changePassword as a member', async () => {
    const auth = session();
    const address = email();
    const r = await loginWithTokenParams(auth, 'emulator-test-idp', { email: address });
    expect(r.loginState).toBe('SUCCESS');
    const tokens = await getMemberTokensForExternalLogin(auth, r.loginState === 'SUCCESS' ? r.data.identity!.id : '', emu.apiKey);
    const member = session(emu, { tokens });
    await changePassword(member, 'changed password 1');
    expect(await login(auth, { email: address, password: 'changed password 1' })).toMatchObject({ loginState: 'SUCCESS' });
    await expect(changePassword(session(), 'x'.repeat(10))).rejects.toMatchObject({ name: 'HttpError' });
  });
});
