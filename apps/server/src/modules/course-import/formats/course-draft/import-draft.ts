import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../../platform/clock.js';
import type { Db } from '../../../../platform/db/client.js';
import type { ObjectStorage } from '../../../../platform/storage/storage.js';
import { findProductByCode } from '../../../product/index.js';
import { checkCourseFolder, importCourseFolder } from '../../import-course-folder.js';
import type { ImportSummary } from '../../package-import.js';
import type { CourseDraft, DraftNode, SourceWarning } from './draft.js';
import { writeDraftPackage } from './write-package.js';

/** What an import of another format made, in the shape `--json` prints (issue 29). */
export interface CreatedCounts {
  products: number;
  nodes: number;
  lessons: number;
  slides: number;
  exams: number;
  questions: number;
  resources: number;
  scos: number;
}

export interface DraftImportResult {
  summary: ImportSummary;
  created: CreatedCounts;
  warnings: SourceWarning[];
}

/** Lessons, slides, exams, questions and resources the mapped course holds (all written by the import). */
export function draftCounts(draft: CourseDraft): Omit<CreatedCounts, 'products' | 'nodes'> {
  const counts = { lessons: 0, slides: 0, exams: 0, questions: 0, resources: draft.rootResources.length, scos: draft.scos ?? 0 };
  const walk = (list: DraftNode[]) => {
    for (const n of list) {
      if (n.type === 'LESSON') counts.lessons++;
      if (n.type === 'EXAM') counts.exams++;
      counts.slides += n.slides?.length ?? 0;
      counts.questions += n.questions?.length ?? 0;
      counts.resources += n.resources?.length ?? 0;
      walk(n.children);
    }
  };
  walk(draft.nodes);
  return counts;
}

/**
 * Imports a mapped course: it is written as one of our packages in a folder of its own and goes through the package
 * importer (validation, one transaction, nodes matched by key so a re-import of the same source updates in place).
 * `check` runs the import in a transaction that is rolled back. Package errors here are mapping faults and throw.
 */
export async function importDraft(
  db: Db,
  clock: Clock,
  draft: CourseDraft,
  options: { check?: boolean; storage?: ObjectStorage | undefined } = {},
): Promise<DraftImportResult> {
  const folder = await mkdtemp(join(tmpdir(), 'continuum-mapped-'));
  try {
    await writeDraftPackage(draft, folder);
    const existed = (await findProductByCode(db, draft.course.code)) !== undefined;
    const summary = options.check
      ? await checkCourseFolder(db, clock, folder)
      : await importCourseFolder(db, clock, folder, options.storage);
    return {
      summary,
      created: { products: existed ? 0 : 1, nodes: summary.created, ...draftCounts(draft) },
      warnings: draft.warnings,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
