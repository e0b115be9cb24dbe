import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from './config.js';

/**
 * The app's sealing keys, built once in buildApp and reached by modules as `ctx.keys` (issue 26: no key is passed by
 * hand from app.ts to a module); never logged.
 */
export interface SealingKeys {
  /** HMAC key for stored exam access and proctor codes (exam gates, and mail's resend of a code). */
  codeKey: Buffer;
  /** AES-256-GCM key for PII at rest: licence numbers, dates of birth, SSNs (affidavit, exam gates, certificate, records). */
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
export function sealingKeys(config: Pick<AppConfig, 'piiEncryptionKey'>, serverSecret: string | undefined): SealingKeys {
  const secret = serverSecret ?? randomBytes(32).toString('base64url');
  return {
    codeKey: derive(secret, 'exam-gate-codes/v1'),
    piiKey: config.piiEncryptionKey ?? derive(secret, 'pii/v1'),
  };
}
