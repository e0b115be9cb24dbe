import type { ComplianceOverride, ComplianceReport } from '@continuum/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { ObjectStorage } from '../../platform/storage/storage.js';
import { loadProfiles, PackageBindingError, type ProfileRegistry, publishCompliance } from '../compliance/index.js';
import { prepareLessonImages, prepareScoPackages } from '../lesson/index.js';
import { findProductByCode } from '../product/index.js';
import { PackageFiles } from '../resource/index.js';
import { type ImportSummary, importCoursePackage } from './package-import.js';
import { type CoursePackage, type PackageError, readCoursePackage } from './package-reader.js';
import { prepareResources } from './prepare-resources.js';

export class PackageInvalidError extends Error {
  constructor(readonly errors: PackageError[]) {
    super(
      `course package has ${errors.length} error(s):\n${errors.map((e) => `  ${e.file}:${e.line}: ${e.message}`).join('\n')}`,
    );
    this.name = 'PackageInvalidError';
  }
}

export interface FolderImportSummary extends CheckedImport {
  /** Stored files no row references any more, deleted after the import committed. */
  removedFiles: number;
}

export interface CheckedImport extends ImportSummary {
  /** The compliance report of the course as imported, when it is bound to profiles (decision 0135). */
  compliance: ComplianceReport | null;
}

/** Who imports, and what the compliance step needs (decision 0135). */
export interface ImportOptions {
  /** An administrator's login, or the CLI's name; audited with the bindings and any override. */
  actor?: string;
  /** Publish a course whose compliance report has a FAIL anyway, for this reason. */
  complianceOverride?: ComplianceOverride | undefined;
  /** The shipped profiles (the app's registry); read from the repository when not given. */
  profiles?: ProfileRegistry;
}

/**
 * Writes the package and its compliance bindings in one transaction and builds the report of what was written; a
 * FAIL without an override rolls everything back (ComplianceRefusedError). A binding naming no shipped profile is a
 * problem of course.yaml.
 */
async function importWithCompliance(
  db: Db,
  clock: Clock,
  pkg: CoursePackage,
  write: (tx: Db) => Promise<ImportSummary>,
  options: ImportOptions,
  reportOnly: boolean,
): Promise<CheckedImport> {
  const profiles = options.profiles ?? loadProfiles();
  return db.transaction(async (tx) => {
    const summary = await write(tx);
    try {
      const compliance = await publishCompliance(
        tx,
        clock,
        { id: summary.productId, code: summary.code },
        pkg.course.compliance,
        {
          profiles,
          actor: options.actor ?? 'course-import',
          override: options.complianceOverride,
          reportOnly,
        },
      );
      return { ...summary, compliance: compliance && compliance.lines.length > 0 ? compliance : null };
    } catch (err) {
      if (err instanceof PackageBindingError)
        throw new PackageInvalidError([{ file: 'course.yaml', line: 0, message: `${err.field}: ${err.message}` }]);
      throw err;
    }
  });
}

/**
 * Validates a package folder and imports it; an invalid package imports nothing. Files the package ships
 * (resources, site assets) go to the storage, which packages without files do not need. With a storage,
 * files of the previous import that nothing references any more are deleted once the import has
 * committed, and a failed import deletes the files it created (docs/decisions/0040).
 */
export async function importCourseFolder(
  db: Db,
  clock: Clock,
  folder: string,
  storage?: ObjectStorage,
  options: ImportOptions = {},
): Promise<FolderImportSummary> {
  const { package: pkg, errors } = readCoursePackage(folder);
  if (!pkg) throw new PackageInvalidError(errors);
  const files = storage ? new PackageFiles(storage) : undefined;
  let summary: CheckedImport;
  try {
    await files?.recordPrevious(db, (await findProductByCode(db, pkg.course.code))?.id);
    const prepared = await prepareResources(folder, pkg.nodes, pkg.resources, files);
    const lessonImages = await prepareLessonImages(folder, pkg.nodes, files);
    const scos = await prepareScoPackages(folder, pkg.nodes, files);
    const prepareErrors = [...prepared.errors, ...lessonImages.errors, ...scos.errors];
    if (prepareErrors.length > 0) throw new PackageInvalidError(prepareErrors);
    summary = await importWithCompliance(
      db,
      clock,
      pkg,
      (tx) => importCoursePackage(tx, clock, pkg, prepared.prepared, lessonImages.images, scos.packages),
      options,
      false,
    );
  } catch (err) {
    // The import's own error is what the caller needs; a clean-up failure only leaves unreferenced files.
    await files?.afterFailure(db).catch(() => []);
    throw err;
  }
  const removed = files ? await files.afterCommit(db) : [];
  return { ...summary, removedFiles: removed.length };
}

/** A storage that keeps nothing: a check stores no file, yet runs every conversion a real import would. */
const discardingStorage: ObjectStorage = {
  kind: 'local',
  put: async () => {},
  putNew: async () => true,
  get: async (key) => {
    throw new Error(`a check stores nothing (${key})`);
  },
  stat: async () => null,
  delete: async () => {},
  presignPost: async () => {
    throw new Error('a check stores nothing');
  },
};

const ROLLBACK = Symbol('check only');

/**
 * Validates a package folder as importCourseFolder would, and reports what importing it would do (nodes created,
 * updated, removed) by running the import in a transaction that is rolled back: the database and the storage are
 * left as they were (decision 0081). An invalid package throws PackageInvalidError.
 */
export async function checkCourseFolder(
  db: Db,
  clock: Clock,
  folder: string,
  options: ImportOptions = {},
): Promise<CheckedImport> {
  const { package: pkg, errors } = readCoursePackage(folder);
  if (!pkg) throw new PackageInvalidError(errors);
  const files = new PackageFiles(discardingStorage);
  const prepared = await prepareResources(folder, pkg.nodes, pkg.resources, files);
  const lessonImages = await prepareLessonImages(folder, pkg.nodes, files);
  const scos = await prepareScoPackages(folder, pkg.nodes, files);
  const prepareErrors = [...prepared.errors, ...lessonImages.errors, ...scos.errors];
  if (prepareErrors.length > 0) throw new PackageInvalidError(prepareErrors);
  let summary: CheckedImport | undefined;
  try {
    await db.transaction(async (tx) => {
      summary = await importWithCompliance(
        tx,
        clock,
        pkg,
        (inner) => importCoursePackage(inner, clock, pkg, prepared.prepared, lessonImages.images, scos.packages),
        options,
        true,
      );
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  if (!summary) throw new Error('the checked import reported nothing');
  return summary;
}
