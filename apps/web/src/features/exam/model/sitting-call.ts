import type { ExamQuestionBody, ExamQuestionReply, ExamResult, ExamStarReply } from '@continuum/contracts';
import { finishExam } from '../api/finish-exam';
import { jumpQuestion } from '../api/jump-question';
import { nextQuestion } from '../api/next-question';
import { saveQuestion } from '../api/save-question';
import { starQuestion } from '../api/star-question';

/**
 * One call of a sitting, everything needed to send it again: the body is fixed when the learner acts, and
 * every call names its target absolutely (a move names the question it leaves, a star its question, a save
 * its question and answer), so sending it twice has the effect of sending it once (docs/decisions/0057).
 */
export type SittingCall =
  | { kind: 'start' | 'next' | 'jump' | 'save'; body: ExamQuestionBody }
  | { kind: 'star'; assessmentQuestionId: number; num: number; starred: boolean }
  | { kind: 'finish'; personAssessmentId: number };

export type SittingReply =
  | { kind: 'question'; reply: ExamQuestionReply }
  | { kind: 'star'; reply: ExamStarReply }
  | { kind: 'result'; reply: ExamResult };

const questionCalls = { start: nextQuestion, next: nextQuestion, jump: jumpQuestion, save: saveQuestion };

export async function sendCall(call: SittingCall): Promise<SittingReply> {
  switch (call.kind) {
    case 'star':
      return { kind: 'star', reply: await starQuestion(call.assessmentQuestionId, call.starred) };
    case 'finish':
      return { kind: 'result', reply: await finishExam(call.personAssessmentId) };
    default:
      return { kind: 'question', reply: await questionCalls[call.kind](call.body) };
  }
}

/** Calls after which another question (or the result) is shown: navigation waits for them. */
export const changesQuestion = (call: SittingCall) => call.kind !== 'save' && call.kind !== 'star';
