import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { LocalStorage } from './local-storage.js';
import { PostPolicyError, type VerifiedPolicy } from './post-policy.js';
import { assertValidKey } from './storage.js';

/** The most a form may carry whatever its policy says: the parser stops reading past it. */
export const LOCAL_UPLOAD_HARD_MAX = 32 * 1024 * 1024;
const FIELD_MAX = 8192;
const FIELDS_MAX = 20;

/** Why an upload was refused: `status` as S3 answers (403 for the policy, 400 for the entity). */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 403,
    reason: string,
  ) {
    super(reason);
    this.name = 'UploadRefused';
  }
}

/**
 * Receives a browser's form POST for the local storage as S3 would: fields first, the file last (field `file`);
 * the policy is checked when the file begins, its length while it streams; nothing is stored unless all hold.
 */
export async function receiveLocalUpload(
  storage: LocalStorage,
  headers: IncomingHttpHeaders,
  body: Readable,
  now: Date,
): Promise<{ key: string }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: { fieldSize: FIELD_MAX, fields: FIELDS_MAX, files: 1, fileSize: LOCAL_UPLOAD_HARD_MAX },
    });
  } catch {
    throw new UploadRefused(400, 'the body must be multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const received = new Promise<{ policy: VerifiedPolicy; bytes: Buffer }>((resolve, reject) => {
    let sawFile = false;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) reject(new UploadRefused(400, `field ${name} too long`));
      else if (!sawFile) fields[name] = value;
    });
    parser.on('file', (name, file) => {
      if (name !== 'file' || sawFile) {
        file.resume();
        return;
      }
      sawFile = true;
      let policy: VerifiedPolicy;
      try {
        policy = storage.verifyPost(fields, now);
      } catch (err) {
        file.resume();
        reject(err instanceof PostPolicyError ? new UploadRefused(403, err.reason) : err);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > policy.maxBytes) tooLarge = true;
        else chunks.push(chunk);
      });
      file.on('limit', () => {
        tooLarge = true;
      });
      file.on('end', () => {
        if (tooLarge) reject(new UploadRefused(400, 'EntityTooLarge'));
        else if (size < policy.minBytes) reject(new UploadRefused(400, 'EntityTooSmall'));
        else resolve({ policy, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => reject(new UploadRefused(400, 'one file per form')));
    parser.on('fieldsLimit', () => reject(new UploadRefused(400, 'too many fields')));
    parser.on('error', () => reject(new UploadRefused(400, 'malformed multipart body')));
    parser.on('close', () => {
      if (!sawFile) reject(new UploadRefused(400, 'the form carries no file'));
    });
  });
  body.pipe(parser);
  const { policy, bytes } = await received;
  try {
    assertValidKey(policy.key);
  } catch {
    throw new UploadRefused(400, 'invalid key');
  }
  await storage.put(policy.key, bytes, policy.contentType);
  return { key: policy.key };
}
