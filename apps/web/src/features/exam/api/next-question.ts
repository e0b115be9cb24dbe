import type { ExamQuestionBody, ExamQuestionReply } from '@continuum/contracts';
import { examHttp } from './exam-http';

/**
 * POST api/exam/nextQuestion (exam question data): saves userAnswer for currentQuestionNum when given, then
 * moves per questionSequenceRequest (NEXT, PREVIOUS, CURRENT). A bare body starts an attempt when none is
 * open, or resumes the open one where it is.
 */
export function nextQuestion(body: ExamQuestionBody): Promise<ExamQuestionReply> {
  return examHttp<ExamQuestionReply>('api/exam/nextQuestion', 'POST', body);
}
