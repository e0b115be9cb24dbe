import { createHash } from 'node:crypto';
import type { StoredFile } from '../../platform/db/schema/index.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';

/**
 * Stores bytes content-addressed (`files/<sha256>`): storing the same file twice is a no-op, an import
 * that fails after storing leaves nothing that points at half-written data, and rows of an older import
 * keep reading their bytes until they are replaced.
 */
export async function storeFile(
  storage: ObjectStorage,
  bytes: Uint8Array,
  fileName: string,
  mediaType: string,
): Promise<StoredFile> {
  const storageKey = `files/${createHash('sha256').update(bytes).digest('hex')}`;
  const existing = await storage.stat(storageKey);
  if (!existing || existing.size !== bytes.byteLength) await storage.put(storageKey, bytes, mediaType);
  return { storageKey, fileName, mediaType, size: bytes.byteLength };
}
