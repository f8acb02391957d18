/**
 * Identity fixtures for tests that sign members in against the emulator: fresh addresses, the
 * e-mailed codes, the hosted login page and the silent-login frame. Typed by what they read, so this
 * package needs no dependency on the emulator or the SDK.
 */
import { submitHostedForm } from './hosted-forms';

/** The password the test members get. */
export const TEST_PASSWORD = 'correct horse battery';

let sequence = 0;

/** A fresh e-mail address: `<prefix>-<time>-<n>@example.com`. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${Date.now()}-${++sequence}@example.com`;
}

/** What {@link latestCode} reads from an emulator: its outbox. */
export interface Mailbox {
  outbox(filter?: { to?: string; kind?: 'verification-code' }): { code?: string | undefined }[];
}

/** The last e-mail verification code the emulator sent to `to`; throws when there is none. */
export function latestCode(emulator: Mailbox, to: string): string {
  const code = emulator.outbox({ to, kind: 'verification-code' }).at(-1)?.code;
  if (!code) throw new Error(`No verification code was sent to ${to}`);
  return code;
}

/** The member id of `email`, from the emulator's member list (`GET /__emulator/identity/members`). */
export async function memberIdOf(emulatorUrl: string, email: string): Promise<string> {
  const { members } = (await (await fetch(`${emulatorUrl}/__emulator/identity/members`)).json()) as { members: { id: string; email: { address: string } }[] };
  const member = members.find((m) => m.email.address === email);
  if (!member) throw new Error(`No member ${email}`);
  return member.id;
}

/** Signs in on the emulator's hosted login page with plain HTTP and returns the callback URL it redirects to. */
export async function signInOnHostedPage(authUrl: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await submitHostedForm(authUrl, { email, password });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`The hosted login page answered ${res.status}, not a redirect`);
  return location;
}

/**
 * Plays the silent login's hidden frame in jsdom (which loads no frames): fetches the frame's page
 * from the emulator and posts the page's web_message answer from the frame's window, with the login
 * page's origin.
 */
export async function answerSilentFrame(): Promise<void> {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('No silent-login frame on the page');
  const html = await (await fetch(frame.src)).text();
  const message = /var m=(\{.*?\});var o=/.exec(html)?.[1];
  if (!message) throw new Error('The frame page carries no web_message answer');
  window.dispatchEvent(new MessageEvent('message', { data: JSON.parse(message) as unknown, origin: new URL(frame.src).origin, source: frame.contentWindow }));
}
