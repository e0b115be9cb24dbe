import type { Db } from '../../platform/db/client.js';
import { findProductNodes } from '../catalog/index.js';
import { parseSettings } from './exam-schema.js';
import * as repo from './repo.js';

/** What a product's final exam asks of every learner, for the compliance report (decision 0117). */
export interface FinalExamFacts {
  /** Active questions in the bank. */
  poolSize: number;
  /** Questions each sitting draws: the exam's questionCount, at most the bank. */
  questionsPerAttempt: number;
  passingScore: number;
  /** Sittings allowed; -1 means unlimited. */
  allowedAttempts: number;
  /** Of the questions drawn, at least this many were not in the learner's previous sitting. */
  minNewQuestions: number;
}

/** The product's final exam (an EXAM node with EXAM_TYPE FINAL and its exam), or null when it has none. */
export async function findFinalExamFacts(db: Db, productId: number): Promise<FinalExamFacts | null> {
  const finals = (await findProductNodes(db, productId)).filter(
    (n) => n.type === 'EXAM' && (n.metadata.EXAM_TYPE ?? '').trim().toUpperCase() === 'FINAL',
  );
  if (finals.length === 0) return null;
  const exams = await repo.findProductExams(db, productId);
  for (const node of finals) {
    const exam = exams.find((e) => e.nodeId === node.id);
    if (!exam) continue;
    const s = parseSettings(exam.settings);
    return {
      poolSize: exam.questionCount,
      questionsPerAttempt: Math.min(s.questionCount ?? exam.questionCount, exam.questionCount),
      passingScore: s.passingScore,
      allowedAttempts: s.allowedAttempts,
      minNewQuestions: s.minNewQuestions,
    };
  }
  return null;
}

/** A unit quiz (an EXAM node that is not the final) as the compliance report reads it (decision 0135). */
export interface UnitQuizFacts {
  nodeKey: string;
  /** The pass mark a learner must reach to complete it; 0 when any finished sitting completes it. */
  passMark: number;
}

/** The product's unit quizzes: EXAM nodes whose EXAM_TYPE is absent or UNIT (gauges and the final excluded). */
export async function findUnitQuizFacts(db: Db, productId: number): Promise<UnitQuizFacts[]> {
  const nodes = (await findProductNodes(db, productId)).filter(
    (n) => n.type === 'EXAM' && ['', 'UNIT'].includes((n.metadata.EXAM_TYPE ?? '').trim().toUpperCase()),
  );
  if (nodes.length === 0) return [];
  const exams = await repo.findProductExams(db, productId);
  return nodes.flatMap((node) => {
    const exam = exams.find((e) => e.nodeId === node.id);
    if (!exam) return [];
    const s = parseSettings(exam.settings);
    return [{ nodeKey: node.key, passMark: s.completesWhen === 'TAKEN' ? 0 : s.passingScore }];
  });
}
