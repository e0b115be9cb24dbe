import { readGift } from './gift/read-gift.js';
import type { ReaderTable } from './readers.js';

/** Which reader reads which format; one line per format (issue 29). */
export const READERS: ReaderTable = {
  gift: readGift,
};
