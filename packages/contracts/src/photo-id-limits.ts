/**
 * Photo ID limits and texts (002 §5, §8, §9; decision 0094): plain constants, so the web's upload reads them
 * without the schemas.
 */
export const ID_PHOTO_MAX_BYTES = 20_971_520;
export const ID_PHOTO_MIN_BYTES = 1;
export const ID_PHOTO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export type IdPhotoMimeType = (typeof ID_PHOTO_MIME_TYPES)[number];
/** The kinds of identity document a learner may photograph (not shown in the spec; decision 0094). */
export const ID_PHOTO_TYPES = ['DRIVERS_LICENSE', 'STATE_ID', 'PASSPORT', 'MILITARY_ID'] as const;
export type IdPhotoType = (typeof ID_PHOTO_TYPES)[number];
/** How long an upload form stays valid after it is issued. */
export const ID_PHOTO_POLICY_SECONDS = 300;
export const ID_PHOTO_FORMAT_MESSAGE = 'Your image must be in either PNG or JPEG format.';
export const ID_PHOTO_SIZE_MESSAGE = 'Your image must be 20mb or smaller.';
export const ID_PHOTO_UPLOAD_ERROR =
  'There was an error uploading your photo, please try again. If the error persists, please call customer support.';
/** The course rule that puts the upload before the course (002 §4, §9). */
export const PHOTO_ID_REQUIRED_RULE = 'SC_PHOTO_IDENTIFICATION_REQUIRED';
/** The local storage's form-POST address (the S3 bucket's address otherwise). */
export const LOCAL_UPLOAD_PATH = '/api/storage/upload';
