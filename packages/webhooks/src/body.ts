/**
 * Reads a POST request's body as text with a byte cap, without buffering more than the cap: a declared
 * `Content-Length` over the cap is refused before reading, and a streamed body is cancelled as soon as
 * it passes the cap.
 */
import type { Fail } from './failures';

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

/**
 * Decodes each chunk on its own (no streaming state, so one decoder serves every request). A character
 * split across chunks decodes to U+FFFD, as do bytes that are not UTF-8: neither can be part of a JWT,
 * so the body is refused as `not_a_jwt` either way.
 */
const decoder = /* @__PURE__ */ new TextDecoder();

/**
 * Internal: the body of a POST `request` as text, at most `maxBytes` bytes. Throws `INVALID_CONFIG` (the
 * body was already read), `METHOD_NOT_ALLOWED` (any other method), `BODY_TOO_LARGE` or, when the stream
 * fails, `MALFORMED`. A refused body is left unread
 * (cancelled) for the runtime to discard.
 */
export async function readPostBody<TError>(request: Request, maxBytes: number, fail: Fail<TError>): Promise<string> {
  const { body, method } = request;
  // Read (or being read) by something else first, which leaves the stream locked: an integration mistake, not a bad delivery.
  if (body?.locked) {
    throw fail('INVALID_CONFIG', 'Request body was already read');
  }
  const reader = body?.getReader();
  // A declared `Content-Length` over the cap is refused before reading.
  let size = Number(request.headers.get('content-length')) > maxBytes ? Infinity : 0;
  let text = '';
  try {
    while (method === 'POST' && size <= maxBytes) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return text;
      size += chunk.value.byteLength;
      if (size <= maxBytes) text += decoder.decode(chunk.value);
    }
  } catch (cause) {
    throw fail('MALFORMED', 'Body could not be read', { cause });
  }
  await reader?.cancel().catch(() => {}); // unread: let the runtime discard it
  throw method !== 'POST'
    ? fail('METHOD_NOT_ALLOWED', `Method ${method} not allowed; use POST`)
    : fail('BODY_TOO_LARGE', `Body is larger than ${maxBytes} bytes`, { limitBytes: maxBytes });
}
