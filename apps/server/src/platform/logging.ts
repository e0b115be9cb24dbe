import type { FastifyServerOptions } from 'fastify';

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
  '*.key',
];

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry activation and reset keys: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}
