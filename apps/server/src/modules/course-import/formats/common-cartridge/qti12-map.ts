import { bounded, idFrom } from '../course-draft/draft.js';
import type { QtiItem } from './qti12-read.js';

/** A tag (exam score breakdowns) from a question category, and its title. */
export function tagOf(category: string): string {
  return (
    category
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'category'
  );
}

const questionText = (item: QtiItem) => item.text || item.title || item.ident;

/**
 * An exam question of our model (one right choice among two to eight), or why the item cannot be one. True/false
 * becomes a two-choice question, keeping its feedbacks on the choices.
 */
export function toExamQuestion(
  item: QtiItem,
  used: Set<string>,
  warn: (m: string) => void,
): { question?: Record<string, unknown>; why?: string } {
  if (item.profile !== 'cc.multiple_choice' && item.profile !== 'cc.true_false')
    return { why: `a ${item.profile || 'question without a cc_profile'} item cannot be an exam question (one right choice)` };
  const right = item.choices.filter((c) => c.correct).length;
  if (right !== 1) return { why: `it has ${right} right choices; an exam question has exactly one` };
  if (item.choices.length < 2 || item.choices.length > 8)
    return { why: `it has ${item.choices.length} choices; an exam question has 2 to 8` };
  if (item.hadImage) warn('its images are not carried (exam questions are plain text)');
  const choiceIds = new Set<string>();
  const tf = item.profile === 'cc.true_false';
  return {
    question: {
      id: idFrom(item.ident, used),
      text: bounded(questionText(item), 10_000, warn, 'the question text'),
      choices: item.choices.map((c) => {
        const feedback = c.feedback ?? (tf ? (c.correct ? item.correctFeedback : item.incorrectFeedback) : undefined);
        return {
          id: idFrom(c.ident, choiceIds),
          text: bounded(c.text, 2000, warn, 'a choice'),
          ...(c.correct ? { correct: true } : {}),
          ...(feedback ? { feedback: feedback.slice(0, 5000) } : {}),
        };
      }),
      tags: item.category ? [tagOf(item.category)] : [],
      ...(item.generalFeedback ? { explanation: item.generalFeedback.slice(0, 10_000) } : {}),
      ...(tf ? { fixedOrder: true } : {}),
    },
  };
}

const feedbacks = (item: QtiItem) => ({
  ...(item.correctFeedback ? { correctFeedback: item.correctFeedback.slice(0, 5000) } : {}),
  ...(item.incorrectFeedback ? { incorrectFeedback: item.incorrectFeedback.slice(0, 5000) } : {}),
});

/**
 * A lesson slide (an inquiry of ours) for any item of the profile: multiple choice and response, true/false,
 * fill-in-the-blank and pattern match as typed answers, essay as an assignment. Null with why when it cannot map.
 */
export function toSlide(
  item: QtiItem,
  used: Set<string>,
  warn: (m: string) => void,
): { slide?: Record<string, unknown>; why?: string } {
  const base = {
    id: idFrom(item.ident, used),
    title: bounded(item.title || questionText(item), 300, warn, 'the title'),
    content: bounded(item.html, 50_000, warn, 'the question'),
  };
  if (item.hadImage) warn('its images are not shown (slide content carries no images)');
  switch (item.profile) {
    case 'cc.true_false': {
      const right = item.choices.find((c) => c.correct);
      if (!right) return { why: 'no choice is marked right' };
      return { slide: { ...base, type: 'TRUE_FALSE', answer: /^t/i.test(right.text), ...feedbacks(item) } };
    }
    case 'cc.multiple_choice':
    case 'cc.multiple_response': {
      if (item.choices.length < 2 || item.choices.length > 12)
        return { why: `it has ${item.choices.length} choices (2 to 12 fit a slide)` };
      const right = item.choices.filter((c) => c.correct).length;
      if (right === 0) return { why: 'no choice is marked right' };
      const ids = new Set<string>();
      return {
        slide: {
          ...base,
          type: 'MULTIPLE_CHOICE',
          multiple: item.profile === 'cc.multiple_response' || right > 1,
          choices: item.choices.map((c) => ({
            id: idFrom(c.ident, ids),
            text: c.text.slice(0, 10_000),
            correct: c.correct,
            ...(c.feedback ? { feedback: c.feedback.slice(0, 5000) } : {}),
          })),
          ...feedbacks(item),
        },
      };
    }
    case 'cc.fib':
    case 'cc.pattern_match': {
      if (item.answers.length === 0) return { why: 'it names no accepted answer' };
      if (item.substring) warn('answers that merely contain an accepted text are not accepted (our typed answers match whole)');
      return {
        slide: { ...base, type: 'TEXT_EDIT', acceptable: item.answers, caseSensitive: item.caseSensitive, ...feedbacks(item) },
      };
    }
    case 'cc.essay':
      return {
        slide: {
          ...base,
          type: 'ASSIGNMENT',
          assignmentKey: base.id,
          assignmentText: bounded(questionText(item), 10_000, warn, 'the essay prompt'),
        },
      };
    default:
      return { why: `the question type ${item.profile || '(no cc_profile)'} has no counterpart` };
  }
}
