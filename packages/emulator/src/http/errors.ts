import { PlatformError } from '../core/platform-error';

/** The body of a 404 for a path no route serves. */
export function routeNotFound(method: string, path: string): PlatformError {
  return PlatformError.application(404, 'NOT_FOUND', `No endpoint for ${method} ${path}`, 'Not Found');
}

/** The read-only host refuses anything but GET and HEAD. */
export function readOnlyRefusal(method: string): PlatformError {
  return PlatformError.application(405, 'METHOD_NOT_ALLOWED', `The read-only host accepts only GET and HEAD requests, not ${method}`, 'Method Not Allowed');
}

/** Body and status of an unexpected error (the platform's opaque 500). */
export const INTERNAL_ERROR_BODY = { message: 'Internal error', details: {} } as const;

/** A JSON response for a platform error. */
export function errorResponse(error: PlatformError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  });
}
