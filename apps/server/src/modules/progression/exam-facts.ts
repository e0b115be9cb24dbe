import type { Db } from '../../platform/db/client.js';
import type { examAttempts } from '../../platform/db/schema/index.js';

/**
 * What the learner context carries about a learner's exams (001 §3), defined here so that progression
 * does not import the exam module (which imports progression): exam implements the loader and the app
 * provides it at start-up (app.ts), breaking the exam <-> progression cycle (decision 0059).
 */
export interface ExamNodeFacts {
  /** Finished attempts that count (not trial), oldest first. */
  counted: (typeof examAttempts.$inferSelect)[];
  hasResults: boolean;
  questionCount: number;
  passingScore: number;
  allowedAttempts: number;
  /** Which attempt's score stands for the exam (exam settings' scoreCounts; the best by default). */
  scoreCounts: 'BEST' | 'LATEST';
}

/** What derived data and gauges read about a learner's exams (001 §3), loaded with the learner context. */
export interface ExamFacts {
  byNode: Map<number, ExamNodeFacts>;
  /** Per topic key: answers of the latest counted attempt of each exam. */
  topicTallies: Map<string, { correct: number; total: number }>;
  /** Per topic key: active bank questions naming it. */
  topicQuestionCounts: Map<string, number>;
}

export type ExamFactsLoader = (db: Db, learnerProductId: number, productId: number) => Promise<ExamFacts>;

const provided: { loader?: ExamFactsLoader } = {};

/** Called once by the app with the exam module's loader (a later call replaces it: the same function). */
export function provideExamFacts(loader: ExamFactsLoader): void {
  provided.loader = loader;
}

/** The exam facts of one learner product, through the provided loader; loud when none was provided. */
export function loadExamFacts(db: Db, learnerProductId: number, productId: number): Promise<ExamFacts> {
  if (!provided.loader) throw new Error("exam facts: no loader provided (app.ts provides the exam module's)");
  return provided.loader(db, learnerProductId, productId);
}
