import type { ExamQuestionBody, ExamQuestionReply } from '@continuum/contracts';
import { examHttp } from './exam-http';

/** POST api/exam/jumpQuestion: to currentQuestionNum, or to the last answered question (LAST_ANSWERED). */
export function jumpQuestion(body: ExamQuestionBody): Promise<ExamQuestionReply> {
  return examHttp<ExamQuestionReply>('api/exam/jumpQuestion', 'POST', body);
}
