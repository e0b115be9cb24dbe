import type { ImportedCourse, SourceFormat } from './model.js';
import type { ImportWarnings } from './warnings.js';

/**
 * A reader turns one detected source into the intermediate model. It reads from `root` (the file's folder, or
 * the unpacked package) the `files` detection found, and reports what it cannot carry through `warnings`.
 * A source it cannot read at all (malformed XML, a DOCTYPE, no questions) is a SourceInvalidError.
 */
export interface ReaderInput {
  /** The folder the source's relative paths start from (warnings name files relative to it). */
  root: string;
  /** The files detection found: the question files, or the package's manifest. */
  files: string[];
  warnings: ImportWarnings;
}

export type FormatReader = (input: ReaderInput) => ImportedCourse | Promise<ImportedCourse>;

/** A source that cannot be imported at all; each problem names its file and line. */
export class SourceInvalidError extends Error {
  constructor(readonly problems: { file: string; line: number; message: string }[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
    this.name = 'SourceInvalidError';
  }
}

export type ReaderTable = Partial<Record<SourceFormat, FormatReader>>;
