import type { SecurityAnswerBody, SecurityAnswerReply } from '@continuum/contracts';
import { http } from '@/shared/http/client';

/** POST api/security/learner {question, answer} -> {result, nextQuestion} (001 §7); a right answer passes the step that asked (a lesson finish completes the lesson, an exam lets the learner on). */
export function answerSecurityQuestion(body: SecurityAnswerBody): Promise<SecurityAnswerReply> {
  return http<SecurityAnswerReply>('api/security/learner', { method: 'POST', body });
}
