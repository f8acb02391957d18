/**
 * Reading an answer of an app or a subscriber without trusting its size: at most a given number of
 * bytes is read, and the rest of the stream is cancelled, so an endless or huge answer neither fills the
 * emulator's memory nor keeps it waiting.
 */

/**
 * Reads `response`'s body up to `maxBytes`; at the first chunk past that it keeps the first `maxBytes`
 * and cancels the rest. `complete` says whether the whole body fit.
 */
export async function readAtMost(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; complete: boolean }> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = true;
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    const room = maxBytes - size;
    chunks.push(next.value.subarray(0, room));
    size += Math.min(room, next.value.byteLength);
    if (next.value.byteLength > room) {
      complete = false;
      await reader?.cancel().catch(() => undefined);
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { bytes, complete };
}
