import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../platform/config.js';

/**
 * The AES-256-GCM key of typing templates: derived from PII_ENCRYPTION_KEY when set, else from the server
 * secret (as the exam gates' PII key), random per process without either (tests). Never logged.
 */
export function typingTemplateKey(config: Pick<AppConfig, 'piiEncryptionKey'>, serverSecret: string | undefined): Buffer {
  const root = config.piiEncryptionKey ?? serverSecret ?? randomBytes(32).toString('base64url');
  return Buffer.from(hkdfSync('sha256', root, 'continuum', 'typing-templates/v1', 32));
}
