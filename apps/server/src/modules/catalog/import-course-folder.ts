import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';
import { type ImportSummary, importCoursePackage } from './package-import.js';
import { type PackageError, readCoursePackage } from './package-reader.js';
import { prepareResources } from './prepare-resources.js';

export class PackageInvalidError extends Error {
  constructor(readonly errors: PackageError[]) {
    super(
      `course package has ${errors.length} error(s):\n${errors.map((e) => `  ${e.file}:${e.line}: ${e.message}`).join('\n')}`,
    );
    this.name = 'PackageInvalidError';
  }
}

/**
 * Validates a package folder and imports it; an invalid package imports nothing. Files the package ships
 * (resources, site assets) go to the storage, which packages without files do not need.
 */
export async function importCourseFolder(db: Db, clock: Clock, folder: string, storage?: ObjectStorage): Promise<ImportSummary> {
  const { package: pkg, errors } = readCoursePackage(folder);
  if (!pkg) throw new PackageInvalidError(errors);
  const prepared = await prepareResources(folder, pkg.nodes, pkg.resources, storage);
  if (prepared.errors.length > 0) throw new PackageInvalidError(prepared.errors);
  return importCoursePackage(db, clock, pkg, prepared.prepared);
}
