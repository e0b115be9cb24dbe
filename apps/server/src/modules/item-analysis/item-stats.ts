import type { ItemFlag, ItemStats } from '@continuum/contracts';
import type { CountedAttempt, ExamBank } from '../exam/index.js';
import { secondsPerQuestion } from './item-times.js';
import { choiceCounts, extremeGroups, mean, pointBiserial, proportionCorrect, upperLowerIndex } from './stats.js';
import { ITEM_ANALYSIS_THRESHOLDS, ITEM_TEXT_MAX } from './thresholds.js';

type Question = ExamBank['questions'][number];

const cut = (text: string) => (text.length > ITEM_TEXT_MAX ? `${text.slice(0, ITEM_TEXT_MAX - 1)}…` : text);

/**
 * Every question of an exam that is in the bank or was asked: difficulty, discrimination (point-biserial and
 * upper-lower 27 %), choices picked overall and by the two groups, estimated time, and flags. The total an item is
 * set against is each attempt's proportion correct, so attempts given different forms compare (decision 0165).
 */
export function itemStats(exam: ExamBank, attempts: CountedAttempt[]): ItemStats[] {
  const times = new Map(attempts.map((a) => [a.attemptId, secondsPerQuestion(a)]));
  const asked = new Map<number, { attempt: CountedAttempt; correct: boolean; answer: string | null }[]>();
  for (const attempt of attempts) {
    for (const a of attempt.answers) {
      const list = asked.get(a.questionId) ?? [];
      list.push({ attempt, correct: a.correct, answer: a.userAnswer });
      asked.set(a.questionId, list);
    }
  }
  return exam.questions
    .filter((q) => q.active || asked.has(q.questionId))
    .map((q) => oneItem(q, asked.get(q.questionId) ?? [], times));
}

function oneItem(
  q: Question,
  responses: { attempt: CountedAttempt; correct: boolean; answer: string | null }[],
  times: Map<number, Map<number, number>>,
): ItemStats {
  const correct = responses.map((r) => r.correct);
  const totals = responses.map((r) => (r.attempt.numQuestions > 0 ? r.attempt.numCorrect / r.attempt.numQuestions : 0));
  const answers = responses.map((r) => r.answer);
  const groups = extremeGroups(totals);
  const counts = choiceCounts(answers, groups);
  const seconds = responses.flatMap((r) => {
    const s = times.get(r.attempt.attemptId)?.get(q.questionId);
    return s === undefined ? [] : [s];
  });
  const choices = q.data.choices.map((c) => {
    const n = counts.get(c.id) ?? { all: 0, upper: 0, lower: 0 };
    return { choiceId: c.id, text: cut(c.text), correct: c.correct, picked: n.all, pickedUpper: n.upper, pickedLower: n.lower };
  });
  const stats = {
    difficulty: proportionCorrect(correct),
    pointBiserial: pointBiserial(correct, totals),
    upperLowerIndex: upperLowerIndex(correct, groups),
  };
  return {
    questionId: q.questionId,
    key: q.key,
    text: cut(q.data.text),
    active: q.active,
    responses: responses.length,
    omitted: counts.get(null)?.all ?? 0,
    ...stats,
    groupSize: groups.upper.length,
    averageSeconds: mean(seconds),
    timedResponses: seconds.length,
    choices,
    flags: flagsOf({ responses: responses.length, ...stats, choices }),
  };
}

/** The flags of an item (decision 0166); none below the minimum number of responses. */
export function flagsOf(item: {
  responses: number;
  difficulty: number | null;
  pointBiserial: number | null;
  upperLowerIndex: number | null;
  choices: { correct: boolean; picked: number }[];
}): ItemFlag[] {
  const t = ITEM_ANALYSIS_THRESHOLDS;
  if (item.responses < t.minResponsesForFlags || item.difficulty === null) return [];
  const flags: ItemFlag[] = [];
  if (item.difficulty > t.tooEasyAbove) flags.push('TOO_EASY');
  if (item.difficulty < t.tooHardBelow) flags.push('TOO_HARD');
  // The point-biserial uses every response; the upper-lower index speaks only when the correlation is undefined.
  const discrimination = item.pointBiserial ?? item.upperLowerIndex;
  if (discrimination !== null && discrimination < 0) flags.push('NEGATIVE_DISCRIMINATION');
  if (item.choices.some((c) => !c.correct && c.picked === 0)) flags.push('UNUSED_DISTRACTOR');
  return flags;
}
