import { examLimits, type ScoreBreakdown } from '@continuum/contracts';
import type { StoredQuestion } from './exam-schema.js';

export interface AnsweredQuestion {
  position: number;
  question: StoredQuestion;
  userAnswer: string | null;
}

export interface TopicTally {
  topic: string;
  numberCorrect: number;
  totalNumber: number;
}

export interface Grade {
  numQuestions: number;
  numCorrect: number;
  numIncorrect: number;
  /** Rounded percent. */
  score: number;
  passed: boolean;
  correctByPosition: Map<number, boolean>;
  scoreBreakdowns: ScoreBreakdown[];
  topics: TopicTally[];
}

export const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct * 100) / total));

/** The id of the question's one correct choice. */
export function correctChoiceId(q: StoredQuestion): string {
  const c = q.choices.find((choice) => choice.correct);
  if (!c) throw new Error(`question ${q.id} has no correct choice`);
  return c.id;
}

/**
 * A tag as a learner reads it: the package's title for it, else a slug made words ('consumer-protection' ->
 * 'Consumer Protection'); a tag already written as words is kept.
 */
export function tagTitle(tag: string, titles: Readonly<Record<string, string>> = {}): string {
  const named = titles[tag];
  if (named) return named;
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(tag)) return tag;
  return tag
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Score per tag and tally per topic of graded questions (from stored correct flags when reviewing). */
export function tallies(
  graded: readonly { question: StoredQuestion; correct: boolean }[],
  tagTitles?: Readonly<Record<string, string>>,
) {
  const tags = new Map<string, { correct: number; total: number }>();
  const topics = new Map<string, { correct: number; total: number }>();
  const add = (map: Map<string, { correct: number; total: number }>, key: string, ok: boolean) => {
    const t = map.get(key) ?? { correct: 0, total: 0 };
    t.total++;
    if (ok) t.correct++;
    map.set(key, t);
  };
  for (const g of graded) {
    for (const tag of g.question.tags) add(tags, tag, g.correct);
    if (g.question.topic) add(topics, g.question.topic, g.correct);
  }
  const scoreBreakdowns: ScoreBreakdown[] = [...tags].map(([tag, t]) => ({
    title: tagTitle(tag, tagTitles),
    scores: {
      numCorrect: t.correct,
      numIncorrect: t.total - t.correct,
      numQuestions: t.total,
      percent: percent(t.correct, t.total),
    },
  }));
  const topicTallies: TopicTally[] = [...topics].map(([topic, t]) => ({ topic, numberCorrect: t.correct, totalNumber: t.total }));
  return { scoreBreakdowns, topics: topicTallies };
}

/**
 * Grades an attempt on its saved answers (an unanswered question is incorrect). Passed when the rounded
 * percentage reaches passingScore; with no pass mark (0) every finished attempt passes.
 */
export function gradeAttempt(answers: readonly AnsweredQuestion[], passingScore: number): Grade {
  const correctByPosition = new Map<number, boolean>();
  const graded = answers.map((a) => {
    const correct = a.userAnswer !== null && a.userAnswer === correctChoiceId(a.question);
    correctByPosition.set(a.position, correct);
    return { question: a.question, correct };
  });
  const numCorrect = graded.filter((g) => g.correct).length;
  const numQuestions = answers.length;
  const score = percent(numCorrect, numQuestions);
  return {
    numQuestions,
    numCorrect,
    numIncorrect: numQuestions - numCorrect,
    score,
    passed: passingScore > 0 ? score >= passingScore : true,
    correctByPosition,
    ...tallies(graded),
  };
}

/** Effort rank of a topic from its share of correct answers (thresholds in contracts' examLimits). */
export function effortRank(numberCorrect: number, totalNumber: number): 'FOCUS_HERE' | 'NEEDS_WORK' | 'GOOD' {
  const p = percent(numberCorrect, totalNumber);
  if (p >= examLimits.effortGoodPercent) return 'GOOD';
  if (p >= examLimits.effortNeedsWorkPercent) return 'NEEDS_WORK';
  return 'FOCUS_HERE';
}

/** The effort rating of 001 §3 (node derived data) for a rank: FOCUS_HERE is POOR. */
export function effortRating(rank: 'FOCUS_HERE' | 'NEEDS_WORK' | 'GOOD'): 'POOR' | 'NEEDS_WORK' | 'GOOD' {
  return rank === 'FOCUS_HERE' ? 'POOR' : rank;
}
