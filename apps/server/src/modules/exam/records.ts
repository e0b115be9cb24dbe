import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { examAttemptQuestions, examAttempts, examQuestions } from '../../platform/db/schema/index.js';

/**
 * One learner product's exam attempts, each with its form (the questions drawn, in order, with their text and
 * choices as stored) and the learner's answers, for the records archive (issue 28).
 */
export async function examRecordsOf(db: Db, learnerProductId: number) {
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(eq(examAttempts.learnerProductId, learnerProductId))
    .orderBy(asc(examAttempts.id));
  if (attempts.length === 0) return [];
  const form = await db
    .select({ attemptQuestion: examAttemptQuestions, question: examQuestions })
    .from(examAttemptQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examAttemptQuestions.questionId))
    .where(
      inArray(
        examAttemptQuestions.attemptId,
        attempts.map((a) => a.id),
      ),
    )
    .orderBy(asc(examAttemptQuestions.attemptId), asc(examAttemptQuestions.position));
  return attempts.map((attempt) => ({
    attempt,
    form: form
      .filter((f) => f.attemptQuestion.attemptId === attempt.id)
      .map((f) => ({ ...f.attemptQuestion, question: f.question })),
  }));
}
