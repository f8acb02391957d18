/**
 * The authentication state machine: register, login, e-mail verification, owner approval, recovery,
 * sign-on, and the site sessions a `SUCCESS` opens (their `sessionToken` lets the hosted pages and the
 * silent login issue an authorization code). Its parts: pending flows (`./state-flows`), site sessions
 * (`./site-sessions`), recovery links (`./recovery-links`), credential rules (`./credential-rules`).
 *
 * Policies (see the package README):
 * - a new registration must verify its e-mail (a 6-digit code goes to the outbox with the flow's
 *   `stateToken`); then, when the site requires owner approval, it waits for approval; then `SUCCESS`;
 * - logging in to an unverified account answers `REQUIRE_EMAIL_VERIFICATION` with a fresh code;
 * - codes live {@link VERIFICATION_CODE_TTL_MS}; {@link MAX_VERIFICATION_ATTEMPTS} wrong codes end the flow;
 * - session tokens live {@link SESSION_TTL_MS} or until logout; recovery tokens {@link RECOVERY_TOKEN_TTL_MS}.
 */
import type { CaptchaToken, IdentityProfile, StateMachineResponse } from '@storefront-kit/wire/identity';
import type { OutboxMessage } from '../core/outbox';
import { PlatformError } from '../core/platform-error';
import { Accounts, type Account } from './accounts';
import { checkCaptcha } from './captcha';
import { requirePasswordLength, requireValidEmail } from './credential-rules';
import { RecoveryLinks } from './recovery-links';
import { SiteSessions, type SiteSession } from './site-sessions';
import { flowError, StateFlows } from './state-flows';

export type { SiteSession } from './site-sessions';

/** Dependencies of {@link AuthFlows}. */
export interface AuthFlowDeps {
  now: () => number;
  newId: () => string;
  sendEmail: (message: OutboxMessage) => void;
  policy: () => { captcha: 'off' | 'required'; ownerApproval: boolean };
  /** Base URL of the emulator, for links in e-mails. */
  baseUrl: () => string;
}

/** The identity flows of one emulator. */
export class AuthFlows {
  readonly accounts: Accounts;
  readonly #deps: AuthFlowDeps;
  readonly #flows: StateFlows;
  readonly #sessions: SiteSessions;
  readonly #recovery: RecoveryLinks;
  /** Site contacts without a member (lower-cased e-mail -> profile), for `sign-on` to merge. */
  #contacts = new Map<string, IdentityProfile>();

  constructor(deps: AuthFlowDeps) {
    this.#deps = deps;
    this.accounts = new Accounts(deps);
    this.#flows = new StateFlows(deps, (accountId) => this.accounts.byId(accountId) !== undefined);
    this.#sessions = new SiteSessions(deps.now, (memberId) => this.accounts.byId(memberId) !== undefined);
    this.#recovery = new RecoveryLinks(deps);
  }

  /** Forgets flows, sessions and recovery links; re-seeds the accounts. */
  reset(): void {
    this.#flows.clear();
    this.#sessions.clear();
    this.#recovery.clear();
    this.#contacts.clear();
    this.accounts.reset();
  }

  // --- state machine -----------------------------------------------------------------------------

  /** Where an account stands: verification, approval, or success (which opens a site session). */
  nextState(account: Account, existingStateToken?: string, options: { resendCode?: boolean } = {}): StateMachineResponse {
    const identity = this.accounts.toIdentity(account);
    if (existingStateToken) this.#flows.delete(existingStateToken);
    if (!account.emailVerified) {
      const stateToken = this.#flows.open(account, 'email-verification', existingStateToken, options.resendCode !== false);
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
    }
    if (!account.approved) {
      const stateToken = this.#flows.open(account, 'owner-approval', existingStateToken);
      return { state: 'REQUIRE_OWNER_APPROVAL', stateToken, identity };
    }
    return { state: 'SUCCESS', sessionToken: this.openSession(account.id), identity };
  }

