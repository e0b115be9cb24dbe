import { z } from 'zod';
import { idField, text } from './inputs.js';
import { ID_PHOTO_FORMAT_MESSAGE, ID_PHOTO_MIME_TYPES, ID_PHOTO_TYPES } from './photo-id-limits.js';

/** POST api/product/id-photo (002 §3 "Photo ID request", §7). */
export const idPhotoRequestBody = z.object({
  learnerProductId: idField('learnerProductId'),
  idPhotoType: z.enum(ID_PHOTO_TYPES, { error: `idPhotoType must be one of ${ID_PHOTO_TYPES.join(', ')}` }),
  mimeType: z.enum(ID_PHOTO_MIME_TYPES, { error: ID_PHOTO_FORMAT_MESSAGE }),
});
export type IdPhotoRequestBody = z.infer<typeof idPhotoRequestBody>;

/**
 * The signed upload form (SigV4 POST policy): the spec's fields, plus `url` (the form's action: the bucket's
 * address, which depends on the endpoint) and `fields` (every form field to post before the file, in order).
 */
export const idPhotoUploadForm = z.object({
  key: z.string(),
  credential: z.string(),
  date: z.string(),
  policy: z.string(),
  signature: z.string(),
  sessionToken: z.string().nullable(),
  bucket: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type IdPhotoUploadForm = z.infer<typeof idPhotoUploadForm>;

/** POST api/product/id-photo/confirm: the browser has posted the file; the server checks it (decision 0094). */
export const idPhotoConfirmBody = z.object({
  learnerProductId: idField('learnerProductId'),
  key: text({ error: 'key is required' }).min(1, 'key is required').max(512, 'key must be at most 512 characters'),
});
export type IdPhotoConfirmBody = z.infer<typeof idPhotoConfirmBody>;

export const idPhotoConfirmReply = z.object({ hasSubmittedIdPhoto: z.boolean() });
export type IdPhotoConfirmReply = z.infer<typeof idPhotoConfirmReply>;

/** Error codes of the photo ID calls. */
export const IdPhotoErrorCode = {
  /** 400: the form's conditions do not hold (expired, signature, key, size, type). */
  POLICY_REFUSED: 'UPLOAD_POLICY_REFUSED',
  /** 409: nothing was stored under the key yet. */
  NOT_UPLOADED: 'ID_PHOTO_NOT_UPLOADED',
  /** 400: the stored file is not a PNG or JPEG image (magic bytes), or too large. */
  NOT_AN_IMAGE: 'ID_PHOTO_NOT_AN_IMAGE',
} as const;
