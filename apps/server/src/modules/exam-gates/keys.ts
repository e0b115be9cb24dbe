import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config.js';

/** Keys of the exam gates; built once in buildApp, never logged. */
export interface ExamGateKeys {
  /** HMAC key for stored access and proctor codes. */
  codeKey: Buffer;
  /** AES-256-GCM key for the driver's licence number. */
  piiKey: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'continuum', purpose, 32));
}

/**
 * Code HMAC key from the server secret (DATA_DIR/secret or SESSION_SECRET); PII key from PII_ENCRYPTION_KEY,
 * else from the same secret, so the embedded demo works without set-up. Without any secret (tests) both are
 * random for the process.
 */
export function examGateKeys(config: Pick<AppConfig, 'piiEncryptionKey'>, serverSecret: string | undefined): ExamGateKeys {
  const secret = serverSecret ?? randomBytes(32).toString('base64url');
  return {
    codeKey: derive(secret, 'exam-gate-codes/v1'),
    piiKey: config.piiEncryptionKey ?? derive(secret, 'pii/v1'),
  };
}
