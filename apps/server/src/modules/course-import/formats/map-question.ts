import { IdScope, toId } from './keys.js';
import type { Blank, ChoiceOption, ImportedQuestion, NumericAnswer, RichText, TextAnswer } from './model.js';
import { clip, hasMedia, toMarkdown, toPlain } from './rich-text.js';
import { type ImportWarnings, quote } from './warnings.js';

/**
 * One question of any source onto our model (issue 29): an exam question when the exam engine can grade it
 * (one right choice among 2-8, or true/false), otherwise a lesson slide of one of our inquiry types. Whatever
 * the target cannot express (partial credit, tolerances, wildcards, media) is said in a warning naming the
 * question; a question that cannot map at all is a warning, never silently left out.
 */

const FEEDBACK_MAX = 5000;
const CHOICE_MAX = 2000;

/** How a warning names a question: its source id, else its title, else the start of its text. */
export function questionName(q: ImportedQuestion): string {
  if (q.sourceId) return `question ${quote(q.sourceId)}`;
  if (q.title) return `question ${quote(q.title)}`;
  return `question ${quote(toPlain(q.stem) || '(no text)')}`;
}

const feedback = (t: RichText | undefined) => {
  const s = clip(toPlain(t), FEEDBACK_MAX);
  return s === '' ? undefined : s;
};

/** The weight that counts as fully right: the best one given (sources write 1, 100% or 1.0). */
const topWeight = (ws: number[]) => Math.max(0, ...ws);

function partialCreditWarning(q: ImportedQuestion, w: ImportWarnings, ws: number[]) {
  const top = topWeight(ws);
  if (top > 0 && top < 1)
    w.question(q.ref, questionName(q), `no answer gets full credit: the best (${Math.round(top * 100)}%) is taken as right`);
  const partial = ws.filter((x) => x > 0 && x < top);
  if (partial.length > 0)
    w.question(
      q.ref,
      questionName(q),
      `partial credit (${partial.map((x) => `${Math.round((x / top) * 100)}%`).join(', ')}) cannot be given: those answers count as wrong`,
    );
}

function mediaWarning(q: ImportedQuestion, w: ImportWarnings) {
  if ([q.stem, ...(q.body.kind === 'choice' ? q.body.choices.map((c) => c.text) : [])].some(hasMedia))
    w.question(q.ref, questionName(q), 'images or media in its text are not imported (the text is kept)');
}

/** Whether the exam engine grades it: one right choice of 2-8 plain-text choices, or true/false. */
export function examCapable(q: ImportedQuestion): boolean {
  const b = q.body;
  if (b.kind === 'trueFalse') return true;
  if (b.kind !== 'choice' || b.multiple) return false;
  if (b.choices.length < 2 || b.choices.length > 8) return false;
  const top = topWeight(b.choices.map((c) => c.weight));
  return top > 0 && b.choices.filter((c) => c.weight === top).length === 1 && b.choices.every((c) => toPlain(c.text) !== '');
}

/** An exam question (exam-schema.ts examQuestion), or null when the exam engine cannot grade it. */
export function toExamQuestion(
  q: ImportedQuestion,
  id: string,
  tags: string[],
  w: ImportWarnings,
): Record<string, unknown> | null {
  if (!examCapable(q)) return null;
  const text = clip(toPlain(q.stem) || q.title || '(no text)', 10_000);
  const explanation = feedback(q.generalFeedback);
  const base = { id, text, tags, ...(explanation ? { explanation } : {}) };
  mediaWarning(q, w);
  const b = q.body;
  // Exam questions have no right/wrong feedback of their own: it becomes the feedback of each choice that has none.
  const right = feedback(q.correctFeedback);
  const wrong = feedback(q.incorrectFeedback);
  const orOverall = (own: RichText | undefined, correct: boolean) => feedback(own) ?? (correct ? right : wrong);
  if (b.kind === 'trueFalse') {
    return {
      ...base,
      fixedOrder: true,
      choices: [
        { id: 'true', text: 'True', correct: b.answer, ...opt('feedback', orOverall(b.trueFeedback, b.answer)) },
        { id: 'false', text: 'False', correct: !b.answer, ...opt('feedback', orOverall(b.falseFeedback, !b.answer)) },
      ],
    };
  }
  if (b.kind !== 'choice') return null;
  const weights = b.choices.map((c) => c.weight);
  partialCreditWarning(q, w, weights);
  const top = topWeight(weights);
  const ids = new IdScope();
  return {
    ...base,
    ...(b.shuffle === false ? { fixedOrder: true } : {}),
    choices: b.choices.map((c) => ({
      id: ids.take(c.sourceId ?? String.fromCharCode(97 + b.choices.indexOf(c))),
      text: clip(toPlain(c.text), CHOICE_MAX),
      correct: c.weight === top,
      ...opt('feedback', orOverall(c.feedback, c.weight === top)),
      ...(c.fixed ? { fixedPosition: true } : {}),
    })),
  };
}

