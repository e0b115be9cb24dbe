import type { Db } from '../../platform/db/client.js';
import type { examAttempts } from '../../platform/db/schema/index.js';

/**
 * What the learner context carries about a learner's exams (001 §3), defined here so that progression
 * does not import the exam module (which imports progression): exam implements the loader and the app puts
 * it in progression's service slot `examFacts` (app-services.ts), breaking the exam <-> progression cycle
 * (decisions 0059, 0114).
 */
export interface ExamNodeFacts {
  /** Finished attempts that count (not trial), oldest first. */
  counted: (typeof examAttempts.$inferSelect)[];
  hasResults: boolean;
  questionCount: number;
  passingScore: number;
  allowedAttempts: number;
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
