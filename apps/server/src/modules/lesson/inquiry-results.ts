import type { Db } from '../../platform/db/client.js';
import { findInquiryResults, findInquiryStamp, type InquiryResultRow } from './inquiry-results-repo.js';

export type InquiryResult = InquiryResultRow;

/** Graded answers of the given lesson slides, counted per slide (no learner), for item analysis (issue 30). */
export function readInquiryResults(db: Db, slideIds: number[]): Promise<InquiryResult[]> {
  return findInquiryResults(db, slideIds);
}

/** A digest of the slides' graded answers: it changes when one is submitted (or removed with its enrolment). */
export function readInquiryStamp(db: Db, slideIds: number[]): Promise<string> {
  return findInquiryStamp(db, slideIds);
}
