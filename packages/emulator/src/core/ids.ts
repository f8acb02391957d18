import { randomBytes, randomUUID } from 'node:crypto';

/** A fresh UUID v4. */
export function newId(): string {
  return randomUUID();
}

/** A request id in the platform's style (`<epoch seconds>.<random digits>`), unique per response. */
export function newRequestId(nowMs: number): string {
  const random = randomBytes(8).readBigUInt64BE().toString().padStart(20, '0');
  return `${Math.floor(nowMs / 1000)}.${random}`;
}

/** An opaque `X-Wix-Consistent` token. */
export function newConsistencyToken(): string {
  return randomBytes(18).toString('base64url');
}
