import { readGift } from './gift/read-gift.js';
import { readMoodleXml } from './moodle/read-moodle-xml.js';
import { readQti } from './qti/read-qti.js';
import type { ReaderTable } from './readers.js';

/** Which reader reads which format; one line per format (issue 29). */
export const READERS: ReaderTable = {
  gift: readGift,
  'moodle-xml': readMoodleXml,
  qti21: readQti,
  qti30: readQti,
  'qti-package': readQti,
};
