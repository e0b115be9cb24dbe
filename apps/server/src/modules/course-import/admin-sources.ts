import type { PackageProblem } from '@continuum/contracts';
import type { AppContext } from '../../platform/context.js';
import { detectSource } from './formats/detect.js';
import { importSource, SourceInvalidError } from './formats/import-source.js';
import type { ImportSummary } from './package-import.js';

/**
 * An upload on the admin screen that is a question file or a folder of them (issue 29): GIFT, Moodle XML, QTI
 * items and tests, or a QTI content package (unpacked already). Null when it is none of those (our package, a
 * cartridge and OLX go their own ways). Warnings come back as the reply's problems; a source that cannot be read
 * at all is INVALID with its problems.
 */
const QUESTION_FORMATS = new Set(['gift', 'moodle-xml', 'qti21', 'qti30', 'qti-package']);

export type SourceOutcome =
  | { result: 'CHECKED' | 'IMPORTED'; summary: ImportSummary; problems: PackageProblem[] }
  | { result: 'INVALID'; problems: PackageProblem[] };

export function isQuestionSource(path: string): boolean {
  return QUESTION_FORMATS.has(detectSource(path).format);
}

export async function importQuestionSource(ctx: AppContext, path: string, dryRun: boolean): Promise<SourceOutcome> {
  try {
    const r = await importSource(ctx.database.db, ctx.clock, path, { check: dryRun, storage: ctx.storage });
    return { result: dryRun ? 'CHECKED' : 'IMPORTED', summary: r.summary, problems: r.report.warnings };
  } catch (err) {
    if (err instanceof SourceInvalidError) return { result: 'INVALID', problems: err.problems };
    throw err;
  }
}
