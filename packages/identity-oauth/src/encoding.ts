/** base64url without padding (RFC 4648 §5), as PKCE and `state` need it. */
export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `n` bytes from the platform CSPRNG. */
export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** A 43-character random string carrying 256 bits (32 CSPRNG bytes, base64url). */
export const randomToken = (): string => base64url(randomBytes(32));