function opt<K extends string, V>(key: K, value: V | undefined): { [k in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [k in K]: V });
}

/** The common slide fields: id, title, the question as content, and the right/wrong feedbacks. */
function slideBase(q: ImportedQuestion, id: string, type: string) {
  const title = clip(q.title?.trim() || toPlain(q.stem).split('\n')[0] || 'Question', 300);
  const general = q.generalFeedback ? ` ${toPlain(q.generalFeedback)}` : '';
  const right = feedback(q.correctFeedback);
  const wrong = feedback(q.incorrectFeedback);
  return {
    id,
    type,
    title,
    content: clip(toMarkdown(q.stem), 50_000),
    ...opt('correctFeedback', right || general.trim() ? clip(`${right ?? ''}${general}`.trim(), FEEDBACK_MAX) : undefined),
    ...opt('incorrectFeedback', wrong || general.trim() ? clip(`${wrong ?? ''}${general}`.trim(), FEEDBACK_MAX) : undefined),
  };
}

function choiceSlide(q: ImportedQuestion, id: string, choices: ChoiceOption[], multiple: boolean, w: ImportWarnings) {
  const name = questionName(q);
  if (choices.length < 2 || choices.length > 12) {
    w.question(q.ref, name, `has ${choices.length} choices; a multiple-choice slide takes 2 to 12: not imported`);
    return null;
  }
  const weights = choices.map((c) => c.weight);
  const top = topWeight(weights);
  if (top <= 0) {
    w.question(q.ref, name, 'no choice is marked right: not imported');
    return null;
  }
  if (multiple) {
    const positive = weights.filter((x) => x > 0);
    if (positive.some((x) => x !== positive[0]) || weights.some((x) => x < 0))
      w.question(q.ref, name, 'credit by weight becomes all or nothing: the learner must pick exactly the right choices');
  } else partialCreditWarning(q, w, weights);
  const ids = new IdScope();
  return {
    ...slideBase(q, id, 'MULTIPLE_CHOICE'),
    multiple,
    choices: choices.map((c, i) => ({
      id: ids.take(c.sourceId ?? String.fromCharCode(97 + i)),
      text: clip(toPlain(c.text) || `(${i + 1})`, 10_000),
      correct: multiple ? c.weight > 0 : c.weight === top,
      ...opt('feedback', feedback(c.feedback)),
      ...(c.fixed ? { fixedPosition: true } : {}),
    })),
  };
}

/** Decimals written in a number ("3.140" -> 3). */
const decimals = (s: string | undefined) => (s && /\.(\d+)/.exec(s)?.[1]?.length) || 0;

/** Most values a tolerance is spelled out as (3.14 ± 0.01 at 2 decimals: 3.13, 3.14, 3.15). */
const MAX_SPELLED_VALUES = 41;

/**
 * Accepted texts for numeric answers: our text answers match exactly, so a range is spelled out value by
 * value at the precision the source wrote, when that is a handful of values; otherwise only the written value.
 */
function numericTexts(answers: NumericAnswer[], q: ImportedQuestion, w: ImportWarnings): string[] {
  const name = questionName(q);
  const top = topWeight(answers.map((a) => a.weight));
  const out = new Set<string>();
  for (const a of answers) {
    if (a.weight !== top) continue;
    const places = Math.min(6, Math.max(decimals(a.value), decimals(String(a.min)), decimals(String(a.max))));
    const step = 10 ** -places;
    const count = Math.round((a.max - a.min) / step) + 1;
    if (a.min === a.max) out.add(a.value ?? String(a.min));
    else if (count <= MAX_SPELLED_VALUES) {
      for (let i = 0; i < count; i++) {
        const v = (a.min + i * step).toFixed(places);
        out.add(v);
        out.add(String(Number(v))); // 3.1410 also as 3.141
      }
      w.question(
        q.ref,
        name,
        `the range ${a.min}..${a.max} is accepted as the ${count} values written with ${places} decimal(s); other spellings (e.g. trailing zeros) count as wrong`,
      );
    } else if (a.value !== undefined) {
      out.add(a.value);
      w.question(q.ref, name, `the tolerance ${a.min}..${a.max} cannot be graded: only ${a.value} is accepted`);
    } else
      w.question(
        q.ref,
        name,
        `the range ${a.min}..${a.max} cannot be graded and has no single value: that answer is not imported`,
      );
  }
  partialCreditWarning(
    q,
    w,
    answers.map((a) => a.weight),
  );
  return [...out];
}

