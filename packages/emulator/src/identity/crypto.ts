/** Small crypto helpers of the identity emulation (Node `crypto`). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random token: `prefix` + 32 random bytes in base64url. */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** A numeric one-time code of `digits` digits (leading zeros kept). */
export function randomDigits(digits = 6): string {
  let code = '';
  for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
  return code;
}

/** Base64url (no padding) of the SHA-256 of an ASCII string: the PKCE `S256` transform. */
export function s256(value: string): string {
  return createHash('sha256').update(value, 'ascii').digest('base64url');
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A stored password: salt and SHA-256 of salt + password (good enough for an emulator). */
export interface PasswordHash {
  salt: string;
  hash: string;
}

/** Hashes a password with a fresh salt. */
export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: createHash('sha256').update(salt + password, 'utf8').digest('hex') };
}

/** Whether `password` matches `stored`. */
export function verifyPassword(password: string, stored: PasswordHash | undefined): boolean {
  if (!stored) return false;
  return safeEqual(createHash('sha256').update(stored.salt + password, 'utf8').digest('hex'), stored.hash);
}
