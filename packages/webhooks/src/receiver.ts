/**
 * Internal plumbing shared by `createWebhooks` and `createServicePlugins`: option and verifier setup
 * (turning bad options into the receiver's config error), the error reporter with its default, the
 * POST-only capped body read, and JSON responses.
 */
import { assertMaxBodyBytes, BodyTooLarge, DEFAULT_MAX_BODY_BYTES, readBodyText } from './body';
import { createJwtVerifier, KeyConfigurationProblem, type JwtVerificationOptions, type JwtVerifier } from './verify';

/** Internal: what both receivers' options share. */
export interface ReceiverOptions<TError> extends JwtVerificationOptions {
  maxBodyBytes?: number;
  onError?: (error: TError) => void;
}

/** Internal: the set-up parts of a receiver. */
export interface Receiver<TError> {
  verifier: JwtVerifier;
  maxBodyBytes: number;
  /** Calls `onError` (default: `console.error` for 5xx); a throwing `onError` is ignored. */
  report(error: TError): void;
}

/** Internal: a key problem as the receiver's config error; anything else is rethrown as is. */
export function toConfigError<TError>(problem: unknown, configError: (detail: string, cause?: unknown) => TError): TError {
  if (problem instanceof KeyConfigurationProblem) return configError(problem.detail, problem.cause);
  throw problem;
}

/**
 * Internal: builds the verifier (with `verification`, default `options`) and checks `maxBodyBytes`;
 * throws `configError(...)` when either is unusable.
 */
export function createReceiver<TError extends { status: number }>(
  options: ReceiverOptions<TError>,
  configError: (detail: string, cause?: unknown) => TError,
  verification: JwtVerificationOptions = options,
): Receiver<TError> {
  try {
    const onError = options.onError ?? ((error: TError) => error.status >= 500 && console.error(error));
    return {
      verifier: createJwtVerifier(verification),
      maxBodyBytes: assertMaxBodyBytes(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
      report(error) {
        try {
          onError(error);
        } catch {
          // A failing logger must not change the response.
        }
      },
    };
  } catch (problem) {
    // A RangeError is a bad `maxBodyBytes`.
    throw problem instanceof RangeError ? configError(problem.message, problem) : toConfigError(problem, configError);
  }
}

/** Internal: the request method is not POST; answer 405 with `allow: POST`. */
export class MethodNotAllowed {}

/**
 * Internal: the body of a POST request as text, at most `maxBytes` bytes. Throws {@link MethodNotAllowed}
 * (any other method; its body is discarded), `BodyTooLarge` or `BodyNotText`.
 */
async function readPostBody(request: Request, maxBytes: number): Promise<string> {
  if (request.method !== 'POST') {
    await request.body?.cancel().catch(() => undefined);
    throw new MethodNotAllowed();
  }
  return readBodyText(request, maxBytes);
}

/**
 * Internal: a receiver's `processRequest`. Reads the POST body (see {@link readPostBody}) and answers with
 * `handle(body)`. A refused body (`refused: true`) or an error thrown by `handle` goes through `toError`:
 * a `Response` it returns is sent as is; an error is reported and sent as `respond(error, headers)`, with
 * `allow: POST` for a wrong method and `connection: close` for a body too large.
 */
export async function serveRequest<TError>(
  request: Request,
  receiver: Receiver<TError>,
  handle: (body: string) => Promise<Response>,
  toError: (problem: unknown, refused: boolean) => TError | Response,
  respond: (error: TError, headers?: Record<string, string>) => Response,
): Promise<Response> {
  let outcome: TError | Response;
  let headers: Record<string, string> | undefined;
  try {
    const body = await readPostBody(request, receiver.maxBodyBytes);
    try {
      return await handle(body);
    } catch (problem) {
      outcome = toError(problem, false);
    }
  } catch (problem) {
    headers = problem instanceof MethodNotAllowed ? { allow: 'POST' } : problem instanceof BodyTooLarge ? { connection: 'close' } : undefined;
    outcome = toError(problem, true);
  }
  if (outcome instanceof Response) return outcome;
  receiver.report(outcome);
  return respond(outcome, headers);
}

/** Internal: a JSON response. */
export function jsonResponse(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
