import type { IdPhotoMimeType } from '@continuum/contracts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Bytes to read from the start of a file to know its type. */
export const MAGIC_LENGTH = PNG.length;

/** The image type a file's first bytes announce (PNG or JPEG), or null: the name and declared type count for nothing. */
export function imageTypeOf(head: Uint8Array): IdPhotoMimeType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}
