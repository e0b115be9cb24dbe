import { describe, expect, it } from 'vitest';
import type { CountedAttempt, ExamBank } from '../exam/index.js';
import { analyseExam } from './analyse.js';
import { flagsOf } from './item-stats.js';

const question = (questionId: number, key: string, active = true) => ({
  questionId,
  key,
  active,
  data: {
    id: key,
    text: `Question ${key}?`,
    tags: [],
    choices: [
      { id: 'a', text: 'A', correct: true },
      { id: 'b', text: 'B', correct: false },
    ],
  },
});

/** A pool of 3 (q1, q2 and the retired q3) plus a retired q4 nobody was asked. */
const exam: ExamBank = {
  examId: 9,
  title: 'Pool',
  passingScore: 50,
  questions: [question(1, 'q1'), question(2, 'q2'), question(3, 'q3', false), question(4, 'q4', false)],
};

const T0 = Date.parse('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** An attempt given `asked` question ids in positions 1.., `right` of them right, saved at `savedAt` seconds. */
function attempt(
  attemptId: number,
  asked: number[],
  right: boolean[],
  savedAt: (number | null)[],
  answers: (string | null)[] = right.map((r) => (r ? 'a' : 'b')),
): CountedAttempt {
  const numCorrect = right.filter(Boolean).length;
  return {
    attemptId,
    examId: 9,
    startedAt: at(0),
    numQuestions: asked.length,
    numCorrect,
    passed: numCorrect / asked.length >= 0.5,
    answers: asked.map((questionId, i) => ({
      position: i + 1,
      questionId,
      userAnswer: answers[i] ?? null,
      correct: right[i] ?? false,
      answeredAt: savedAt[i] === null ? null : at(savedAt[i] as number),
    })),
  };
}

describe('analyseExam', () => {
  it('groups attempts into forms by their set of questions, most taken first, and estimates time from in-order saves', () => {
    const attempts = [
      // Form {q1, q2} three times (one drawn in the other order), form {q1, q3} once.
      attempt(1, [1, 2], [true, true], [10, 30]), // q1 10 s, q2 20 s
      attempt(2, [2, 1], [true, false], [5, 20]), // q2 5 s, q1 15 s
      attempt(3, [1, 2], [false, false], [40, 20]), // saves go back: no estimate
      attempt(4, [1, 3], [true, false], [8, null], ['a', null]), // q3 unanswered: no estimate, q3 omitted
    ];
    const result = analyseExam(exam, attempts);
    expect(result.forms.map((f) => [f.form, f.questionKeys, f.attempts])).toEqual([
      [1, ['q1', 'q2'], 3],
      [2, ['q1', 'q3'], 1],
    ]);
    // Form 1: right counts 2, 1, 0: mean 1, population SD √(2/3) = 0.816497; passed 2 of 3 (2/2 and 1/2 reach 50 %).
    expect(result.forms[0]?.meanCorrect).toBe(1);
    expect(result.forms[0]?.sdCorrect).toBeCloseTo(0.816497, 6);
    expect(result.forms[0]?.passRate).toBeCloseTo(2 / 3, 9);
    // KR-20 of form 1: rows (q1, q2) = (1,1), (0,1), (0,0); p = 1/3, 2/3; Σpq = 2 · 2/9 = 4/9; σ² = 2/3;
    // KR-20 = 2 · (1 - (4/9) / (2/3)) = 2 · 1/3 = 0.666667.
    expect(result.forms[0]?.kr20).toBeCloseTo(2 / 3, 9);
    expect(result.forms[1]?.kr20).toBeNull(); // one attempt
    // The retired q4 was never asked: not listed. The retired q3 was: listed, marked inactive.
    expect(result.items.map((i) => [i.key, i.active, i.responses, i.omitted])).toEqual([
      ['q1', true, 4, 0],
      ['q2', true, 3, 0],
      ['q3', false, 1, 1],
    ]);
    const q1 = result.items[0];
    expect(q1).toMatchObject({ averageSeconds: 12.5, timedResponses: 2 }); // (10 + 15) / 2
    expect(result.items[1]).toMatchObject({ averageSeconds: 12.5, timedResponses: 2 }); // (20 + 5) / 2
    expect(result.items[2]).toMatchObject({ averageSeconds: null, timedResponses: 0 });
    // Exam: scores 100, 50, 0, 50: mean 50, SD √((2500 + 0 + 2500 + 0) / 4) = 35.355339; passed 3 of 4.
    expect(result.meanScore).toBe(50);
    expect(result.sdScore).toBeCloseTo(35.355339, 6);
    expect(result.passRate).toBe(0.75);
  });

  it('answers nulls for an exam nobody has taken', () => {
    expect(analyseExam(exam, [])).toMatchObject({
      attempts: 0,
      meanScore: null,
      sdScore: null,
      passRate: null,
      forms: [],
      formsNotShown: 0,
    });
  });

  it('lists at most ten forms and counts the rest', () => {
    const pool: ExamBank = { ...exam, questions: Array.from({ length: 12 }, (_, i) => question(i + 1, `p${i + 1}`)) };
    // Twelve attempts, each given a different single question.
    const attempts = Array.from({ length: 12 }, (_, i) => attempt(i + 1, [i + 1], [true], [5]));
    const result = analyseExam(pool, attempts);
    expect(result.forms).toHaveLength(10);
    expect(result.formsNotShown).toBe(2);
  });
});

describe('flagsOf', () => {
  const item = { responses: 10, difficulty: 0.5, pointBiserial: 0.3, upperLowerIndex: 0.3, choices: [] };
  it('flags at the thresholds of decision 0166, and nothing below 10 responses', () => {
    expect(flagsOf({ ...item, difficulty: 0.91 })).toEqual(['TOO_EASY']);
    expect(flagsOf({ ...item, difficulty: 0.9 })).toEqual([]);
    expect(flagsOf({ ...item, difficulty: 0.19 })).toEqual(['TOO_HARD']);
    expect(flagsOf({ ...item, difficulty: 0.2 })).toEqual([]);
    expect(flagsOf({ ...item, pointBiserial: -0.01 })).toEqual(['NEGATIVE_DISCRIMINATION']);
    // The point-biserial speaks first; D only when it is undefined.
    expect(flagsOf({ ...item, pointBiserial: 0.1, upperLowerIndex: -0.2 })).toEqual([]);
    expect(flagsOf({ ...item, pointBiserial: null, upperLowerIndex: -0.2 })).toEqual(['NEGATIVE_DISCRIMINATION']);
    expect(
      flagsOf({
        ...item,
        choices: [
          { correct: true, picked: 10 },
          { correct: false, picked: 0 },
        ],
      }),
    ).toEqual(['UNUSED_DISTRACTOR']);
    expect(flagsOf({ ...item, responses: 9, difficulty: 1 })).toEqual([]);
  });
});
