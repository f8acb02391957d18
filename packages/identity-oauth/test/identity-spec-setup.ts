// Shared setup for the identity calls' tests (verification, recovery, v1 API, failure mappings, sign-on)
// against the emulator over loopback.
import { memberIdOf, submitHostedForm, uniqueEmail } from '@storefront-kit/test-utils';
import { afterEach } from 'vitest';
import { emu, useEmulator } from './emulator-setup';

/** The file's emulator (see `useEmulator`), with its faults cleared after each test. */
export function useSpecEmulator() {
  useEmulator();
  afterEach(() => emu.clearFaults());
}

export const email = () => uniqueEmail('spec');
export const codes = (to: string) => emu.outbox({ to, kind: 'verification-code' }).map((m) => m.code!);
export const idOf = (address: string) => memberIdOf(emu.url, address);
/** An application error answered by the emulator's fault API instead of the route. */
export const appFault = (path: string, code: string, status = 400) =>
  emu.addFault({
    path,
    kind: 'status',
    status,
    times: 1,
    body: { message: 'Refused', details: { applicationError: { code, description: 'refused', data: {} } } },
  });

/** Signs the demo shopper in on the hosted page at `authUrl` (the form post, redirects not followed). */
export const signInDemoShopper = (authUrl: string) => submitHostedForm(authUrl, { email: 'shopper@example.com', password: 'storefront-demo' });
