/**
 * Site members of the emulator: e-mail, hashed password, profile, verification and approval flags, and
 * their wire form (`Identity`). Seeded with documented demo members.
 */
import type { Identity, IdentityProfile, StatusReason } from '@storefront-kit/wire/identity';
import { hashPassword, verifyPassword, type PasswordHash } from './crypto';

/** Password of every seeded demo member: `'storefront-demo'`. */
export const DEMO_PASSWORD = 'storefront-demo';
/** E-mail of {@link DEMO_MEMBER}: `'shopper@example.com'`. */
export const DEMO_MEMBER_EMAIL = 'shopper@example.com';
/** E-mail of {@link RESET_MEMBER}: `'reset@example.com'`. */
export const RESET_MEMBER_EMAIL = 'reset@example.com';

/** A seeded member: fixed id, e-mail, password and profile (re-seeded by every reset). */
export interface DemoMember {
  /** The member (identity) id, also the `memberId` of its tokens. */
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly profile: Readonly<IdentityProfile>;
}

/**
 * The demo shopper: a verified, approved member that can sign in at once (v2 `login`, the hosted login
 * page, or `authorized_client` with its `id`).
 *
 * @example
 * ```ts
 * import { login, type OAuthStrategy } from '@storefront-kit/identity-oauth';
 * import { DEMO_MEMBER } from '@storefront-kit/emulator';
 * const result = await login(auth, { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }); // loginState: 'SUCCESS'
 * declare const auth: OAuthStrategy; // OAuthStrategy({ clientId: emulator.clientId, ... })
 * ```
 */
export const DEMO_MEMBER: DemoMember = Object.freeze({
  id: '0d3e6f1a-0000-4000-8000-00000000de70',
  email: DEMO_MEMBER_EMAIL,
  password: DEMO_PASSWORD,
  profile: Object.freeze({ firstName: 'Demo', lastName: 'Shopper', nickname: 'demo-shopper', privacyStatus: 'PRIVATE' as const }),
});

/**
 * A member flagged to reset its password: `login` answers `-19973` until a recovery
 * (`/_api/iam/recovery/v1/send-email`, then the link in the outbox) sets a new one.
 */
export const RESET_MEMBER: DemoMember = Object.freeze({
  id: '0d3e6f1a-0000-4000-8000-0000000e5e70',
  email: RESET_MEMBER_EMAIL,
  password: DEMO_PASSWORD,
  profile: Object.freeze({ firstName: 'Reset', lastName: 'Required' }),
});

/** Every seeded member, in seeding order. */
export const DEMO_MEMBERS: readonly DemoMember[] = Object.freeze([DEMO_MEMBER, RESET_MEMBER]);

/** A member account. */
export interface Account {
  id: string;
  email: string;
  password?: PasswordHash;
  createdAt: number;
  updatedAt: number;
  revision: number;
  profile: IdentityProfile;
  emailVerified: boolean;
  approved: boolean;
  mustResetPassword: boolean;
}

/** Dependencies of {@link Accounts}. */
export interface AccountsDeps {
  now: () => number;
  newId: () => string;
}

/** A practical e-mail syntax check (one `@`, a dot in the domain, no spaces). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}

/** The member accounts of one emulator. */
export class Accounts {
  readonly #deps: AccountsDeps;
  #byId = new Map<string, Account>();
  #byEmail = new Map<string, Account>();

  constructor(deps: AccountsDeps) {
    this.#deps = deps;
    this.seed();
  }

  /** Drops every account and seeds the demo members again. */
  reset(): void {
    this.#byId.clear();
    this.#byEmail.clear();
    this.seed();
  }

  /** The seeded members (fixed ids, so tests and examples can name them). */
  seed(): void {
    for (const member of DEMO_MEMBERS) {
      const account = this.create({
        id: member.id,
        email: member.email,
        password: member.password,
        profile: { ...member.profile },
        emailVerified: true,
        approved: true,
      });
      account.mustResetPassword = member === RESET_MEMBER;
    }
  }

  /** Creates an account. The caller checked that the e-mail is free. */
  create(input: { id?: string; email: string; password?: string; profile?: IdentityProfile; emailVerified: boolean; approved: boolean }): Account {
    const now = this.#deps.now();
    const account: Account = {
      id: input.id ?? this.#deps.newId(),
      email: input.email,
      password: input.password === undefined ? undefined : hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
      revision: 1,
      profile: input.profile ?? {},
      emailVerified: input.emailVerified,
      approved: input.approved,
      mustResetPassword: false,
    };
    this.#byId.set(account.id, account);
    this.#byEmail.set(account.email.toLowerCase(), account);
    return account;
  }

  /** Account by e-mail (case-insensitive). */
  byEmail(email: string): Account | undefined {
    return this.#byEmail.get(email.toLowerCase());
  }

  /** Account by id. */
  byId(id: string): Account | undefined {
    return this.#byId.get(id);
  }

  /** Every account, oldest first. */
  list(): Account[] {
    return [...this.#byId.values()];
  }

  /** Whether `password` is the account's password. */
  checkPassword(account: Account, password: string): boolean {
    return verifyPassword(password, account.password);
  }

  /** Records a change (bumps `updatedDate` and the revision). */
  touch(account: Account, change: (account: Account) => void): void {
    change(account);
    account.updatedAt = this.#deps.now();
    account.revision += 1;
  }

  /** Sets a new password (and clears the reset flag). */
  setPassword(account: Account, password: string): void {
    this.touch(account, (a) => {
      a.password = hashPassword(password);
      a.mustResetPassword = false;
    });
  }

  /** The wire form of an account. */
  toIdentity(account: Account): Identity {
    const reasons: StatusReason[] = [];
    if (!account.approved) reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
    if (!account.emailVerified) reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
    return {
      id: account.id,
      createdDate: new Date(account.createdAt).toISOString(),
      updatedDate: new Date(account.updatedAt).toISOString(),
      revision: String(account.revision),
      identityProfile: structuredClone(account.profile),
      email: { address: account.email, isVerified: account.emailVerified },
      status: { name: reasons.length > 0 ? 'PENDING' : 'ACTIVE', reasons },
    };
  }
}
