/**
 * Internal plumbing shared by `createWebhooks` and `createServicePlugins`: the verifier, the capped
 * POST body read, the error reporter with its default, and JSON responses. Every refusal is thrown as
 * the receiver's own error, made by its `Fail` function.
 */
import { DEFAULT_MAX_BODY_BYTES, readPostBody } from './body';
import type { Fail } from './failures';
import { checkOption, createVerifier, type JwtVerificationOptions, type Verifier } from './verify';

/** Internal: what both receivers' options share. */
export interface ReceiverOptions<TError> extends JwtVerificationOptions {
  maxBodyBytes?: number;
  onError?: (error: TError) => void;
}

/** Internal: the set-up parts of a receiver. */
export interface Receiver<TError> extends Verifier {
  /** Reads a POST request's body under the `maxBodyBytes` cap; rejects with the receiver's error. */
  read(request: Request): Promise<string>;
  /** Calls `onError` (default: `console.error` for 5xx); a throwing `onError` is ignored. */
  report(error: TError): void;
}

/**
 * Internal: validates the options and builds the verifier (from `verification`, default `options`);
 * throws `fail('INVALID_CONFIG', ...)` when an option is unusable.
 */
export function createReceiver<TError extends { status: number }>(
  options: ReceiverOptions<TError>,
  fail: Fail<TError>,
  verification: JwtVerificationOptions = options,
): Receiver<TError> {
  const { onError = (error) => error.status >= 500 && console.error(error) } = options;
  const maxBodyBytes = checkOption(fail, 'maxBodyBytes', options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  return {
    ...createVerifier(verification, fail),
    read: (request) => readPostBody(request, maxBodyBytes, fail),
    report(error) {
      try {
        onError(error);
      } catch {
        // A failing logger must not change the response.
      }
    },
  };
}

/** Internal: reports `error` and answers it with the JSON `body`; `Allow: POST` on 405, `Connection: close` on 413. */
export function errorResponse<TError extends { status: number }>(receiver: Receiver<TError>, error: TError, body: unknown): Response {
  receiver.report(error);
  const { status } = error;
  return Response.json(body, { status, headers: status === 405 ? { allow: 'POST' } : status === 413 ? { connection: 'close' } : {} });
}
