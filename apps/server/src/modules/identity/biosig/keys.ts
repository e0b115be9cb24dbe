import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../platform/config.js';
import { deriveKey } from '../../../platform/crypto.js';

/**
 * The AES-256-GCM key of stored signature templates and NMLS ids: from PII_ENCRYPTION_KEY when set (with its own
 * purpose), else from the server secret; random for the process when neither exists (tests). Never logged.
 */
export function biosigKey(config: Pick<AppConfig, 'piiEncryptionKey'>, serverSecret: string | undefined): Buffer {
  if (config.piiEncryptionKey) return deriveKey(config.piiEncryptionKey.toString('base64'), 'biosig/v1');
  return deriveKey(serverSecret ?? randomBytes(32).toString('base64url'), 'biosig/v1');
}
