/**
 * Small crypto helpers of the identity emulation, on web standards and `@noble/hashes` (synchronous
 * SHA-256), so they run in a browser as well as in Node.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base64UrlEncode, utf8Bytes } from '../core/base64';
import { randomBytes, randomInt, timingSafeEqual } from '../core/web-crypto';

/** An opaque random token: `prefix` + 32 random bytes in base64url. */
export function randomToken(prefix: string): string {
  return `${prefix}${base64UrlEncode(randomBytes(32))}`;
}

/** A numeric one-time code of `digits` digits (leading zeros kept). */
export function randomDigits(digits = 6): string {
  let code = '';
  for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
  return code;
}

/** The low byte of every UTF-16 unit: what Node's `ascii` encoding writes. */
function asciiBytes(value: string): Uint8Array {
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i += 1) bytes[i] = value.charCodeAt(i) & 0xff;
  return bytes;
}

/** Base64url (no padding) of the SHA-256 of an ASCII string: the PKCE `S256` transform. */
export function s256(value: string): string {
  return base64UrlEncode(sha256(asciiBytes(value)));
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(utf8Bytes(a), utf8Bytes(b));
}

/** A stored password: salt and SHA-256 of salt + password (good enough for an emulator). */
export interface PasswordHash {
  salt: string;
  hash: string;
}

const saltedHash = (salt: string, password: string) => bytesToHex(sha256(utf8Bytes(salt + password)));

/** Hashes a password with a fresh salt. */
export function hashPassword(password: string): PasswordHash {
  const salt = bytesToHex(randomBytes(16));
  return { salt, hash: saltedHash(salt, password) };
}

/** Whether `password` matches `stored`. */
export function verifyPassword(password: string, stored: PasswordHash | undefined): boolean {
  if (!stored) return false;
  return safeEqual(saltedHash(stored.salt, password), stored.hash);
}
