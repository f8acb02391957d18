/**
 * UTF-8 and base64 with web standards only (`TextEncoder`, `btoa`, `atob`), so the emulator core runs in
 * a browser as well as in Node.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The UTF-8 bytes of `text`. */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** `bytes` read as UTF-8 (malformed sequences become U+FFFD). */
export function utf8Text(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Standard base64 with padding. */
export function base64Encode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64url without padding. */
export function base64UrlEncode(bytes: Uint8Array): string {
  return base64Encode(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Decodes base64url or base64 leniently, as Node's `Buffer.from(text, 'base64url')` does: decoding stops
 * at the first `=`, other characters outside both alphabets are skipped, and a dangling last character
 * is dropped. Never throws.
 */
export function base64UrlDecode(text: string): Uint8Array {
  let digits = (text.split('=', 1)[0] ?? '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/[^A-Za-z0-9+/]/g, '');
  if (digits.length % 4 === 1) digits = digits.slice(0, -1);
  const binary = atob(digits);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
