import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './log-error.js';

/**
 * PII and secrets never reach the logs: request bodies are not logged, and these paths are
 * redacted wherever a log line carries them.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.ssn',
  '*.dateOfBirth',
  '*.driversLicense',
  '*.driversLicenseNumber',
  '*.licenseNumber',
  '*.proctorCode',
  '*.cipher',
  '*.key',
];

/**
 * Paths whose last segment is a secret or PII the spec puts in the URL: access and proctor codes as typed,
 * the e-mail address of the proctor logout. Logged as [redacted].
 */
const SECRET_PATH_PREFIXES = ['/api/accesscode/check/', '/api/proctor/final-exam/code/', '/api/proctor/logout/'];

/** The path without its query string, with secret segments masked. */
export function loggablePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  const prefix = SECRET_PATH_PREFIXES.find((p) => path.startsWith(p));
  return prefix ? `${prefix}[redacted]` : path;
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry activation and reset keys: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: loggablePath(req.url),
      }),
      // Errors keep codes and names only, never SQL text, parameters or row values (decision 0052).
      err: serializeError,
      error: serializeError,
    },
  };
}
