import { createHash, randomBytes } from 'node:crypto';
import {
  ID_PHOTO_MAX_BYTES,
  ID_PHOTO_MIN_BYTES,
  ID_PHOTO_POLICY_SECONDS,
  ID_PHOTO_SIZE_MESSAGE,
  type IdPhotoConfirmBody,
  type IdPhotoConfirmReply,
  IdPhotoErrorCode,
  type IdPhotoRequestBody,
  type IdPhotoUploadForm,
} from '@continuum/contracts';
import type { SessionUser } from '../../../platform/auth/session-repo.js';
import type { AppContext } from '../../../platform/context.js';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { type ObjectStorage, readAll } from '../../../platform/storage/storage.js';
import { findLearnerProductOwner, markIdPhotoSubmitted } from '../../product/index.js';
import { imageTypeOf, MAGIC_LENGTH } from './magic-bytes.js';
import { canUploadIdPhoto } from './policy.js';
import * as repo from './repo.js';

/** Every photo of a learner product is stored under this prefix; a form signed for it reaches nothing else. */
export const idPhotoPrefix = (userId: number, learnerProductId: number) => `id-photos/u${userId}/lp${learnerProductId}/`;

async function ownLearnerProduct(ctx: AppContext, actor: SessionUser, learnerProductId: number) {
  const lp = await findLearnerProductOwner(ctx.database.db, learnerProductId);
  if (!lp || !canUploadIdPhoto(actor, lp)) throw notFound('learner product');
  return lp;
}

/**
 * POST api/product/id-photo (002 §3, §7): a signed upload form for one photo under the learner's own key prefix,
 * valid ID_PHOTO_POLICY_SECONDS, 1..20971520 bytes of the declared type. The browser posts the file to the storage.
 */
export async function requestIdPhotoUpload(
  ctx: AppContext,
  actor: SessionUser,
  body: IdPhotoRequestBody,
): Promise<IdPhotoUploadForm> {
  await ownLearnerProduct(ctx, actor, body.learnerProductId);
  const now = ctx.clock.now();
  const prefix = idPhotoPrefix(actor.id, body.learnerProductId);
  const key = `${prefix}${randomBytes(12).toString('hex')}.${body.mimeType === 'image/png' ? 'png' : 'jpg'}`;
  const form = await ctx.storage.presignPost(
    {
      key,
      keyPrefix: prefix,
      contentType: body.mimeType,
      minBytes: ID_PHOTO_MIN_BYTES,
      maxBytes: ID_PHOTO_MAX_BYTES,
      expiresSeconds: ID_PHOTO_POLICY_SECONDS,
    },
    now,
  );
  await repo.insertIdPhoto(ctx.database.db, {
    learnerProductId: body.learnerProductId,
    userId: actor.id,
    storageKey: key,
    idPhotoType: body.idPhotoType,
    mimeType: body.mimeType,
    requestedAt: now,
    expiresAt: new Date(now.getTime() + ID_PHOTO_POLICY_SECONDS * 1000),
  });
  const f = form.fields;
  return {
    key,
    credential: f['X-Amz-Credential'] ?? '',
    date: f['X-Amz-Date'] ?? '',
    policy: f.Policy ?? '',
    signature: f['X-Amz-Signature'] ?? '',
    sessionToken: f['X-Amz-Security-Token'] ?? null,
    bucket: f.bucket ?? '',
    url: form.url,
    fields: f,
  };
}

/** Where a checked photo is kept: outside every prefix an upload form is signed for, named by its content. */
export const idPhotoEvidenceKey = (userId: number, learnerProductId: number, sha256: string, mimeType: string) =>
  `id-photo-evidence/u${userId}/lp${learnerProductId}/${sha256}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;

/**
 * POST api/product/id-photo/confirm (decisions 0094, 0108): after the browser's POST, the server reads the stored
 * file and sets hasSubmittedIdPhoto only for a PNG or JPEG (by its first bytes) within the size limit; anything
 * else is deleted and refused. The checked bytes are copied create-only to a content-addressed key no upload form
 * reaches and their SHA-256 recorded; the upload key is deleted. An upload already confirmed is not read again: a
 * second POST with the same signed form (valid a few minutes) cannot replace checked evidence.
 */
export async function confirmIdPhotoUpload(
  ctx: AppContext,
  actor: SessionUser,
  body: IdPhotoConfirmBody,
): Promise<IdPhotoConfirmReply> {
  await ownLearnerProduct(ctx, actor, body.learnerProductId);
  const { db } = ctx.database;
  const photo = await repo.findIdPhoto(db, body.learnerProductId, body.key);
  if (!photo || photo.userId !== actor.id) throw notFound('photo upload');
  if (photo.confirmedAt) return { hasSubmittedIdPhoto: true };
  const info = await ctx.storage.stat(photo.storageKey);
  if (!info) throw new AppError(IdPhotoErrorCode.NOT_UPLOADED, 409, 'No file was received for this upload');
  if (info.size > ID_PHOTO_MAX_BYTES || info.size < ID_PHOTO_MIN_BYTES) {
    await ctx.storage.delete(photo.storageKey);
    throw new AppError(IdPhotoErrorCode.NOT_AN_IMAGE, 400, ID_PHOTO_SIZE_MESSAGE, [
      { field: 'file', message: ID_PHOTO_SIZE_MESSAGE },
    ]);
  }
  const bytes = await readAll(await ctx.storage.get(photo.storageKey));
  if (bytes.length > ID_PHOTO_MAX_BYTES || imageTypeOf(bytes.subarray(0, MAGIC_LENGTH)) === null) {
    await ctx.storage.delete(photo.storageKey);
    const message = 'The file is not a PNG or JPEG image';
    throw new AppError(IdPhotoErrorCode.NOT_AN_IMAGE, 400, message, [{ field: 'file', message }]);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const evidenceKey = idPhotoEvidenceKey(actor.id, body.learnerProductId, sha256, photo.mimeType);
  // Create-only: when the key exists it holds these very bytes (its name is their hash), so nothing is lost.
  await ctx.storage.putNew(evidenceKey, bytes, photo.mimeType);
  const confirmed = await db.transaction(async (tx) => {
    const won = await repo.confirmIdPhoto(tx, photo.id, { sizeBytes: bytes.length, evidenceKey, sha256 }, ctx.clock.now());
    if (won) await markIdPhotoSubmitted(tx, body.learnerProductId);
    return won;
  });
  if (confirmed) await ctx.storage.delete(photo.storageKey);
  return { hasSubmittedIdPhoto: true };
}

/**
 * The learner product's newest confirmed photo, read back and checked against its recorded hash (decision 0108):
 * `intact` false when the stored bytes are not the ones checked at confirm. Undefined when none was confirmed.
 */
export async function readConfirmedIdPhoto(
  deps: { db: Db; storage: ObjectStorage },
  learnerProductId: number,
): Promise<{ bytes: Buffer; mimeType: string; sha256: string; intact: boolean } | undefined> {
  const row = await repo.latestConfirmed(deps.db, learnerProductId);
  if (!row?.evidenceKey || !row.sha256) return undefined;
  const bytes = await readAll(await deps.storage.get(row.evidenceKey));
  const intact = createHash('sha256').update(bytes).digest('hex') === row.sha256;
  return { bytes, mimeType: row.mimeType, sha256: row.sha256, intact };
}
