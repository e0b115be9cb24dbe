import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { type SignedPostForm, type UploadRequest, uploadConditions } from './post-policy.js';
import { assertValidKey, type ByteRange, type ObjectInfo, type ObjectStorage, StorageNotFoundError } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The S3 client settings for these options (exported so the request building is testable alone). */
export function s3ClientConfig(options: S3StorageOptions): S3ClientConfig {
  return {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** An HTTP Range header value for an inclusive byte range. */
export const rangeHeader = (range: ByteRange) => `bytes=${range.start}-${range.end}`;

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Objects in one bucket of S3 or an S3-compatible service (MinIO, Ceph, R2…). */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  constructor(
    private readonly options: S3StorageOptions,
    client?: S3Client,
  ) {
    this.client = client ?? new S3Client(s3ClientConfig(options));
  }

  async put(key: string, body: Uint8Array, contentType?: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ...(contentType ? { ContentType: contentType } : {}),
      }),
    );
  }

  async putNew(key: string, body: Uint8Array, contentType?: string): Promise<boolean> {
    assertValidKey(key);
    try {
      // S3 conditional write: If-None-Match: * refuses (412) when the key exists.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: body,
          ContentLength: body.byteLength,
          IfNoneMatch: '*',
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
      return true;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      // 412: the key exists; 409: a concurrent conditional write to it is in progress.
      if (status === 412 || status === 409) return false;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key, ...(range ? { Range: rangeHeader(range) } : {}) }),
      );
      if (!out.Body) throw new StorageNotFoundError(key);
      return out.Body instanceof Readable ? out.Body : Readable.from(out.Body as AsyncIterable<Uint8Array>);
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /** The SDK's presigned POST: S3 itself checks the policy when the browser posts the form. */
  async presignPost(request: UploadRequest): Promise<SignedPostForm> {
    assertValidKey(request.key);
    const post = await createPresignedPost(this.client, {
      Bucket: this.options.bucket,
      Key: request.key,
      Conditions: uploadConditions(request) as never,
      Fields: { 'Content-Type': request.contentType },
      Expires: request.expiresSeconds,
    });
    return { url: post.url, fields: post.fields };
  }

  /** Closes the client's sockets. */
  destroy(): void {
    this.client.destroy();
  }
}
