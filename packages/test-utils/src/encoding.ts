/**
 * Encodings tests build tokens with by hand: base64url (RFC 4648 §5, no padding), as in JWTs.
 */

/** The base64url text of `value` (a string is encoded as UTF-8). */
export function base64url(value: string | Uint8Array): string {
  return Buffer.from(value).toString('base64url');
}

/** The base64url text of `value` serialized as JSON: a hand-made JWT header or claims segment. */
export function base64urlJson(value: unknown): string {
  return base64url(JSON.stringify(value));
}
