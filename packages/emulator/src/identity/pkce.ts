/** PKCE (RFC 7636) checks the authorization server side does. */
import { s256, safeEqual } from './crypto';

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Whether a `code_verifier` has the RFC 7636 §4.1 form: 43-128 chars of `[A-Za-z0-9-._~]`. */
export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier);
}

/** RFC 7636 §4.6: the verifier is well-formed and `BASE64URL(SHA256(verifier))` equals the stored challenge. */
export function verifyS256(verifier: string, challenge: string): boolean {
  return isValidCodeVerifier(verifier) && safeEqual(s256(verifier), challenge);
}
