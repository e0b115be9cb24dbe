import { type ExamButton, type ExamResult, type ExamReviewQuestion, examLimits } from '@continuum/contracts';
import type { AnswerOrderKey } from '../../platform/answer-order.js';
import { shownChoices, shownIdOf } from './choice-order.js';
import type { ExamContext } from './exam-context.js';
import type { StoredQuestion } from './exam-schema.js';
import { correctChoiceId, effortRank, type TopicTally, tallies } from './grading.js';
import type { AttemptQuestionRow, AttemptRow } from './repo.js';
import type { ComputedStatus } from './status.js';
import { elapsedTimeText, timerView, timeTaken } from './timer.js';

/** Whose order choices are shown in (choice-order.ts): the server's key and the learner's enrolment. */
export interface ChoiceOrderOf {
  key: AnswerOrderKey;
  learnerProductId: number;
}

/**
 * A question as a learner sees it during an attempt: text and choices (in the learner's order, by shown
 * ids) only, never keys or feedback. `userAnswer` is the stored (authored) answer; the view gives its shown id.
 */
export function questionView(
  q: StoredQuestion,
  position: number,
  userAnswer: string | null,
  order: ChoiceOrderOf,
  hideTags = false,
) {
  const shown = shownChoices(order.key, order.learnerProductId, q);
  return {
    questionText: q.text,
    questionChoices: shown.map((s) => ({ id: s.shownId, questionChoiceText: s.choice.text })),
    userAnswer: shownIdOf(shown, userAnswer),
    currentQuestionNum: position,
    tags: hideTags ? [] : q.tags,
  };
}

/** Effort breakdowns of topic tallies, named after the topic nodes (keys not in the tree are dropped). */
export function effortBreakdowns(e: ExamContext, topics: readonly TopicTally[]) {
  const byKey = new Map([...e.ctx.nodes.values()].map((n) => [n.key, n]));
  return topics.flatMap((t) => {
    const node = byKey.get(t.topic);
    if (!node) return [];
    return [
      {
        nodeId: node.id,
        title: node.title,
        effortRank: effortRank(t.numberCorrect, t.totalNumber),
        numberCorrect: t.numberCorrect,
        totalNumber: t.totalNumber,
      },
    ];
  });
}

/** Whether the review of a finished attempt (keys and feedback) may be shown, and downloaded. */
export function reviewRights(e: ExamContext, attempt: Pick<AttemptRow, 'trial' | 'passed'>) {
  const shown = e.settings.showFeedback;
  const canShowFeedback = !attempt.trial && (shown === 'ALWAYS' || (shown === 'WHEN_PASSED' && attempt.passed === true));
  const printable = !e.isFinal || e.ctx.rules.flag('SC_FINAL_EXAMS_ALLOW_PRINT');
  return { canShowFeedback, canDownload: canShowFeedback && e.settings.allowDownload && printable };
}

function buttons(attempt: AttemptRow, status: ComputedStatus, canShowFeedback: boolean): ExamButton[] {
  const out: ExamButton[] = [];
  // 002 §4: Continue only when status is PASS or passed earlier; a fail that ends the exam (COMPLETE_FAIL) is not one.
  const mayContinue = !attempt.trial && (attempt.passed === true || status.passed);
  if (mayContinue) out.push({ buttonType: 'PRIMARY', buttonText: 'Continue', buttonAction: 'CONTINUE' });
  if (status.canRetake || status.canStart)
    out.push({ buttonType: mayContinue ? 'SECONDARY' : 'PRIMARY', buttonText: 'Retake Exam', buttonAction: 'RETAKE' });
  if (canShowFeedback) out.push({ buttonType: 'SECONDARY', buttonText: 'Review Answers', buttonAction: 'REVIEW' });
  out.push({ buttonType: 'SECONDARY', buttonText: 'Exam History', buttonAction: 'HISTORY' });
  if (!out.some((b) => b.buttonType === 'PRIMARY'))
    out.push({ buttonType: 'PRIMARY', buttonText: 'Return to Course Home', buttonAction: 'HOME' });
  return out;
}

