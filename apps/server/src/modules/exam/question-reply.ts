import type { ExamQuestionReply } from '@continuum/contracts';
import type { AnswerOrderKey } from '../../platform/answer-order.js';
import type { StoredQuestion } from './exam-schema.js';
import type { AttemptRow } from './repo.js';
import { timerView } from './timer.js';
import { questionView } from './views.js';

export interface QuestionReplyInput {
  attempt: Pick<
    AttemptRow,
    'id' | 'nodeId' | 'learnerProductId' | 'attemptNumber' | 'startedAt' | 'deadline' | 'finishedAt' | 'currentPosition'
  >;
  warningSeconds: number;
  /** Every question of the attempt, in position order. */
  rows: { id: number; position: number; userAnswer: string | null; starred: boolean }[];
  /** The question at attempt.currentPosition (text and choices; its key never leaves questionView). */
  question: StoredQuestion;
  /** A signature check must pass before the attempt goes on (002 §3; decision 0091); false on the hot path. */
  requiresBiosig?: boolean;
  /** The security question to answer now (an open challenge), else null. */
  securityQuestion: number | null;
  now: Date;
  /** Key of the learner's choice order (AppContext.answerOrderKey). */
  orderKey: AnswerOrderKey;
  /** A final exam: no tags during the attempt (they would tell which questions a tag's later score is about). */
  hideTags?: boolean;
}

/** The reply of nextQuestion, jumpQuestion and saveQuestion for the attempt's current question (no keys). */
export function questionReplyOf(r: QuestionReplyInput): ExamQuestionReply {
  const { attempt, rows } = r;
  const current = rows[attempt.currentPosition - 1];
  if (!current) throw new Error(`attempt ${attempt.id} has no question ${attempt.currentPosition}`);
  const timer = timerView({ ...attempt, warningSeconds: r.warningSeconds }, r.now);
  const answered = rows.filter((q) => q.userAnswer !== null).map((q) => q.position);
  // The stored answer is an authored id; the view names it by its shown id (choice-order.ts), as its choices.
  const question = questionView(
    r.question,
    current.position,
    current.userAnswer,
    { key: r.orderKey, learnerProductId: attempt.learnerProductId },
    r.hideTags === true,
  );
  return {
    assessmentId: attempt.nodeId,
    personAssessmentId: attempt.id,
    learnerProductId: attempt.learnerProductId,
    currentQuestionNum: current.position,
    totalQuestionsNum: rows.length,
    assessmentQuestionId: current.id,
    userAnswer: question.userAnswer,
    questionAnsweredCount: answered.length,
    answeredQuestions: answered,
    starred: current.starred,
    starredQuestions: rows.filter((q) => q.starred).map((q) => q.position),
    ...timer,
    secondsUsed: timer.secondsElapsed,
    learnerRetaking: attempt.attemptNumber > 1,
    status: 'IN_PROGRESS',
    enteredTimeOnTaskId: null,
    requiresBiosig: r.requiresBiosig ?? false,
    securityQuestionNeeded: r.securityQuestion !== null,
    securityQuestion: r.securityQuestion,
    question,
  };
}