  /** v2 (and v1) register. `checkCaptcha: false` for the hosted sign-up page (which has no captcha widget). */
  register(
    input: { email: string; password: string; profile?: IdentityProfile; captchaTokens?: CaptchaToken[] },
    options: { checkCaptcha?: boolean } = {},
  ): StateMachineResponse {
    const policy = this.#deps.policy();
    if (options.checkCaptcha !== false) checkCaptcha(policy.captcha, input.captchaTokens);
    requireValidEmail(input.email);
    requirePasswordLength(input.password, 'password', { withThreshold: true });
    if (this.accounts.byEmail(input.email)) {
      throw PlatformError.application(409, '-19995', 'An account with this email already exists', 'Email already exists');
    }
    const account = this.accounts.create({
      email: input.email,
      password: input.password,
      profile: input.profile,
      emailVerified: false,
      approved: !policy.ownerApproval,
    });
    return this.nextState(account);
  }

  /** v2 (and v1) login. An unknown e-mail answers `-19976` too, so accounts cannot be enumerated. */
  login(input: { email: string; password: string; captchaTokens?: CaptchaToken[] }): StateMachineResponse {
    checkCaptcha(this.#deps.policy().captcha, input.captchaTokens);
    const account = this.accounts.byEmail(input.email);
    if (!account || !this.accounts.checkPassword(account, input.password)) {
      throw PlatformError.application(400, '-19976', 'Wrong email or password', 'Invalid password');
    }
    if (account.mustResetPassword) {
      throw PlatformError.application(400, '-19973', 'The password of this account must be reset', 'Reset password');
    }
    return this.nextState(account);
  }

  /** Password check for the hosted login page (no captcha there). `undefined` when the credentials are wrong. */
  checkCredentials(email: string, password: string): Account | 'reset' | undefined {
    const account = this.accounts.byEmail(email);
    if (!account || !this.accounts.checkPassword(account, password)) return undefined;
    return account.mustResetPassword ? 'reset' : account;
  }

  /** `auth/verify`: the code of an e-mail verification flow. */
  verify(code: string, stateToken: string): StateMachineResponse {
    const flow = this.#flows.get(stateToken);
    const account = this.accounts.byId(flow.accountId) as Account;
    this.#flows.checkCode(stateToken, flow, code);
    this.accounts.touch(account, (a) => {
      a.emailVerified = true;
    });
    this.#flows.delete(stateToken);
    return this.nextState(account);
  }

  /** `auth/resend`: a new code for an e-mail verification flow. */
  resend(stateToken: string): void {
    const flow = this.#flows.get(stateToken);
    if (flow.kind !== 'email-verification') {
      throw flowError('INVALID_STATE_TOKEN', 'This state token does not wait for an email verification');
    }
    this.#flows.sendCode(this.accounts.byId(flow.accountId) as Account, stateToken, flow);
  }

  /** `state/proceed`: re-evaluates a flow (e.g. after the owner approved the member). */
  proceed(stateToken: string): StateMachineResponse {
    const flow = this.#flows.get(stateToken);
    const account = this.accounts.byId(flow.accountId) as Account;
    if (!account.emailVerified && flow.kind === 'email-verification') {
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity: this.accounts.toIdentity(account) };
    }
    return this.nextState(account, stateToken);
  }

  /** The site owner approves a member (control API). */
  approve(memberId: string): Account | undefined {
    const account = this.accounts.byId(memberId);
    if (account) this.accounts.touch(account, (a) => (a.approved = true));
    return account;
  }

  /** Records a site contact (someone known by e-mail who is not a member), for `sign-on` to merge. */
  addContact(email: string, profile: IdentityProfile): void {
    this.#contacts.set(email.toLowerCase(), profile);
  }