export interface GradedQuestion {
  row: AttemptQuestionRow;
  question: StoredQuestion;
}

/** The result / history entry of a finished attempt (002 §3). */
export function resultView(
  e: ExamContext,
  attempt: AttemptRow,
  graded: readonly GradedQuestion[],
  status: ComputedStatus,
): ExamResult {
  if (!attempt.finishedAt) throw new Error('results exist only for finished attempts');
  const tallied = tallies(
    graded.map((g) => ({ question: g.question, correct: g.row.correct === true })),
    e.settings.tagTitles,
  );
  const effort = effortBreakdowns(e, tallied.topics);
  const { canShowFeedback, canDownload } = reviewRights(e, attempt);
  // With the review withheld, a tag of one or two questions would say which of them were wrong (decision 0108).
  const scoreBreakdowns = canShowFeedback
    ? tallied.scoreBreakdowns
    : tallied.scoreBreakdowns.filter((b) => b.scores.numQuestions >= examLimits.minTagBreakdownQuestions);
  const seconds = timerView({ ...attempt, warningSeconds: 0 }, attempt.finishedAt).secondsElapsed;
  const numCorrect = attempt.numCorrect ?? 0;
  const passed = attempt.passed === true;
  const s = e.settings;
  // A pass/fail exam says passed or not, nothing that gives the score away: no counts, no per-topic figures.
  const passFail = s.scoredAsPassFail;
  return {
    personAssessmentId: attempt.id,
    assessmentId: attempt.nodeId,
    attemptNumber: attempt.attemptNumber,
    numCorrect: passFail ? null : numCorrect,
    numIncorrect: passFail ? null : attempt.numQuestions - numCorrect,
    numQuestions: attempt.numQuestions,
    examScore: passFail ? null : (attempt.score ?? 0),
    examPassed: passed,
    passingScore: s.passingScore,
    examScoredAsPassFail: s.scoredAsPassFail,
    status: passed ? 'PASS' : 'FAIL',
    examFeedbackMessage: (passed ? s.passMessage : s.failMessage) ?? null,
    canShowFeedback,
    canDownload,
    trial: attempt.trial,
    scoreBreakdowns: passFail ? [] : scoreBreakdowns,
    examEffortBreakdowns: passFail ? [] : effort,
    effortBreakdowns: passFail ? [] : effort,
    timeTaken: timeTaken(seconds),
    elapsedTimeText: elapsedTimeText(seconds),
    secondsElapsed: seconds,
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt.toISOString(),
    timeExpired: attempt.finishReason === 'TIME_EXPIRED',
    reviewQuestionMessage: s.reviewQuestionMessage ?? null,
    buttons: buttons(attempt, status, canShowFeedback),
  };
}

/** One question of the review: the learner's answer, the key and the feedback (finished attempts only). */
export function reviewQuestionView(g: GradedQuestion, order: ChoiceOrderOf): ExamReviewQuestion {
  const q = g.question;
  const key = correctChoiceId(q);
  const chosen = q.choices.find((c) => c.id === g.row.userAnswer);
  const correctChoice = q.choices.find((c) => c.id === key);
  // Shown ids, as during the attempt: the review never tells which choice was authored first either.
  const shown = shownChoices(order.key, order.learnerProductId, q);
  return {
    currentQuestionNum: g.row.position,
    assessmentQuestionId: g.row.id,
    questionText: q.text,
    choices: shown.map(({ shownId, choice: c }) => ({
      id: shownId,
      questionChoiceText: c.text,
      questionChoiceFeedback: c.feedback ?? null,
      correct: c.correct,
    })),
    tags: q.tags,
    userAnswer: shownIdOf(shown, g.row.userAnswer),
    correctAnswer: shownIdOf(shown, key) ?? '',
    response: chosen?.text ?? null,
    answerCorrectly: g.row.correct === true,
    choiceLevelFeedback: (chosen ?? correctChoice)?.feedback ?? null,
    explanation: q.explanation ?? null,
  };
}
