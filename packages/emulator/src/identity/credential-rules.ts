/** The rules a member's credentials follow: a valid e-mail address, a password of {@link MIN_PASSWORD_LENGTH} or more. */
import { PlatformError } from '../core/platform-error';
import { isValidEmail } from './accounts';

/** Minimum password length on register, change-password and recover. */
const MIN_PASSWORD_LENGTH = 4;

/** A 400 on `loginId.email` unless `email` is a valid address. */
export function requireValidEmail(email: string): void {
  if (!isValidEmail(email)) {
    throw PlatformError.validation([{ field: 'loginId.email', description: 'must be a valid email address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }]);
  }
}

/** A 400 on `field` when the password is too short; register also tells the threshold (`data.threshold`). */
export function requirePasswordLength(password: string, field: string, options: { withThreshold?: boolean } = {}): void {
  if (password.length >= MIN_PASSWORD_LENGTH) return;
  throw PlatformError.validation([
    {
      field,
      description: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
      violatedRule: 'MIN_LENGTH',
      ...(options.withThreshold ? { data: { threshold: MIN_PASSWORD_LENGTH } } : {}),
    },
  ]);
}
