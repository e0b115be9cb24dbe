import type { Db } from '../../platform/db/client.js';
import { parseSettings, type StoredQuestion } from './exam-schema.js';
import { findAttemptAnswers, findCountedAttempts, findExamBanks, findItemDataStamp } from './item-responses-repo.js';

/** An exam as item analysis reads it: settings that matter there, and its whole bank. */
export interface ExamBank {
  examId: number;
  title: string;
  passingScore: number;
  questions: { questionId: number; key: string; active: boolean; data: StoredQuestion }[];
}

/** One counted sitting: no learner, only what was asked, answered and scored. */
export interface CountedAttempt {
  attemptId: number;
  examId: number;
  startedAt: string;
  numQuestions: number;
  numCorrect: number;
  passed: boolean;
  answers: { position: number; questionId: number; userAnswer: string | null; correct: boolean; answeredAt: string | null }[];
}

export interface ItemResponses {
  exams: ExamBank[];
  attempts: CountedAttempt[];
}

/**
 * The exams of a product (or one of them) with their banks, and the answers of their finished attempts that
 * count (not voided, not trial; the most recent `maxAttemptsPerExam` per exam), for item analysis (issue 30).
 */
export async function readItemResponses(
  db: Db,
  productId: number,
  examId: number | undefined,
  maxAttemptsPerExam: number,
): Promise<ItemResponses> {
  const bankRows = await findExamBanks(db, productId, examId);
  const exams = new Map<number, ExamBank>();
  for (const r of bankRows) {
    let exam = exams.get(r.examId);
    if (!exam) {
      exam = { examId: r.examId, title: r.title, passingScore: passingScoreOf(r.settings), questions: [] };
      exams.set(r.examId, exam);
    }
    if (r.questionId !== null && r.key !== null && r.data !== null)
      exam.questions.push({
        questionId: r.questionId,
        key: r.key,
        active: r.active ?? false,
        data: r.data as unknown as StoredQuestion,
      });
  }
  const attemptRows = await findCountedAttempts(db, productId, examId, maxAttemptsPerExam);
  const answers = await findAttemptAnswers(
    db,
    attemptRows.map((a) => a.attemptId),
  );
  const byAttempt = new Map<number, CountedAttempt['answers']>();
  for (const { attemptId, ...answer } of answers) {
    const list = byAttempt.get(attemptId) ?? [];
    list.push(answer);
    byAttempt.set(attemptId, list);
  }
  return {
    exams: [...exams.values()],
    attempts: attemptRows.map((a) => ({ ...a, answers: byAttempt.get(a.attemptId) ?? [] })),
  };
}

/** A digest of what item analysis depends on: it changes when an attempt finishes or is voided, or a bank changes. */
export function readItemDataStamp(db: Db, productId: number, examId: number | undefined): Promise<string> {
  return findItemDataStamp(db, productId, examId);
}

function passingScoreOf(settings: Record<string, unknown>): number {
  try {
    return parseSettings(settings).passingScore;
  } catch {
    return 0;
  }
}
