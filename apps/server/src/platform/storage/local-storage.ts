import { createReadStream } from 'node:fs';
import { link, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { LOCAL_UPLOAD_PATH } from '@continuum/contracts';
import { randomToken } from '../crypto.js';
import { type PostSigner, type SignedPostForm, signPostForm, type UploadRequest, verifyPostForm } from './post-policy.js';
import { assertValidKey, type ByteRange, type ObjectInfo, type ObjectStorage, StorageNotFoundError } from './storage.js';

/**
 * Files under one directory. Each object is written to a temporary name and renamed into place, so a
 * reader (or a crash) never sees half a file; the content type sits beside it in `<key>.type`.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly signer: PostSigner;
  /** `postSecret` signs upload forms: instances sharing one directory must share it (random otherwise). */
  constructor(
    private readonly root: string,
    postSecret: string = randomToken(32),
  ) {
    this.signer = { accessKeyId: 'continuum-local', secretAccessKey: postSecret, region: 'local', bucket: 'local' };
  }

  async presignPost(request: UploadRequest, now: Date): Promise<SignedPostForm> {
    assertValidKey(request.key);
    return signPostForm(this.signer, LOCAL_UPLOAD_PATH, request, now);
  }

  /** Checks a posted form against its policy (the route at LOCAL_UPLOAD_PATH); throws PostPolicyError. */
  verifyPost(form: Record<string, string>, now: Date) {
    return verifyPostForm(this.signer, form, now);
  }

  private path(key: string): string {
    assertValidKey(key);
    // The suffixes this class uses for its own side files are not object keys.
    if (/\.(type|tmp)$/.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array, contentType?: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomToken(6)}.tmp`;
    await writeFile(temp, body);
    await rename(temp, path);
    if (contentType) await writeFile(`${path}.type`, contentType);
    else await rm(`${path}.type`, { force: true });
  }

  async putNew(key: string, body: Uint8Array, contentType?: string): Promise<boolean> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomToken(6)}.tmp`;
    await writeFile(temp, body);
    try {
      // link() fails with EEXIST when the key exists: creating and checking are one step, so no race overwrites.
      await link(temp, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    } finally {
      await unlink(temp);
    }
    if (contentType) await writeFile(`${path}.type`, contentType);
    return true;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.path(key);
    if (!(await this.stat(key))) throw new StorageNotFoundError(key);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const contentType = await readFile(`${path}.type`, 'utf8').catch(() => undefined);
      return { size: info.size, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }
}
