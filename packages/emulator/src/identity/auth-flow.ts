/**
 * The authentication state machine: register, login, e-mail verification, owner approval, recovery,
 * sign-on, and the site sessions a `SUCCESS` opens (their `sessionToken` lets the hosted pages and the
 * silent login issue an authorization code).
 *
 * Policies (see the package README):
 * - a new registration must verify its e-mail (a 6-digit code goes to the outbox with the flow's
 *   `stateToken`); then, when the site requires owner approval, it waits for approval; then `SUCCESS`;
 * - logging in to an unverified account answers `REQUIRE_EMAIL_VERIFICATION` with a fresh code;
 * - codes live {@link VERIFICATION_CODE_TTL_MS}; {@link MAX_VERIFICATION_ATTEMPTS} wrong codes end the flow;
 * - session tokens live {@link SESSION_TTL_MS} or until logout; recovery tokens {@link RECOVERY_TOKEN_TTL_MS}.
 */
import type {
  CaptchaToken,
  IdentityProfile,
  StateMachineResponse,
} from '@storefront-kit/identity-oauth';
import { PlatformError, type OutboxMessage } from '../context';
import { Accounts, isValidEmail, type Account } from './accounts';
import { checkCaptcha } from './captcha';
import { randomDigits, randomToken, safeEqual } from './crypto';

/** Lifetime of an e-mail verification code. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes allowed before a verification flow ends. */
export const MAX_VERIFICATION_ATTEMPTS = 5;
/** Lifetime of a site session (`sessionToken`). */
export const SESSION_TTL_MS = 24 * 60 * 60_000;
/** Lifetime of a recovery or activation link. */
export const RECOVERY_TOKEN_TTL_MS = 60 * 60_000;
/** Minimum password length on register, change-password and recover. */
export const MIN_PASSWORD_LENGTH = 4;

/** Dependencies of {@link AuthFlows}. */
export interface AuthFlowDeps {
  now: () => number;
  newId: () => string;
  sendEmail: (message: OutboxMessage) => void;
  policy: () => { captcha: 'off' | 'required'; ownerApproval: boolean };
  /** Base URL of the emulator, for links in e-mails. */
  baseUrl: () => string;
}

interface StateFlow {
  accountId: string;
  kind: 'email-verification' | 'owner-approval';
  code?: string;
  codeExpiresAt?: number;
  attempts: number;
}

/** A site session opened by a `SUCCESS`. */
export interface SiteSession {
  memberId: string;
  expiresAt: number;
}

interface RecoveryRecord {
  accountId: string;
  expiresAt: number;
}

function flowError(code: string, description: string, status = 400): PlatformError {
  return PlatformError.application(status, code, description, description);
}

/** The identity flows of one emulator. */
export class AuthFlows {
  readonly accounts: Accounts;
  readonly #deps: AuthFlowDeps;
  #flows = new Map<string, StateFlow>();
  #sessions = new Map<string, SiteSession>();
  #recovery = new Map<string, RecoveryRecord>();
  /** Site contacts without a member (lower-cased e-mail -> profile), for `sign-on` to merge. */
  #contacts = new Map<string, IdentityProfile>();

