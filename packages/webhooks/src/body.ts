/**
 * Reads a request body as text with a byte cap, without buffering more than the cap: a declared
 * `Content-Length` over the cap is refused before reading, and a streamed body is cancelled as soon as
 * it passes the cap.
 */

/**
 * Default body cap: 1 MiB. Platform JWTs are a few KB.
 *
 * @example
 * ```ts
 * createWebhooks({ publicKey, maxBodyBytes: DEFAULT_MAX_BODY_BYTES / 4 });
 * declare const publicKey: string;
 * ```
 */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Internal: the body is larger than the cap. */
export class BodyTooLarge {
  constructor(readonly limitBytes: number) {}
}

/** Internal: the body is not valid UTF-8. */
export class BodyNotText {}

/** Internal: validates a `maxBodyBytes` option. */
export function assertMaxBodyBytes(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError('maxBodyBytes must be a positive integer');
  }
  return value;
}

/**
 * Internal: reads `request`'s body as UTF-8 text, refusing more than `maxBytes` bytes.
 * Throws {@link BodyTooLarge} or {@link BodyNotText}.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    // Do not read: let the runtime discard the body.
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(maxBytes);
  }
  const body = request.body;
  if (body === null) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyNotText();
  }
}
