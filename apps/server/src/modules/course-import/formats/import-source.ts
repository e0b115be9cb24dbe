import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import type { ComplianceReport } from '@continuum/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/client.js';
import type { ObjectStorage } from '../../../platform/storage/storage.js';
import type { PackageNode } from '../../catalog/index.js';
import { checkCourseFolder, type ImportOptions, importCourseFolder, PackageInvalidError } from '../import-course-folder.js';
import { type ImportSummary, importCoursePackage } from '../package-import.js';
import { readCoursePackage } from '../package-reader.js';
import { unpackPackageZip } from '../package-zip.js';
import { attachToProduct } from './attach.js';
import { importCourseSource } from './course-draft/import-source.js';
import { type Detected, detectSource } from './detect.js';
import { toProductCode } from './keys.js';
import type { SourceFormat } from './model.js';
import { READERS } from './reader-table.js';
import { SourceInvalidError } from './readers.js';
import { type CreatedCounts, emptyCounts, type ImportReport } from './report.js';
import { buildPackage, formatPrefix } from './to-package.js';
import { ImportWarnings } from './warnings.js';

/**
 * The one import entry point (issue 29): a file or folder of any format we read, told from its content. Our
 * own package goes to the package importer as before; every other format is read into the intermediate model,
 * built into a package of ours and written by the same importer, in one transaction (rolled back by `check`).
 */
export interface SourceImportOptions {
  /** Run everything in a transaction that is rolled back: the report of what an import would do. */
  check?: boolean;
  storage?: ObjectStorage | undefined;
  /** Put a question bank under this existing product (by code) instead of a product of its own. */
  attachTo?: string | undefined;
  /** The name the source was uploaded under (a single file's warnings name it). */
  fileName?: string | undefined;
  /** Who imports, and the compliance override and profiles, for a package of ours bound to profiles (0135). */
  compliance?: ImportOptions | undefined;
}

export interface SourceImportResult {
  format: SourceFormat | 'continuum-package';
  report: ImportReport;
  summary: ImportSummary & { compliance?: ComplianceReport | null };
}

const ROLLBACK = Symbol('check only');

/** Unpacks an archive into a folder of its own (with the zip upload's limits), then detects what it holds. */
async function withUnpacked<T>(detected: Detected, run: (d: Detected) => Promise<T>): Promise<T> {
  if (detected.format !== 'zip') return run(detected);
  const folder = await mkdtemp(join(tmpdir(), 'continuum-source-'));
  try {
    await unpackPackageZip(readFileSync(detected.path), folder);
    const inner = detectSource(folder);
    if (inner.format === 'zip')
      throw new SourceInvalidError([{ file: basename(detected.path), line: 0, message: 'a zip inside a zip is not imported' }]);
    return await run(inner);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function countPackage(nodes: PackageNode[], counts: CreatedCounts): void {
  for (const n of nodes) {
    counts.nodes++;
    if (n.type === 'LESSON') {
      counts.lessons++;
      counts.slides += n.slides?.length ?? 0;
      counts.questions += (n.slides ?? []).filter((s) => !['CONTENT'].includes(s.type)).length;
    }
    if (n.type === 'EXAM' || n.type === 'EXAM_GAUGE') {
      counts.exams++;
      counts.questions += n.questions?.length ?? 0;
    }
    counts.resources += n.resources?.length ?? 0;
    countPackage(n.children, counts);
  }
}

export async function importSource(
  db: Db,
  clock: Clock,
  path: string,
  options: SourceImportOptions = {},
): Promise<SourceImportResult> {
  // Common Cartridge and OLX courses (a manifest saying imscc, a course.xml, a .tar.gz) are read by cformats'
  // readers, which ship their files too (formats/course-draft, decision 0145); null for every other source.
  const course = await importCourseSource(db, clock, path, { check: options.check ?? false, storage: options.storage });
  if (course)
    return {
      format: (
        { OLX: 'olx', COMMON_CARTRIDGE: 'common-cartridge', SCORM12: 'scorm12', SCORM2004: 'scorm2004', CMI5: 'cmi5' } as const
      )[course.format],
      report: { created: course.created, warnings: course.warnings },
      summary: course.summary,
    };
  return withUnpacked(detectSource(path), async (detected) => {
    if (detected.format === 'unknown')
      throw new SourceInvalidError([{ file: options.fileName ?? basename(path), line: 0, message: detected.reason }]);
    // A .tar.gz is an OLX export (cformats unpacks it); a zip was unpacked above.
    if (detected.format === 'zip' || detected.format === 'tar.gz')
      throw new SourceInvalidError([
        {
          file: options.fileName ?? basename(path),
          line: 0,
          message: `${detected.format} archives of this kind are not imported yet`,
        },
      ]);
    if (detected.format === 'continuum-package') {
      const { package: pkg } = readCoursePackage(detected.path);
      const summary = options.check
        ? await checkCourseFolder(db, clock, detected.path)
        : await importCourseFolder(db, clock, detected.path, options.storage, options.compliance);
      const created = emptyCounts();
      created.products = 1;
      if (pkg) countPackage(pkg.nodes, created);
      created.resources += pkg?.resources.resources.filter((r) => r.nodeKey === '_root').length ?? 0;
      return { format: detected.format, report: { created, warnings: [] }, summary };
    }
    if (!('files' in detected)) throw new Error('detection gave no files');
    const reader = READERS[detected.format];
    if (!reader)
      throw new SourceInvalidError([
        { file: options.fileName ?? basename(path), line: 0, message: `${detected.format} is recognised but not imported yet` },
      ]);
    const warnings = new ImportWarnings();
    const root = statSync(detected.path).isDirectory() ? detected.path : dirname(detected.path);
    for (const file of detected.ignored ?? [])
      warnings.add(relative(root, file), 0, `not a ${detected.format} file (nor another question format): not imported`);
    const src = await reader({ root, files: detected.files, warnings });
    const code = toProductCode(formatPrefix(src.format), src.sourceId);
    const built = buildPackage(src, code, warnings);
    if (built.nodes.length === 0)
      throw new SourceInvalidError([
        ...warnings.list,
        {
          file: options.fileName ?? (relative(root, detected.files[0] ?? path) || basename(path)),
          line: 0,
          message: 'nothing in it could be imported',
        },
      ]);
    let summary: ImportSummary | undefined;
    const write = async (tx: Db) => {
      summary = options.attachTo
        ? await attachToProduct(tx, options.attachTo, code, src.title, built.nodes)
        : await importCoursePackage(
            tx,
            clock,
            { course: built.course, nodes: built.nodes, resources: { resources: [], glossary: [], siteAssets: [] }, hash: '' },
            { resources: [], keyPoints: new Map(), glossary: [], siteAssets: [] },
          );
    };
    try {
      await db.transaction(async (tx) => {
        await write(tx);
        if (options.check) throw ROLLBACK;
      });
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
    if (!summary) throw new Error('the import reported nothing');
    if (options.attachTo) built.counts.products = 0;
    const report: ImportReport = {
      created: built.counts,
      warnings: warnings.list.map((x) => (x.file === '' && options.fileName ? { ...x, file: options.fileName } : x)),
    };
    return { format: src.format, report, summary };
  });
}

export { PackageInvalidError, SourceInvalidError };
