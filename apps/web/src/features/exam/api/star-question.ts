import type { ExamStarReply } from '@continuum/contracts';
import { examHttp } from './exam-http';

/** POST api/exam/question/{questionId}/star or /unstar (no body); questionId is the assessmentQuestionId. */
export function starQuestion(assessmentQuestionId: number, starred: boolean): Promise<ExamStarReply> {
  return examHttp<ExamStarReply>(`api/exam/question/${assessmentQuestionId}/${starred ? 'star' : 'unstar'}`, 'POST');
}
