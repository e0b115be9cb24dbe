import type { Db } from '../../platform/db/client.js';
import type { StoredFile } from '../../platform/db/schema/index.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';
import { LESSON_IMAGE_PREFIX, SCO_FILES_PREFIX } from '../catalog/index.js';
import { findProductFileKeys, findReferencedFileKeys } from './file-refs-repo.js';
import { PACKAGE_FILES_PREFIX, storeFile } from './store-file.js';

interface Source {
  read: () => Uint8Array;
  mediaType: string;
}

/**
 * The files one package import stores, and the clean-up around its transaction (docs/decisions/0040):
 * storage is not transactional, so files are written before the transaction, and deleted only once the
 * database says nothing references them any more.
 */
export class PackageFiles {
  /** Keys this import stored (and so references, once it commits), with how to read the bytes again. */
  private readonly stored = new Map<string, Source>();
  /** Keys that were absent before this import wrote them. */
  private readonly created = new Set<string>();
  /** Keys the product's previous import referenced, read before this one starts. */
  private previous: string[] = [];

  constructor(readonly storage: ObjectStorage) {}

  /** Remembers what the product references now (call before the import's transaction). */
  async recordPrevious(db: Db, productId: number | undefined): Promise<void> {
    this.previous = productId === undefined ? [] : await findProductFileKeys(db, productId);
  }

  /**
   * Stores a file content-addressed under `prefix` (package files by default); `read` gives the bytes
   * again (a package file is re-read, not kept).
   */
  async store(
    bytes: Uint8Array,
    fileName: string,
    mediaType: string,
    read: () => Uint8Array,
    prefix = PACKAGE_FILES_PREFIX,
  ): Promise<StoredFile> {
    const { file, created } = await storeFile(this.storage, bytes, fileName, mediaType, prefix);
    this.stored.set(file.storageKey, { read, mediaType });
    if (created) this.created.add(file.storageKey);
    return file;
  }

  /**
   * After the import committed: puts back any of its files that a concurrent import's clean-up removed
   * (it saw no reference before this import committed), then deletes the previous import's files that
   * no row of any product references. Returns the keys deleted.
   */
  async afterCommit(db: Db): Promise<string[]> {
    for (const [key, source] of this.stored) {
      if (!(await this.storage.stat(key))) await this.storage.put(key, source.read(), source.mediaType);
    }
    return this.deleteUnreferenced(
      db,
      this.previous.filter((key) => !this.stored.has(key)),
    );
  }

  /** After the import failed: deletes the files it created that nothing references. */
  async afterFailure(db: Db): Promise<string[]> {
    return this.deleteUnreferenced(db, [...this.created]);
  }

  private async deleteUnreferenced(db: Db, candidates: string[]): Promise<string[]> {
    // Only what imports store: package files, lesson images and SCORM package files (never another module’s objects).
    const own = [...new Set(candidates)].filter(
      (key) => key.startsWith(PACKAGE_FILES_PREFIX) || key.startsWith(LESSON_IMAGE_PREFIX) || key.startsWith(SCO_FILES_PREFIX),
    );
    if (own.length === 0) return [];
    const referenced = await findReferencedFileKeys(db, own);
    const orphans = own.filter((key) => !referenced.has(key));
    for (const key of orphans) await this.storage.delete(key);
    return orphans;
  }
}
