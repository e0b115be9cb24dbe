import { describe, expect, it } from 'vitest';
import { examProblems } from './package-checks.js';

const choices = [{ text: 'A' }, { text: 'B', correct: true }];
const messages = (node: Parameters<typeof examProblems>[0]) => examProblems(node).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('examProblems', () => {
  it('accepts a valid exam and nodes without exam parts', () => {
    expect(messages({ type: 'EXAM', exam: { passingScore: 70 }, questions: [{ id: 'q1', text: 'Q', choices }] })).toEqual([]);
    expect(messages({ type: 'LESSON' })).toEqual([]);
  });

  it('names every problem with its path', () => {
    expect(
      messages({
        type: 'EXAM',
        exam: { passingScore: 170, questionCount: 3, minNewQuestions: 1, colour: 'red' },
        questions: [
          {
            id: 'q1',
            text: 'Q',
            choices: [
              { text: 'A', correct: true },
              { text: 'B', correct: true },
            ],
          },
          { id: 'q1', text: 'Q', choices },
          { id: 'Q 3', text: '', choices: [{ text: 'only' }] },
        ],
      }),
    ).toEqual([
      'exam.passingScore: Too big: expected number to be <=100',
      'exam: Unrecognized key: "colour"',
      'questions.0.choices: exactly one choice must be correct (found 2)',
      'questions.1.id: question id "q1" is used twice',
      'questions.2.id: ids are lower-case letters, digits, dashes, underscores',
      'questions.2.text: Too small: expected string to have >=1 characters',
      'questions.2.choices: Too small: expected array to have >=2 items',
    ]);
  });

  it('checks that the pool can be drawn with its new-questions rule', () => {
    const questions = Array.from({ length: 5 }, (_, i) => ({ id: `q${i}`, text: 'Q', choices }));
    expect(messages({ type: 'EXAM', exam: { questionCount: 6 }, questions })).toEqual([
      'exam.questionCount: questionCount 6 is more than the 5 questions',
    ]);
    expect(messages({ type: 'EXAM', exam: { questionCount: 3, minNewQuestions: 3 }, questions })).toEqual([
      'exam.minNewQuestions: minNewQuestions 3 needs a bank of at least 6 questions (has 5)',
    ]);
    expect(messages({ type: 'EXAM', exam: { questionCount: 3, minNewQuestions: 2 }, questions })).toEqual([]);
  });

  it('keeps questions to exam nodes', () => {
    expect(messages({ type: 'LESSON', questions: [] })).toEqual(['questions: only EXAM and EXAM_GAUGE nodes have questions']);
  });
});
