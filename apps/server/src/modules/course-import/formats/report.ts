import type { ImportWarning } from './warnings.js';

/**
 * What an import created, as `npm run course:import -- … --json` prints it and the admin API returns it (issue
 * 29): counts of what the source became, and every warning. A re-import reports the same counts: it updates
 * the rows the first import created (keys from the source's identifiers), it does not add new ones.
 */
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

export interface ImportReport {
  created: CreatedCounts;
  warnings: ImportWarning[];
}

export function emptyCounts(): CreatedCounts {
  return { products: 0, nodes: 0, lessons: 0, slides: 0, exams: 0, questions: 0, resources: 0, scos: 0 };
}
