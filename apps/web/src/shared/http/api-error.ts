import type { FieldError } from '@continuum/contracts';

interface ApiErrorInit {
  status: number;
  statusText: string;
  code: string;
  message: string;
  fieldErrors?: FieldError[];
  /** The server's X-Request-Id of the failed call; none when no reply came. */
  requestId?: string;
}

/** A failed call: the server's stable error code plus HTTP status; status 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.requestId = init.requestId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for an ApiError with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}
