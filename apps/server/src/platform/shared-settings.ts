import type { AppConfig } from './config.js';

/**
 * What several instances on one PostgreSQL must share but this one makes up alone when unset (decision 0058):
 * one line each, logged at start. Not an error: one instance on PostgreSQL is a valid deployment.
 */
export function unsharedSettings(
  config: Pick<AppConfig, 'databaseUrl' | 'sessionSecret' | 'piiEncryptionKey' | 'storage'>,
): string[] {
  if (!config.databaseUrl) return [];
  const lines: string[] = [];
  if (!config.sessionSecret) {
    lines.push(
      'SESSION_SECRET is not set: this instance uses its own DATA_DIR/secret; other instances on this database ' +
        'would refuse its CSRF tokens' +
        (config.piiEncryptionKey ? '.' : ' and could not read the PII it encrypts (PII_ENCRYPTION_KEY is not set either).'),
    );
  }
  if (config.storage.kind === 'local') {
    lines.push(
      `Course files are kept in ${config.storage.dir}: every instance on this database needs that same folder, or S3_BUCKET.`,
    );
  }
  return lines;
}
