import { ID_PHOTO_MAX_BYTES, ID_PHOTO_MIME_TYPES } from '@continuum/contracts';

/** The i18n key of what is wrong with a chosen file (002 §5), or null when it may be uploaded. */
export function photoProblem(file: { type: string; size: number }): 'photoId.errors.format' | 'photoId.errors.size' | null {
  if (!(ID_PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'photoId.errors.format';
  if (file.size > ID_PHOTO_MAX_BYTES) return 'photoId.errors.size';
  return null;
}
