import { describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGE } from './inputs.js';
import { ANSWER_LIST_MAX, ANSWER_TEXT_MAX, answerSchemas } from './lesson-answers.js';
import { limits } from './limits.js';
import { SURVEY_CHOICE_TYPES, surveyChoiceTakesOptions } from './survey-choices.js';

const issue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first = r.error?.issues[0];
  return first && { field: first.path.join('.'), message: first.message };
};

describe('lesson answer schemas', () => {
  it('cap texts at the chat message limit and lists at the answer list limit', () => {
    expect(ANSWER_TEXT_MAX).toBe(limits.chatMessageMax);
    expect(ANSWER_LIST_MAX).toBe(limits.answerListMax);
    expect(answerSchemas.FORUM.safeParse({ postText: 'x'.repeat(ANSWER_TEXT_MAX) }).success).toBe(true);
    expect(issue(answerSchemas.FORUM.safeParse({ postText: 'x'.repeat(ANSWER_TEXT_MAX + 1) }))).toEqual({
      field: 'postText',
      message: `postText must be at most ${ANSWER_TEXT_MAX} characters`,
    });
  });

  it('refuse text the database cannot store, naming the field (the shared text() input)', () => {
    expect(issue(answerSchemas.ASSIGNMENT.safeParse({ responseText: 'a\u0000b' }))).toEqual({
      field: 'responseText',
      message: STORABLE_TEXT_MESSAGE,
    });
    expect(issue(answerSchemas.SURVEY.safeParse({ path: [{ stepId: 's1', value: '\ud800' }] }))?.field).toBe('path.0.value');
  });

  it('drop what an old client sends along instead of trusting it', () => {
    expect(answerSchemas.TRUE_FALSE.parse({ value: true, correct: true, feedback: 'x' })).toEqual({ value: true });
  });
});

describe('survey choice types', () => {
  it('take options for BUTTON and CHOICE only', () => {
    expect(SURVEY_CHOICE_TYPES.filter(surveyChoiceTakesOptions)).toEqual(['BUTTON', 'CHOICE']);
  });
});
