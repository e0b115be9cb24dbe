import type { ExamQuestionBody, ExamQuestionReply } from '@continuum/contracts';
import { examHttp } from './exam-http';

/** POST api/exam/saveQuestion: stores userAnswer for currentQuestionNum and stays there (committed before the reply). */
export function saveQuestion(body: ExamQuestionBody): Promise<ExamQuestionReply> {
  return examHttp<ExamQuestionReply>('api/exam/saveQuestion', 'POST', body);
}
