import type { ErrorBody, FieldError } from '@continuum/contracts';

/** A failure the client is meant to see: a stable code, an HTTP status, a safe message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message?: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}

export const notFound = (what = 'resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = () => new AppError('FORBIDDEN', 403, 'Access is denied');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401, 'Authentication is required');
/** The spec's concurrent-login reply: 401 with a plain-text body beginning 'This session has been expired'. */
export const SESSION_EXPIRED_TEXT =
  'This session has been expired (possibly due to multiple concurrent logins being attempted as the same user).';
export const sessionExpired = () => new AppError('SESSION_EXPIRED', 401, SESSION_EXPIRED_TEXT);
export const badRequest = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new AppError(code, 400, message, [{ field, message }]);
