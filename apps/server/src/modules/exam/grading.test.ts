import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from './exam-schema.js';
import { effortRank, effortRating, gradeAttempt, tagTitle } from './grading.js';

const q = (id: string, tags: string[] = [], topic?: string): StoredQuestion => ({
  id,
  text: id,
  tags,
  topic,
  choices: [
    { id: 'a', text: 'A', correct: false },
    { id: 'b', text: 'B', correct: true },
  ],
});
const answers = (right: number, total: number) =>
  Array.from({ length: total }, (_, i) => ({ position: i + 1, question: q(`q${i}`), userAnswer: i < right ? 'b' : 'a' }));

describe('gradeAttempt', () => {
  it.each([
    // right, total, passingScore, score, passed
    [7, 10, 70, 70, true],
    [6, 10, 70, 60, false],
    [139, 200, 70, 70, true], // 69.5 rounds up: the rounded percentage is compared
    [69, 100, 70, 69, false],
    [2, 3, 67, 67, true], // 66.67 -> 67
    [1, 3, 34, 33, false],
    [0, 4, 0, 0, true], // no pass mark: every finished attempt passes
    [0, 0, 70, 0, false],
  ])('%i of %i with passingScore %i scores %i (passed %s)', (right, total, passing, score, passed) => {
    const g = gradeAttempt(answers(right, total), passing);
    expect(g).toMatchObject({ numCorrect: right, numIncorrect: total - right, numQuestions: total, score, passed });
  });

  it('counts an unanswered question as incorrect and records each position', () => {
    const g = gradeAttempt(
      [
        { position: 1, question: q('x'), userAnswer: null },
        { position: 2, question: q('y'), userAnswer: 'b' },
      ],
      50,
    );
    expect([...g.correctByPosition]).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('names a tag by its package title, else makes the slug readable, and keeps a tag written as words (issue 25 #34)', () => {
    expect(tagTitle('consumer-protection')).toBe('Consumer Protection');
    expect(tagTitle('fair_housing')).toBe('Fair Housing');
    expect(tagTitle('RESPA rules')).toBe('RESPA rules');
    expect(tagTitle('consumer-protection', { 'consumer-protection': 'Consumer protection law' })).toBe('Consumer protection law');
  });

  it('breaks the score down by tag and tallies topics', () => {
    const g = gradeAttempt(
      [
        { position: 1, question: q('1', ['agency'], 'topic/a'), userAnswer: 'b' },
        { position: 2, question: q('2', ['agency', 'law'], 'topic/a'), userAnswer: 'a' },
        { position: 3, question: q('3', ['law'], 'topic/b'), userAnswer: 'b' },
      ],
      70,
    );
    expect(g.scoreBreakdowns).toEqual([
      { title: 'Agency', scores: { numCorrect: 1, numIncorrect: 1, numQuestions: 2, percent: 50 } },
      { title: 'Law', scores: { numCorrect: 1, numIncorrect: 1, numQuestions: 2, percent: 50 } },
    ]);
    expect(g.topics).toEqual([
      { topic: 'topic/a', numberCorrect: 1, totalNumber: 2 },
      { topic: 'topic/b', numberCorrect: 1, totalNumber: 1 },
    ]);
  });
});

describe('effort ranks', () => {
  it.each([
    [8, 10, 'GOOD', 'GOOD'],
    [7, 10, 'NEEDS_WORK', 'NEEDS_WORK'],
    [6, 10, 'NEEDS_WORK', 'NEEDS_WORK'],
    [5, 10, 'FOCUS_HERE', 'POOR'],
    [0, 0, 'FOCUS_HERE', 'POOR'],
  ])('%i of %i is %s (%s)', (correct, total, rank, rating) => {
    const r = effortRank(correct, total);
    expect(r).toBe(rank);
    expect(effortRating(r)).toBe(rating);
  });
});
