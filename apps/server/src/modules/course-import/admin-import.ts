import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type {
  ComplianceReport,
  CourseImportBody,
  CourseImportReply,
  CourseImportRow,
  ImportResult,
  PackageProblem,
} from '@continuum/contracts';
import type { SessionUser } from '../../platform/auth/session-repo.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { audit } from '../audit/index.js';
import { ComplianceRefusedError } from '../compliance/index.js';
import { importQuestionSource, isQuestionSource } from './admin-sources.js';
import { CartridgeInvalidError } from './formats/common-cartridge/read-cartridge.js';
import { importCourseSource } from './formats/course-draft/import-source.js';
import { SourceArchiveError } from './formats/course-draft/source-error.js';
import { OlxInvalidError } from './formats/olx/read-olx.js';
import { SourceInvalidError } from './formats/readers.js';
import { findRecentCourseImports, insertCourseImport } from './history-repo.js';
import { checkCourseFolder, importCourseFolder, PackageInvalidError } from './import-course-folder.js';
import type { ImportSummary } from './package-import.js';
import { PackageZipError, unpackPackageZip } from './package-zip.js';

export const COURSE_PACKAGE_IMPORTED = 'COURSE_PACKAGE_IMPORTED';
export const COURSE_PACKAGE_CHECKED = 'COURSE_PACKAGE_CHECKED';
/** How many imports the screen's history shows. */
export const HISTORY_LENGTH = 50;

interface Outcome {
  result: ImportResult;
  summary?: ImportSummary;
  problems: PackageProblem[];
  compliance?: ComplianceReport | null;
}

/**
 * POST api/admin/course-imports: unpacks the uploaded zip into a folder of its own, then checks it (dryRun) or
 * imports it with the importer the CLI uses (one transaction; a failed import leaves nothing written). Every
 * call is kept in the history and audited, whatever came of it (decision 0081).
 */
