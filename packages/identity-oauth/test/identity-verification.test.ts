// The verification calls and their messages (resendVerificationCode, startVerification), against the emulator over loopback.
import { processVerification, register, resendVerificationCode, startVerification } from '@storefront-kit/identity-oauth';
import { describe, expect, it } from 'vitest';
import { emu, PASSWORD, session } from './emulator-setup';
import { codes, email, idOf, useSpecEmulator } from './identity-spec-setup';

useSpecEmulator();

describe('resendVerificationCode (POST /_api/iam/verification/v1/auth/resend)', () => {
  it('mails a new code for the pending step; the new code completes the sign-up', async () => {
    const auth = session();
    const address = email();
    const r = await register(auth, { email: address, password: PASSWORD });
    expect(r.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const stateToken = r.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? r.data.stateToken : '';
    expect(codes(address)).toHaveLength(1);
    expect(await resendVerificationCode(auth)).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken } });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/auth/resend' }).map((e) => e.status)).toEqual([200]);
    const [first, second] = codes(address);
    expect(second).toMatch(/^\d{6}$/);
    // the first code is replaced (unless the two random codes happen to be equal)
    if (first !== second) expect(await processVerification(auth, { code: first! })).toMatchObject({ errorCode: 'invalidVerificationCode' });
    expect(await processVerification(auth, { code: second! })).toMatchObject({ loginState: 'SUCCESS' });
  });

  it('outside a pending verification: Unknown _state, nothing sent; a finished flow: FAILURE with the platform message', async () => {
    const auth = session();
    expect(await resendVerificationCode(auth)).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(await resendVerificationCode(auth, { state: { loginState: 'OWNER_APPROVAL_REQUIRED', data: {} } })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/auth/resend' })).toHaveLength(0);
    const gone = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'emu.state.unknown' } } as const;
    const r = await resendVerificationCode(auth, { state: gone });
    expect(r).toMatchObject({ loginState: 'FAILURE', error: expect.stringContaining('Unknown or finished state token') });
    expect(r.errorCode).toBeUndefined();
  });
});

describe('startVerification (POST /_api/iam/verification/v1/start)', () => {
  it('starts an EMAIL verification of an identity: a code goes to its e-mail', async () => {
    const auth = session();
    const address = email();
    await register(auth, { email: address, password: PASSWORD });
    const before = codes(address).length;
    const { verificationId } = await startVerification(auth, { identityId: await idOf(address) });
    expect(verificationId).toEqual(expect.any(String));
    expect(codes(address)).toHaveLength(before + 1);
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/start' }).at(-1)!.body).toEqual({ identityId: await idOf(address), target: 'EMAIL' });
  });

  it('typed errors: a bad target or empty id before any request; an unknown identity from the platform', async () => {
    const auth = session();
    await expect(startVerification(auth, { identityId: 'x', target: 'UNKNOWN_TARGET' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'target' });
    await expect(startVerification(auth, { identityId: '' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'identityId' });
    expect(emu.requestLog({ path: '/_api/iam/verification/v1/start' })).toHaveLength(0);
    await expect(startVerification(auth, { identityId: 'no-such-identity' })).rejects.toMatchObject({ name: 'HttpError', status: 404 });
  });
});
