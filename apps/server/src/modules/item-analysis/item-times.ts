import type { CountedAttempt } from '../exam/index.js';

/**
 * Seconds spent on each question of an attempt, estimated from answer save times (decision 0167): the exam keeps
 * when each answer was last saved, not how long a question was on screen. Only an attempt whose every question
 * was answered, in order (save times never going back), gives estimates: the time from the previous save (or the
 * start) to this one. Any other attempt gives none.
 */
export function secondsPerQuestion(attempt: CountedAttempt): Map<number, number> {
  const out = new Map<number, number>();
  const answers = [...attempt.answers].sort((a, b) => a.position - b.position);
  let previous = Date.parse(attempt.startedAt);
  const times: [number, number][] = [];
  for (const a of answers) {
    if (a.answeredAt === null || a.userAnswer === null) return out;
    const at = Date.parse(a.answeredAt);
    if (at < previous) return out;
    times.push([a.questionId, (at - previous) / 1000]);
    previous = at;
  }
  for (const [questionId, seconds] of times) out.set(questionId, seconds);
  return out;
}
