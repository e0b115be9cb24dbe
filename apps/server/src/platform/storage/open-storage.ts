import type { StorageConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

/** The storage the configuration names (see README: STORAGE_DIR, S3_*). */
export function openStorage(config: StorageConfig, postSecret?: string): ObjectStorage {
  if (config.kind === 'local') return new LocalStorage(config.dir, postSecret);
  return new S3Storage(config);
}
