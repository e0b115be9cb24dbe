import type { Readable } from 'node:stream';
import type { SignedPostForm, UploadRequest } from './post-policy.js';

/** Inclusive byte range, as HTTP Range headers count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectInfo {
  size: number;
  contentType: string | undefined;
}

/**
 * Where course files live: one interface, local disk by default, S3-compatible object storage when
 * configured. Keys are relative paths of lower-case letters, digits and `/_.-` (never `..`).
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there; readers never see a partial object. */
  put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
  /**
   * Stores the bytes only when nothing is stored under the key yet (create-only: evidence is never overwritten);
   * false, with nothing written, when the key exists.
   */
  putNew(key: string, body: Uint8Array, contentType?: string): Promise<boolean>;
  /** The object's bytes, or the given range of them; throws StorageNotFoundError when absent. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and type, or null when absent. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; absent objects are not an error. */
  delete(key: string): Promise<void>;
  /**
   * A signed HTML form (SigV4 POST policy) with which a browser stores one file under the request's key prefix
   * directly (decision 0094); `now` dates the policy where the storage signs it itself.
   */
  presignPost(request: UploadRequest, now: Date): Promise<SignedPostForm>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,511}$/;

/** Rejects keys that could escape the storage root or address something unintended. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Reads a whole stream (small objects: documents to convert, test assertions). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
