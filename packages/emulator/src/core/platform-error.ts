/**
 * The platform's error format: a route throws a {@link PlatformError} anywhere, the core answers its
 * status and JSON body.
 */

/** One entry of a platform validation error (`details.validationError.fieldViolations[]`). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  data?: Record<string, unknown>;
}

/**
 * An error answered in the platform's error format. Throw it from any route handler; the core turns it
 * into the JSON body and status (and adds `X-Wix-Request-Id`).
 */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'PlatformError';
  }

  /** 400 with `details.validationError.fieldViolations`. */
  static validation(fieldViolations: FieldViolation[]): PlatformError {
    return new PlatformError(400, {
      message: 'INVALID_ARGUMENT',
      details: { validationError: { fieldViolations } },
    });
  }

  /** An application error: `{ message, details: { applicationError: { code, description, data } } }`. */
  static application(status: number, code: string, description: string, message = description, data: Record<string, unknown> = {}): PlatformError {
    return new PlatformError(status, { message, details: { applicationError: { code, description, data } } });
  }

  static unauthorized(description = 'Authorization header is malformed or missing'): PlatformError {
    return PlatformError.application(401, 'UNAUTHENTICATED', description, description);
  }

  static forbidden(description = 'Permission denied'): PlatformError {
    return PlatformError.application(403, 'PERMISSION_DENIED', description, description);
  }

  static notFound(description = 'entity not found', code = 'NOT_FOUND'): PlatformError {
    return PlatformError.application(404, code, description, description);
  }
}
