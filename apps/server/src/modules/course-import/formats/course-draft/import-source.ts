import type { Clock } from '../../../../platform/clock.js';
import type { Db } from '../../../../platform/db/client.js';
import type { ObjectStorage } from '../../../../platform/storage/storage.js';
import { readCmi5 } from '../cmi5/read-cmi5.js';
import { readCartridge } from '../common-cartridge/read-cartridge.js';
import { readOlx } from '../olx/read-olx.js';
import { readScorm } from '../scorm/read-scorm.js';
import type { CourseDraft } from './draft.js';
import { type DraftImportResult, importDraft } from './import-draft.js';
import { type CourseFormat, openCourseSource } from './open-source.js';

/** Reads a folder already known to hold a course of another format. */
export function readCourseFolder(format: CourseFormat, folder: string): CourseDraft {
  if (format === 'COMMON_CARTRIDGE') return readCartridge(folder);
  if (format === 'SCORM12' || format === 'SCORM2004') return readScorm(folder);
  if (format === 'CMI5') return readCmi5(folder);
  return readOlx(folder);
}

/**
 * Imports (or with `check`, checks) a Common Cartridge or OLX course from a file or folder: null when the path holds
 * neither, so the caller can try our own package format. Reading errors throw CartridgeInvalidError or OlxInvalidError.
 */
export async function importCourseSource(
  db: Db,
  clock: Clock,
  path: string,
  options: { check?: boolean; storage?: ObjectStorage | undefined } = {},
): Promise<(DraftImportResult & { format: CourseFormat }) | null> {
  const source = await openCourseSource(path);
  if (!source) return null;
  try {
    const result = await importDraft(db, clock, readCourseFolder(source.format, source.folder), options);
    return { ...result, format: source.format };
  } finally {
    await source.close();
  }
}