  /**
   * `sign-on` (API key): an account for the e-mail (created when missing) and a session for it. A new
   * member whose e-mail is a site contact inherits the contact's data unless `mergeExistingContact`
   * is `false` (the platform's default is `true`); the given profile wins over the contact's.
   */
  signOn(input: { email: string; profile?: IdentityProfile; verifyEmail?: boolean; mergeExistingContact?: boolean }): {
    sessionToken: string;
    account: Account;
  } {
    requireValidEmail(input.email);
    let account = this.accounts.byEmail(input.email);
    if (!account) {
      const contact = input.mergeExistingContact === false ? undefined : this.#contacts.get(input.email.toLowerCase());
      const profile = contact || input.profile ? { ...contact, ...input.profile } : undefined;
      account = this.accounts.create({ email: input.email, profile, emailVerified: input.verifyEmail === true, approved: true });
    } else if (input.profile) {
      const profile = input.profile;
      this.accounts.touch(account, (a) => (a.profile = { ...a.profile, ...profile }));
    }
    return { sessionToken: this.openSession(account.id), account };
  }

  // --- site sessions -----------------------------------------------------------------------------

  /** Opens a site session for a member and returns its token. */
  openSession(memberId: string): string {
    return this.#sessions.open(memberId);
  }

  /** The live site session of a token, if any. */
  session(token: string | undefined): SiteSession | undefined {
    return this.#sessions.get(token);
  }

  /** Ends a site session. */
  endSession(token: string | undefined): void {
    this.#sessions.end(token);
  }

  /** Ends every site session of a member. */
  endSessionsOf(memberId: string): void {
    this.#sessions.endAllOf(memberId);
  }

  // --- recovery ----------------------------------------------------------------------------------

  /**
   * `send-email`: mails a recovery link when the e-mail has an account (silently does nothing
   * otherwise). The link goes to `redirectUrl` (already validated) or to the emulator's reset page.
   */
  sendRecovery(email: string, redirectUrl?: string): void {
    const account = this.accounts.byEmail(email);
    if (!account) return;
    this.#recovery.mail(account, 'password-recovery', 'Reset your password', redirectUrl);
  }

  /** `activation-email`: mails an activation link (set a password, verifies the e-mail). */
  sendActivation(identityId: string, redirectUrl?: string): void {
    const account = this.accounts.byId(identityId);
    if (!account) throw PlatformError.notFound(`No identity ${identityId}`, 'IDENTITY_NOT_FOUND');
    this.#recovery.mail(account, 'activation', 'Activate your account', redirectUrl);
  }

  /**
   * `recover`: a valid recovery token (single-use) sets the new password, clears the reset flag and
   * marks the e-mail verified (the member proved they own it); answers the next state.
   */
  recover(recoveryToken: string, password: string | undefined): StateMachineResponse {
    const accountId = this.#recovery.accountIdOf(recoveryToken);
    const account = accountId === undefined ? undefined : this.accounts.byId(accountId);
    if (!account) throw flowError('INVALID_RECOVERY_TOKEN', 'Unknown, used or expired recovery token');
    if (password !== undefined) requirePasswordLength(password, 'password');
    this.#recovery.consume(recoveryToken);
    if (password !== undefined) this.accounts.setPassword(account, password);
    this.accounts.touch(account, (a) => (a.emailVerified = true));
    return this.nextState(account);
  }

  /** `change-password` for a signed-in member. */
  changePassword(memberId: string, newPassword: string): void {
    const account = this.accounts.byId(memberId);
    if (!account) throw PlatformError.notFound('Member not found', 'IDENTITY_NOT_FOUND');
    requirePasswordLength(newPassword, 'newPassword');
    this.accounts.setPassword(account, newPassword);
  }

  /** `verification/v1/start`: sends a code to the identity's e-mail; answers a verification id. */
  startVerification(identityId: string): string {
    const account = this.accounts.byId(identityId);
    if (!account) throw PlatformError.notFound(`No identity ${identityId}`, 'IDENTITY_NOT_FOUND');
    this.#flows.open(account, 'email-verification');
    return this.#deps.newId();
  }
}
