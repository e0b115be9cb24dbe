import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { type ImportSummary, importCoursePackage } from './package-import.js';
import { type PackageError, readCoursePackage } from './package-reader.js';

export class PackageInvalidError extends Error {
  constructor(readonly errors: PackageError[]) {
    super(
      `course package has ${errors.length} error(s):\n${errors.map((e) => `  ${e.file}:${e.line}: ${e.message}`).join('\n')}`,
    );
    this.name = 'PackageInvalidError';
  }
}

/** Validates a package folder and imports it; an invalid package imports nothing. */
export async function importCourseFolder(db: Db, clock: Clock, folder: string): Promise<ImportSummary> {
  const { package: pkg, errors } = readCoursePackage(folder);
  if (!pkg) throw new PackageInvalidError(errors);
  return importCoursePackage(db, clock, pkg);
}
