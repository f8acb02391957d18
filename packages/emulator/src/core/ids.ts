import { base64UrlEncode } from './base64';
import { randomBytes } from './web-crypto';

/** A fresh UUID v4. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** A request id in the platform's style (`<epoch seconds>.<random digits>`), unique per response. */
export function newRequestId(nowMs: number): string {
  const bytes = randomBytes(8);
  const random = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(0).toString().padStart(20, '0');
  return `${Math.floor(nowMs / 1000)}.${random}`;
}

/** An opaque `X-Wix-Consistent` token. */
export function newConsistencyToken(): string {
  return base64UrlEncode(randomBytes(18));
}
