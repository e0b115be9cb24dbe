import type { PreviewExam, PreviewExamCheckReply } from '@continuum/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { readExamContent } from './exam-content.js';

/**
 * An exam for an author's preview (issue 30, decision 0220): its bank in authored order with what the learner's
 * question screen shows (text, choices), never the key or feedback; reads content only, so no attempt is made.
 */
export async function previewExam(db: Db, nodeId: number): Promise<PreviewExam> {
  const { settings, questions } = await readExamContent(db, nodeId);
  return {
    passingScore: settings.passingScore,
    questionCount: Math.min(settings.questionCount ?? questions.length, questions.length),
    timeLimitMinutes: settings.timeLimitMinutes,
    allowedAttempts: settings.allowedAttempts,
    questions: questions.map((q) => ({ id: q.id, text: q.text, choices: q.choices.map((c) => ({ id: c.id, text: c.text })) })),
  };
}

/** Checks one previewed question's choice as a finished sitting's review would show it; writes nothing. */
export async function previewExamCheck(
  db: Db,
  nodeId: number,
  questionId: string,
  choiceId: string,
): Promise<PreviewExamCheckReply> {
  const { questions } = await readExamContent(db, nodeId);
  const question = questions.find((q) => q.id === questionId);
  if (!question) throw new AppError('NOT_FOUND', 404, 'no such question', [{ field: 'questionId', message: 'no such question' }]);
  const choice = question.choices.find((c) => c.id === choiceId);
  if (!choice) throw new AppError('VALIDATION_FAILED', 400, 'no such choice', [{ field: 'choiceId', message: 'no such choice' }]);
  return {
    correct: choice.correct,
    correctChoiceIds: question.choices.filter((c) => c.correct).map((c) => c.id),
    feedback: choice.feedback ?? null,
    explanation: question.explanation ?? null,
  };
}
