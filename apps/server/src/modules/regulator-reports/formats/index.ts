import type { ReportExportFormat } from '@continuum/contracts';
import { genericCsv } from './generic-csv.js';
import { nmlsCsv } from './nmls-csv.js';
import type { BuiltFile, ExportLine } from './types.js';

export type { BuiltFile, ExportLine } from './types.js';

/** Builds a file in a format; `batchLimit` is the bound profile's (the least of the items' profiles). */
export function buildFile(format: ReportExportFormat, lines: ExportLine[], batchLimit: number | null): BuiltFile {
  switch (format) {
    case 'NMLS_CSV':
      return nmlsCsv(lines, batchLimit);
    case 'GENERIC_CSV':
      return genericCsv(lines);
  }
}
