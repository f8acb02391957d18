// What a shopper reads when something fails: plain sentences from the SDK's typed errors. The request's
// method and path stay on the error, for developers; a shopper never sees them.
import { isCheckoutRedirectError } from '@storefront-kit/ecom-cart';
import {
  isAbortError,
  isHttpError,
  isInvalidResponseError,
  isNetworkError,
  isRateLimitError,
  isTimeoutError,
  isValidationError,
  type HttpError,
} from '@storefront-kit/http-core';
import { isOAuthError, type LoginErrorCode, type LoginResult, type OAuthErrorCode } from '@storefront-kit/identity-oauth';

/** A failure in a shopper's words, with the platform's request id (for a details line) when it sent one. */
export interface ShopperMessage {
  text: string;
  requestId?: string;
}

export const OFFLINE = "We can't reach the shop right now. Check your network connection and try again.";
export const TOO_SLOW = 'The shop took too long to answer. Please try again.';
export const OUR_SIDE = 'Something went wrong on our side. Please try again in a moment.';

const OAUTH_TEXT: Partial<Record<OAuthErrorCode, string>> = {
  ERR_OAUTH_STATE: 'This sign-in link has expired or was already used. Please sign in again.',
  ERR_OAUTH_RESPONSE: 'The sign-in did not go through. Please try again.',
  ERR_OAUTH_TIMEOUT: 'Signing in took too long. Please try again.',
  ERR_OAUTH_SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  ERR_OAUTH_SESSION_CHANGED: 'You signed in or out in another tab. Please try again.',
};

// Only the inputs a shopper types; other fields are set by the shop's code, where the SDK's text helps more.
const FIELD_NAMES: Record<string, string> = { couponCode: 'The coupon code' };

const LOGIN_TEXT: Record<LoginErrorCode, string> = {
  invalidEmail: 'No account uses this e-mail address.',
  invalidPassword: 'Wrong e-mail or password.',
  emailAlreadyExists: 'An account with this e-mail already exists. Sign in instead.',
  resetPassword: 'This account must reset its password first.',
  invalidVerificationCode: 'That code is not right or has expired.',
  missingCaptchaToken: 'Please confirm you are not a robot.',
  invalidCaptchaToken: 'Please confirm you are not a robot.',
};

/** The platform's own text: the message without the ` (METHOD /path)` that http-core appends to name the call. */
export function platformText(error: HttpError): string {
  const { message, method, url } = error;
  const call = ` (${method} `;
  const at = message.lastIndexOf(call);
  // Between the method and the closing parenthesis: the URL without its origin, so always an end of `url`.
  const path = message.slice(at + call.length, -1);
  return at >= 0 && message.endsWith(')') && url.endsWith(path) ? message.slice(0, at) : message;
}

/** What went wrong on the way to the platform, or on its side; `undefined` for an answer the shopper should read. */
function transportText(error: unknown): string | undefined {
  if (isNetworkError(error)) return OFFLINE;
  if (isTimeoutError(error)) return TOO_SLOW;
  if (isRateLimitError(error)) {
    const busy = error.status === 429 ? 'Too many requests right now.' : 'The shop is busy right now.';
    return `${busy} Please try again in ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s.`;
  }
  if (isInvalidResponseError(error) || (isHttpError(error) && error.status >= 500)) return OUR_SIDE;
  return undefined;
}

/** Ends `text` with a full stop unless it already ends a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * One sentence from a platform refusal. The SDK's text joins the body's heading (`message`) and its
 * detail (the application error's `description`, else the status text) as `heading: detail` ("Coupon
 * does not exist: Coupon NOPE does not exist"); a shopper reads the detail when the platform wrote one
 * (it names what they typed), else the heading.
 */
function refusalText(error: HttpError): string {
  const text = platformText(error);
  const body = (error.data ?? {}) as { message?: unknown; details?: { applicationError?: { description?: unknown } } };
  const description = body.details?.applicationError?.description;
  const heading = typeof body.message === 'string' ? body.message : '';
  if (typeof description === 'string' && description && text.endsWith(`: ${description}`)) return sentence(description);
  return sentence(heading && text.startsWith(`${heading}: `) ? heading : text);
}

/** The sentence for an error that is not a transport fault. */
function answerText(error: unknown): string {
  if (isHttpError(error)) return refusalText(error);
  if (isOAuthError(error) && error.error === 'access_denied') return 'Sign-in was cancelled.';
  if (isOAuthError(error) && OAUTH_TEXT[error.code]) return OAUTH_TEXT[error.code]!;
  // A ValidationError reads `<field> <problem>`: name the field as the shopper knows it.
  if (isValidationError(error) && error.field && FIELD_NAMES[error.field] && error.message.startsWith(`${error.field} `)) {
    return `${FIELD_NAMES[error.field]}${error.message.slice(error.field.length)}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * What to show a shopper for `error`: `null` for an abort (the shopper, or the shop, cancelled the
 * call), plain sentences for transport faults and platform trouble, the platform's own text for a 4xx,
 * and the message of anything else.
 */
export function shopperMessage(error: unknown): ShopperMessage | null {
  if (isAbortError(error)) return null;
  // The checkout was created but the hand-off to it failed: what the shopper can act on is why.
  if (isCheckoutRedirectError(error) && error.cause) return shopperMessage(error.cause);
  const text = transportText(error) ?? answerText(error);
  return isHttpError(error) && error.requestId ? { text, requestId: error.requestId } : { text };
}

/** What to show for a sign-in, sign-up or verification `FAILURE`: a sentence per known code, else the platform's text. */
export function loginFailureText(result: Extract<LoginResult, { loginState: 'FAILURE' }>): string {
  return (result.errorCode && LOGIN_TEXT[result.errorCode]) || result.error;
}
