/**
 * The emulator's request-body limit. The platform publishes no figure; the emulator refuses a body over
 * `maxBodyBytes` (1 MiB by default) with a 413 in the platform's error format, as a gateway would, so an
 * app and the SDK meet that answer locally, and a hostile body is never buffered whole.
 */
import { PlatformError } from '../core/platform-error';

/** The default of `maxBodyBytes`: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 2 ** 20;

/**
 * Whether `request`'s body is over `max` bytes: its declared `Content-Length`, else (a chunked body) a
 * count of what a copy of it streams, stopped at the first chunk past `max`. The request's own body is
 * left unread.
 */
export async function bodyOverLimit(request: Request, max: number): Promise<boolean> {
  // GET and HEAD bodies are never read; asking for one would build the whole Request object.
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return false;
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared)) return Number(declared) > max;
  const reader = request.clone().body!.getReader();
  for (let size = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => undefined);
      return true;
    }
  }
}

/** The 413 of a body over the limit. */
export function payloadTooLarge(max: number): PlatformError {
  return PlatformError.application(413, 'PAYLOAD_TOO_LARGE', `The request body is over ${max} bytes`, 'Payload Too Large');
}
