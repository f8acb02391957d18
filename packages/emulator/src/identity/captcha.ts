/** The emulator's captcha policy for register and login. */
import type { CaptchaToken } from '@storefront-kit/wire/identity';
import { PlatformError } from '../core/platform-error';

/** The visible-reCAPTCHA token the emulator accepts. */
export const TEST_RECAPTCHA_TOKEN = 'test-recaptcha-token';
/** The invisible-reCAPTCHA token the emulator accepts. */
export const TEST_INVISIBLE_RECAPTCHA_TOKEN = 'test-invisible-recaptcha-token';

/** `-19971`: captcha required, no token sent. */
function missingCaptchaError(): PlatformError {
  return PlatformError.application(400, '-19971', 'Captcha token is missing', 'Missing captcha token');
}

/** `-19970`: the captcha token was rejected. */
function invalidCaptchaError(): PlatformError {
  return PlatformError.application(400, '-19970', 'Captcha token is invalid', 'Invalid captcha token');
}

/**
 * With policy `required`: no token -> `-19971`; tokens but none accepted -> `-19970`. Accepted are
 * {@link TEST_RECAPTCHA_TOKEN} as `Recaptcha` and {@link TEST_INVISIBLE_RECAPTCHA_TOKEN} as
 * `InvisibleRecaptcha`. With policy `off` tokens are ignored.
 */
export function checkCaptcha(policy: 'off' | 'required', tokens: readonly CaptchaToken[] | undefined): void {
  if (policy === 'off') return;
  const sent = (tokens ?? []).filter((t) => Boolean(t.Recaptcha) || Boolean(t.InvisibleRecaptcha));
  if (sent.length === 0) throw missingCaptchaError();
  const accepted = sent.some((t) => t.Recaptcha === TEST_RECAPTCHA_TOKEN || t.InvisibleRecaptcha === TEST_INVISIBLE_RECAPTCHA_TOKEN);
  if (!accepted) throw invalidCaptchaError();
}