export async function importUploadedPackage(
  ctx: AppContext,
  actor: SessionUser,
  body: CourseImportBody & { dryRun: boolean },
): Promise<CourseImportReply> {
  const folder = await mkdtemp(join(tmpdir(), 'continuum-package-'));
  let outcome: Outcome;
  let failure: unknown;
  try {
    outcome = await run(ctx, actor, folder, body);
  } catch (err) {
    failure = err;
    outcome =
      err instanceof PackageZipError || err instanceof SourceArchiveError
        ? { result: 'INVALID', problems: [{ file: body.fileName, line: 0, message: err.message }] }
        : { result: 'FAILED', problems: [] };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const { summary } = outcome;
  const record = {
    courseCode: summary?.code ?? null,
    created: summary?.created ?? 0,
    updated: summary?.updated ?? 0,
    removed: summary?.removed ?? 0,
  };
  const id = await ctx.database.db.transaction(async (tx) => {
    const inserted = await insertCourseImport(tx, {
      actorLogin: actor.login,
      createdAt: ctx.clock.now(),
      fileName: body.fileName,
      productId: body.dryRun ? null : (summary?.productId ?? null),
      result: outcome.result,
      dryRun: body.dryRun,
      problemCount: outcome.problems.length,
      code: record.courseCode,
      created: record.created,
      updated: record.updated,
      removed: record.removed,
    });
    await audit(tx, ctx.clock, actor.login, body.dryRun ? COURSE_PACKAGE_CHECKED : COURSE_PACKAGE_IMPORTED, {
      importId: String(inserted),
      fileName: body.fileName,
      code: record.courseCode ?? '',
      result: outcome.result,
      created: String(record.created),
      updated: String(record.updated),
      removed: String(record.removed),
      problems: String(outcome.problems.length),
      ...(outcome.compliance ? { complianceFailures: String(outcome.compliance.failures) } : {}),
      ...(body.complianceOverride && !body.dryRun ? { complianceOverride: body.complianceOverride.reason } : {}),
    });
    return inserted;
  });
  if (failure instanceof PackageZipError || failure instanceof SourceArchiveError)
    throw badRequest('content', failure.message, 'PACKAGE_ZIP_REFUSED');
  if (failure) throw failure;
  return {
    id,
    result: outcome.result,
    dryRun: body.dryRun,
    productId: body.dryRun ? null : (summary?.productId ?? null),
    problems: outcome.problems,
    compliance: outcome.compliance ?? null,
    ...record,
  };
}

/** The archive kinds a course of another format arrives in (issue 29); the name only picks how to unpack it. */
const SOURCE_ARCHIVE = /\.(imscc|zip|tar\.gz|tgz)$/i;

async function run(
  ctx: AppContext,
  actor: SessionUser,
  folder: string,
  body: CourseImportBody & { dryRun: boolean },
): Promise<Outcome> {
  const zip = Buffer.from(body.content, 'base64');
  const dryRun = body.dryRun;
  // A Common Cartridge (.imscc, or a .zip holding imsmanifest.xml) or an OLX course (.tar.gz) first; else our package.
  // A question file keeps its own name (its warnings name it); an archive's name only says how to unpack it.
  const archive = SOURCE_ARCHIVE.exec(body.fileName)?.[0]?.toLowerCase();
  const ownName = basename(body.fileName)
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '');
  const upload = join(folder, archive || !ownName ? `upload${archive ?? '.zip'}` : ownName);
  await writeFile(upload, zip);
  try {
    const other = await importCourseSource(ctx.database.db, ctx.clock, upload, { check: dryRun, storage: ctx.storage });
    if (other) return { result: dryRun ? 'CHECKED' : 'IMPORTED', summary: other.summary, problems: other.warnings };
  } catch (err) {
    if (err instanceof CartridgeInvalidError || err instanceof OlxInvalidError || err instanceof SourceInvalidError)
      return { result: 'INVALID', problems: err.problems };
    if (err instanceof PackageInvalidError) return { result: 'INVALID', problems: err.errors };
    throw err;
  }
  // GIFT, Moodle XML or QTI: a file of questions, or a zip of QTI items or a QTI content package.
  if (!archive && isQuestionSource(upload)) return importQuestionSource(ctx, upload, dryRun);
  folder = join(folder, 'package');
  await mkdir(folder);
  await unpackPackageZip(zip, folder);
  if (isQuestionSource(folder)) return importQuestionSource(ctx, folder, dryRun);
  const options = {
    actor: actor.login,
    complianceOverride: body.complianceOverride,
    profiles: ctx.services.complianceProfiles,
  };
  try {
    const summary = body.dryRun
      ? await checkCourseFolder(ctx.database.db, ctx.clock, folder, options)
      : await importCourseFolder(ctx.database.db, ctx.clock, folder, ctx.storage, options);
    return { result: body.dryRun ? 'CHECKED' : 'IMPORTED', summary, problems: [], compliance: summary.compliance };
  } catch (err) {
    if (err instanceof PackageInvalidError) return { result: 'INVALID', problems: err.errors };
    // Bound to a profile with a FAIL and no override: nothing was written; the report says why (decision 0135).
    if (err instanceof ComplianceRefusedError) return { result: 'NOT_COMPLIANT', problems: [], compliance: err.report };
    throw err;
  }
}

/** GET api/admin/course-imports: the latest imports and checks, newest first. */
export async function recentImports(ctx: AppContext): Promise<CourseImportRow[]> {
  const rows = await findRecentCourseImports(ctx.database.db, HISTORY_LENGTH);
  return rows.map((r) => ({
    id: r.id,
    actorLogin: r.actorLogin,
    createdAt: r.createdAt.toISOString(),
    fileName: r.fileName,
    courseCode: r.code,
    result: r.result as ImportResult,
    dryRun: r.dryRun,
    created: r.created,
    updated: r.updated,
    removed: r.removed,
    problemCount: r.problemCount,
  }));
}