function textAnswers(answers: TextAnswer[], q: ImportedQuestion, w: ImportWarnings): string[] {
  const name = questionName(q);
  const top = topWeight(answers.map((a) => a.weight));
  partialCreditWarning(
    q,
    w,
    answers.map((a) => a.weight),
  );
  const out: string[] = [];
  for (const a of answers) {
    if (a.weight !== top || top <= 0) continue;
    if (a.text.includes('*')) {
      w.question(
        q.ref,
        name,
        `the answer pattern ${quote(a.text)} uses the * wildcard, which our text answers do not: it is taken literally`,
      );
    }
    if (a.text.trim() !== '') out.push(a.text.trim());
  }
  if (answers.some((a) => a.weight <= 0 && a.feedback))
    w.question(q.ref, name, 'feedback for particular wrong answers is not kept (the general wrong-answer feedback is)');
  return out;
}

function blankAnswers(blank: Blank, q: ImportedQuestion, w: ImportWarnings): string[] {
  return blank.numeric ? numericTexts(blank.numeric, q, w) : textAnswers(blank.answers, q, w);
}

/** A lesson slide for the question, or null (with a warning) when none of our types can hold it. */
export function toSlide(q: ImportedQuestion, id: string, w: ImportWarnings): Record<string, unknown> | null {
  const name = questionName(q);
  const b = q.body;
  mediaWarning(q, w);
  switch (b.kind) {
    case 'description':
      return {
        id,
        type: 'CONTENT',
        title: clip(q.title?.trim() || toPlain(q.stem).split('\n')[0] || 'Page', 300),
        content: clip(toMarkdown(q.stem), 50_000),
      };
    case 'trueFalse': {
      const base = slideBase(q, id, 'TRUE_FALSE');
      const right = feedback(b.answer ? b.trueFeedback : b.falseFeedback);
      const wrong = feedback(b.answer ? b.falseFeedback : b.trueFeedback);
      return {
        ...base,
        answer: b.answer,
        ...opt('correctFeedback', right ?? base.correctFeedback),
        ...opt('incorrectFeedback', wrong ?? base.incorrectFeedback),
      };
    }
    case 'choice':
      return choiceSlide(q, id, b.choices, b.multiple, w);
    case 'shortAnswer': {
      const acceptable = textAnswers(b.answers, q, w);
      if (acceptable.length === 0) {
        w.question(q.ref, name, 'no answer is marked right: not imported');
        return null;
      }
      return { ...slideBase(q, id, 'TEXT_EDIT'), acceptable, caseSensitive: b.caseSensitive };
    }
    case 'numerical': {
      const acceptable = numericTexts(b.answers, q, w);
      if (acceptable.length === 0) {
        w.question(q.ref, name, 'no numeric answer can be graded: not imported');
        return null;
      }
      return { ...slideBase(q, id, 'TEXT_EDIT'), acceptable, caseSensitive: false };
    }
    case 'matching': {
      const answers = [...new Set([...b.pairs.map((p) => p.answer), ...b.distractors])];
      if (b.pairs.length < 2 || b.pairs.length > 20 || answers.length > 20) {
        w.question(
          q.ref,
          name,
          `has ${b.pairs.length} pairs and ${answers.length} answers; matching takes 2 to 20 of each: not imported`,
        );
        return null;
      }
      const matchIds = new Map(answers.map((a, i) => [a, `m${i + 1}`]));
      const ids = new IdScope();
      return {
        ...slideBase(q, id, 'MATCHING_DND_ANSWERS'),
        choices: b.pairs.map((p, i) => ({
          id: ids.take(p.sourceId ?? `c${i + 1}`),
          text: clip(toPlain(p.prompt) || `(${i + 1})`, 10_000),
          matchId: matchIds.get(p.answer) as string,
        })),
        matches: answers.map((a) => ({ id: matchIds.get(a) as string, text: clip(a || '(empty)', 10_000) })),
      };
    }
    case 'ordering': {
      if (b.items.length < 2 || b.items.length > 8) {
        w.question(q.ref, name, `orders ${b.items.length} items; an ordering (sorting into places) takes 2 to 8: not imported`);
        return null;
      }
      const ids = new IdScope();
      w.question(q.ref, name, 'ordering becomes sorting the items into numbered places (1st, 2nd, …)');
      return {
        ...slideBase(q, id, 'MATCHING_DND_GRP'),
        fixedOrder: false,
        targets: b.items.map((_, i) => ({ id: `p${i + 1}`, text: String(i + 1) })),
        items: b.items.map((it, i) => ({
          id: ids.take(it.sourceId ?? `i${i + 1}`),
          text: clip(it.text || `(${i + 1})`, 10_000),
          targetId: `p${i + 1}`,
        })),
      };
    }
    case 'dragDrop': {
      const placed = b.items.filter((it) => it.targetId !== null);
      if (placed.length < b.items.length)
        w.question(
          q.ref,
          name,
          `${b.items.length - placed.length} item(s) that belong nowhere (distractors) are left out: every item of a sorting belongs to a target`,
        );
      if (b.targets.length < 2 || b.targets.length > 8 || placed.length < 2 || placed.length > 30) {
        w.question(
          q.ref,
          name,
          `has ${b.targets.length} targets and ${placed.length} items; a sorting takes 2-8 targets and 2-30 items: not imported`,
        );
        return null;
      }
      const targetIds = new IdScope();
      const targets = b.targets.map((t, i) => ({
        id: targetIds.take(t.sourceId ?? `t${i + 1}`),
        text: clip(t.text || `(${i + 1})`, 10_000),
      }));
      const bySource = new Map(b.targets.map((t, i) => [t.sourceId ?? `t${i + 1}`, targets[i]?.id as string]));
      const ids = new IdScope();
      const items = placed.map((it, i) => ({
        id: ids.take(it.sourceId ?? `i${i + 1}`),
        text: clip(it.text || `(${i + 1})`, 10_000),
        targetId: bySource.get(it.targetId as string),
      }));
      if (items.some((it) => it.targetId === undefined)) {
        w.question(q.ref, name, 'an item names a target that does not exist: not imported');
        return null;
      }
      return { ...slideBase(q, id, 'MATCHING_DND_GRP'), targets, items };
    }
    case 'cloze': {
      const blanks: Record<string, { answers: string[]; options?: string[] }> = {};
      for (const [key, blank] of Object.entries(b.blanks)) {
        const answers = blankAnswers(blank, q, w);
        if (answers.length === 0) {
          w.question(q.ref, name, `blank ${key} has no answer marked right: the question is not imported`);
          return null;
        }
        blanks[key] = { answers, ...(blank.options ? { options: blank.options } : {}) };
      }
      if (Object.keys(blanks).length === 0) {
        w.question(q.ref, name, 'has no blanks: not imported');
        return null;
      }
      return { ...slideBase(q, id, 'COMPLETE_STORY'), content: '', text: clip(b.text, 10_000), blanks };
    }
    case 'essay': {
      const text = clip(toPlain(q.stem) || q.title || 'Write your answer.', 10_000);
      w.question(q.ref, name, 'an essay becomes an assignment: an instructor reads and grades the answer');
      return {
        ...slideBase(q, id, 'ASSIGNMENT'),
        assignmentKey: toId(`a-${id}`),
        assignmentText: text,
        correctFeedback: undefined,
        incorrectFeedback: undefined,
      };
    }
    case 'hotSpot':
      w.question(
        q.ref,
        name,
        `hot spot on ${quote(b.image.src)}: not imported (the background image must be a file of the import with its size in pixels)`,
      );
      return null;
    case 'poll': {
      if (b.choices.length < 2 || b.choices.length > 12) {
        w.question(q.ref, name, `has ${b.choices.length} choices; a poll takes 2 to 12: not imported`);
        return null;
      }
      w.question(q.ref, name, 'it has no right answer: it becomes a poll, whose answers are counted, not graded');
      const ids = new IdScope();
      return {
        id,
        type: 'STUDENT_POLL',
        title: slideBase(q, id, 'STUDENT_POLL').title,
        content: clip(toMarkdown(q.stem), 50_000),
        multiple: b.multiple,
        choices: b.choices.map((c, i) => ({
          id: ids.take(c.sourceId ?? String.fromCharCode(97 + i)),
          text: clip(toPlain(c.text) || `(${i + 1})`, 10_000),
        })),
      };
    }
    case 'unsupported':
      w.question(q.ref, name, `not imported: ${b.reason}`);
      return null;
  }
}
