import type { ExamResult } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import type { ExamContext } from './exam-context.js';
import * as repo from './repo.js';
import type { ComputedStatus } from './status.js';
import { type GradedQuestion, resultView } from './views.js';

/** Graded questions of finished attempts, by attempt id. */
export async function gradedQuestionsOf(db: Db, attemptIds: number[]): Promise<Map<number, GradedQuestion[]>> {
  const rows = await repo.findQuestionsOfAttempts(db, attemptIds);
  const questions = await repo.findQuestionsByIds(db, [...new Set(rows.map((r) => r.questionId))]);
  const out = new Map<number, GradedQuestion[]>();
  for (const row of rows) {
    const q = questions.get(row.questionId);
    if (!q) continue;
    const list = out.get(row.attemptId) ?? [];
    list.push({ row, question: q.data });
    out.set(row.attemptId, list);
  }
  return out;
}

/** Result entries of every finished attempt, newest first (the exam history list). */
export async function historyList(db: Db, e: ExamContext, status: ComputedStatus): Promise<ExamResult[]> {
  const finished = e.attempts.filter((a) => a.finishedAt).reverse();
  const graded = await gradedQuestionsOf(
    db,
    finished.map((a) => a.id),
  );
  return finished.map((a) => resultView(e, a, graded.get(a.id) ?? [], status));
}
