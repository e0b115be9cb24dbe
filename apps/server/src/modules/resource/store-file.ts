import { createHash } from 'node:crypto';
import type { StoredFile } from '../../platform/db/schema/index.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';

/**
 * The storage prefix of course-package files (resources, captions, site assets). Clean-up after an
 * import only ever deletes under it; other stored files (lesson images, ...) use prefixes of their own.
 */
export const PACKAGE_FILES_PREFIX = 'files/';

/**
 * Stores bytes content-addressed (`files/<sha256>`): storing the same file twice is a no-op, an import
 * that fails after storing leaves nothing that points at half-written data, and rows of an older import
 * keep reading their bytes until they are replaced. `created` says whether the object was absent.
 */
export async function storeFile(
  storage: ObjectStorage,
  bytes: Uint8Array,
  fileName: string,
  mediaType: string,
): Promise<{ file: StoredFile; created: boolean }> {
  const storageKey = `${PACKAGE_FILES_PREFIX}${createHash('sha256').update(bytes).digest('hex')}`;
  const existing = await storage.stat(storageKey);
  const write = !existing || existing.size !== bytes.byteLength;
  if (write) await storage.put(storageKey, bytes, mediaType);
  return { file: { storageKey, fileName, mediaType, size: bytes.byteLength }, created: !existing };
}
