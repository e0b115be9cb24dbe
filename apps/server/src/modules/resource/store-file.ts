import { createHash } from 'node:crypto';
import type { StoredFile } from '../../platform/db/schema/index.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';

/**
 * The storage prefix of course-package files (resources, captions, site assets). Lesson images use their
 * own (lesson/lesson-images.ts); the re-import clean-up deletes only under these two.
 */
export const PACKAGE_FILES_PREFIX = 'files/';

/**
 * Stores bytes content-addressed (`<prefix><sha256>`, `files/` unless told): storing the same file twice is a no-op, an import
 * that fails after storing leaves nothing that points at half-written data, and rows of an older import
 * keep reading their bytes until they are replaced. `created` says whether the object was absent.
 */
export async function storeFile(
  storage: ObjectStorage,
  bytes: Uint8Array,
  fileName: string,
  mediaType: string,
  prefix = PACKAGE_FILES_PREFIX,
): Promise<{ file: StoredFile; created: boolean }> {
  const storageKey = `${prefix}${createHash('sha256').update(bytes).digest('hex')}`;
  const existing = await storage.stat(storageKey);
  const write = !existing || existing.size !== bytes.byteLength;
  if (write) await storage.put(storageKey, bytes, mediaType);
  return { file: { storageKey, fileName, mediaType, size: bytes.byteLength }, created: !existing };
}