  constructor(deps: AuthFlowDeps) {
    this.#deps = deps;
    this.accounts = new Accounts(deps);
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
      const stateToken = existingStateToken ?? randomToken('emu.state.');
      const flow: StateFlow = { accountId: account.id, kind: 'email-verification', attempts: 0 };
      this.#flows.set(stateToken, flow);
      if (options.resendCode !== false) this.#sendCode(account, stateToken, flow);
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity };
    }
    if (!account.approved) {
      const stateToken = existingStateToken ?? randomToken('emu.state.');
      this.#flows.set(stateToken, { accountId: account.id, kind: 'owner-approval', attempts: 0 });
      return { state: 'REQUIRE_OWNER_APPROVAL', stateToken, identity };
    }
    return { state: 'SUCCESS', sessionToken: this.openSession(account.id), identity };
  }

  #sendCode(account: Account, stateToken: string, flow: StateFlow): void {
    flow.code = randomDigits(6);
    flow.codeExpiresAt = this.#deps.now() + VERIFICATION_CODE_TTL_MS;
    flow.attempts = 0;
    this.#deps.sendEmail({
      to: account.email,
      kind: 'verification-code',
      subject: `Your verification code is ${flow.code}`,
      code: flow.code,
      stateToken,
    });
  }

  /** v2 (and v1) register. `checkCaptcha: false` for the hosted sign-up page (which has no captcha widget). */
  register(
    input: { email: string; password: string; profile?: IdentityProfile; captchaTokens?: CaptchaToken[] },
    options: { checkCaptcha?: boolean } = {},
  ): StateMachineResponse {
    const policy = this.#deps.policy();
    if (options.checkCaptcha !== false) checkCaptcha(policy.captcha, input.captchaTokens);
    if (!isValidEmail(input.email)) {
      throw PlatformError.validation([
        { field: 'loginId.email', description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
      ]);
    }
    if (input.password.length < MIN_PASSWORD_LENGTH) {
      throw PlatformError.validation([
        {
          field: 'password',
          description: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
          violatedRule: 'MIN_LENGTH',
          data: { threshold: MIN_PASSWORD_LENGTH },
        },
      ]);
    }
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

  #flow(stateToken: string): StateFlow {
    const flow = this.#flows.get(stateToken);
    if (!flow || !this.accounts.byId(flow.accountId)) throw flowError('INVALID_STATE_TOKEN', 'Unknown or finished state token');
    return flow;
  }

  /** `auth/verify`: the code of an e-mail verification flow. */
  verify(code: string, stateToken: string): StateMachineResponse {
    const flow = this.#flow(stateToken);
    const account = this.accounts.byId(flow.accountId) as Account;
    if (flow.kind !== 'email-verification' || !flow.code) {
      throw flowError('INVALID_STATE_TOKEN', 'This state token does not wait for an email verification');
    }
    if (this.#deps.now() >= (flow.codeExpiresAt ?? 0)) throw flowError('VERIFICATION_CODE_EXPIRED', 'The verification code expired');
    if (!safeEqual(code.trim(), flow.code)) {
      flow.attempts += 1;
      if (flow.attempts >= MAX_VERIFICATION_ATTEMPTS) this.#flows.delete(stateToken);
      throw flowError('INVALID_VERIFICATION_CODE', 'Wrong verification code');
    }
    this.accounts.touch(account, (a) => {
      a.emailVerified = true;
    });
    this.#flows.delete(stateToken);
    return this.nextState(account);
  }

  /** `auth/resend`: a new code for an e-mail verification flow. */
  resend(stateToken: string): void {
    const flow = this.#flow(stateToken);
    if (flow.kind !== 'email-verification') {
      throw flowError('INVALID_STATE_TOKEN', 'This state token does not wait for an email verification');
    }
    this.#sendCode(this.accounts.byId(flow.accountId) as Account, stateToken, flow);
  }

  /** `state/proceed`: re-evaluates a flow (e.g. after the owner approved the member). */
  proceed(stateToken: string): StateMachineResponse {
    const flow = this.#flow(stateToken);
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
    if (!isValidEmail(input.email)) {
      throw PlatformError.validation([
        { field: 'loginId.email', description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
      ]);
    }
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
    const token = randomToken('emu.session.');
    this.#sessions.set(token, { memberId, expiresAt: this.#deps.now() + SESSION_TTL_MS });
    return token;
  }

  /** The live site session of a token, if any. */
  session(token: string | undefined): SiteSession | undefined {
    if (!token) return undefined;
    const session = this.#sessions.get(token);
    if (!session || this.#deps.now() >= session.expiresAt || !this.accounts.byId(session.memberId)) return undefined;
    return session;
  }

  /** Ends a site session. */
  endSession(token: string | undefined): void {
    if (token) this.#sessions.delete(token);
  }

  /** Ends every site session of a member. */
  endSessionsOf(memberId: string): void {
    for (const [token, session] of this.#sessions) if (session.memberId === memberId) this.#sessions.delete(token);
  }

  // --- recovery ----------------------------------------------------------------------------------

  /**
   * `send-email`: mails a recovery link when the e-mail has an account (silently does nothing
   * otherwise). The link goes to `redirectUrl` (already validated) or to the emulator's reset page.
   */
  sendRecovery(email: string, redirectUrl?: string): void {
    const account = this.accounts.byEmail(email);
    if (!account) return;
    this.#mailLink(account, 'password-recovery', 'Reset your password', redirectUrl);
  }

  /** `activation-email`: mails an activation link (set a password, verifies the e-mail). */
  sendActivation(identityId: string, redirectUrl?: string): void {
    const account = this.accounts.byId(identityId);
    if (!account) throw PlatformError.notFound(`No identity ${identityId}`, 'IDENTITY_NOT_FOUND');
    this.#mailLink(account, 'activation', 'Activate your account', redirectUrl);
  }

  #mailLink(account: Account, kind: 'password-recovery' | 'activation', subject: string, redirectUrl?: string): void {
    const token = randomToken('emu.recovery.');
    this.#recovery.set(token, { accountId: account.id, expiresAt: this.#deps.now() + RECOVERY_TOKEN_TTL_MS });
    const link = new URL(redirectUrl ?? `${this.#deps.baseUrl()}/__pages/recover`);
    link.searchParams.set('recoveryToken', token);
    this.#deps.sendEmail({ to: account.email, kind, subject, link: link.toString() });
  }

  /**
   * `recover`: a valid recovery token (single-use) sets the new password, clears the reset flag and
   * marks the e-mail verified (the member proved they own it); answers the next state.
   */
  recover(recoveryToken: string, password: string | undefined): StateMachineResponse {
    const record = this.#recovery.get(recoveryToken);
    const account = record ? this.accounts.byId(record.accountId) : undefined;
    if (!record || !account || this.#deps.now() >= record.expiresAt) {
      throw flowError('INVALID_RECOVERY_TOKEN', 'Unknown, used or expired recovery token');
    }
    if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
      throw PlatformError.validation([
        { field: 'password', description: `must be at least ${MIN_PASSWORD_LENGTH} characters`, violatedRule: 'MIN_LENGTH' },
      ]);
    }
    this.#recovery.delete(recoveryToken);
    if (password !== undefined) this.accounts.setPassword(account, password);
    this.accounts.touch(account, (a) => (a.emailVerified = true));
    return this.nextState(account);
  }

  /** `change-password` for a signed-in member. */
  changePassword(memberId: string, newPassword: string): void {
    const account = this.accounts.byId(memberId);
    if (!account) throw PlatformError.notFound('Member not found', 'IDENTITY_NOT_FOUND');
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      throw PlatformError.validation([
        { field: 'newPassword', description: `must be at least ${MIN_PASSWORD_LENGTH} characters`, violatedRule: 'MIN_LENGTH' },
      ]);
    }
    this.accounts.setPassword(account, newPassword);
  }

  /** `verification/v1/start`: sends a code to the identity's e-mail; answers a verification id. */
  startVerification(identityId: string): string {
    const account = this.accounts.byId(identityId);
    if (!account) throw PlatformError.notFound(`No identity ${identityId}`, 'IDENTITY_NOT_FOUND');
    const stateToken = randomToken('emu.state.');
    const flow: StateFlow = { accountId: account.id, kind: 'email-verification', attempts: 0 };
    this.#flows.set(stateToken, flow);
    this.#sendCode(account, stateToken, flow);
    return this.#deps.newId();
  }
}
