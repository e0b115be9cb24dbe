import { z } from 'zod';

/** Stable error codes the client translates (never internals). */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  CSRF_INVALID: 'CSRF_INVALID',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_NOT_ACTIVATED: 'ACCOUNT_NOT_ACTIVATED',
  LOGIN_ALREADY_USED: 'LOGIN_ALREADY_USED',
  EMAIL_ALREADY_USED: 'EMAIL_ALREADY_USED',
  EMAIL_NOT_REGISTERED: 'EMAIL_NOT_REGISTERED',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  ACTIVATION_KEY_INVALID: 'ACTIVATION_KEY_INVALID',
  RESET_KEY_INVALID: 'RESET_KEY_INVALID',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCodeName = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/** Every non-2xx JSON reply has this shape. */
export const errorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldError).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Server messages the spec names for account errors (002 §5, §8). */
export const accountErrorMessages = {
  LOGIN_ALREADY_USED: 'login already in use',
  EMAIL_ALREADY_USED: 'email address already in use',
  EMAIL_NOT_REGISTERED: 'email address not registered',
} as const;
