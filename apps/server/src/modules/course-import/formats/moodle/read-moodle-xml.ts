import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { groupByCategory } from '../banks.js';
import type { Blank, ImportedCourse, ImportedQuestion, QuestionBody, RichText, TextAnswer } from '../model.js';
import type { ReaderInput } from '../readers.js';
import { decodeEntities, toPlain } from '../rich-text.js';
import { parseXml, tagLines, textOf } from '../xml.js';

/**
 * Moodle XML question files (`<quiz>` of `<question type=…>`), read with fast-xml-parser. Categories become
 * exam tags; types we cannot grade are warnings naming the question and its line.
 */
type El = Record<string, unknown>;

const ARRAYS = new Set(['question', 'answer', 'subquestion', 'tag', 'file']);

const rich = (el: unknown): RichText | undefined => {
  if (!el || typeof el !== 'object') return undefined;
  const text = textOf((el as El).text);
  if (text.trim() === '') return undefined;
  const format = (el as El)['@_format'];
  return { format: format === 'markdown' ? 'markdown' : format === 'plain_text' ? 'text' : 'html', text };
};

const fraction = (a: El) => Number(a['@_fraction'] ?? 0) / 100;
const answers = (q: El) => (q.answer as El[] | undefined) ?? [];

/** Types Moodle has that none of ours can hold, and why. */
const UNSUPPORTED: Record<string, string> = {
  calculated: 'calculated questions draw numbers at random; our questions have fixed answers',
  calculatedsimple: 'calculated questions draw numbers at random; our questions have fixed answers',
  calculatedmulti: 'calculated questions draw numbers at random; our questions have fixed answers',
  randomsamatch: 'a random short-answer matching is built from other questions at attempt time',
  random: 'a random question is drawn from a category at attempt time (import the category itself)',
  ddimageortext: 'drag and drop onto an image needs its image and drop zones, which are not imported',
  ddmarker: 'drag markers onto an image needs its image and drop zones, which are not imported',
};

/** Moodle's cloze (multianswer) syntax: {weight:TYPE:answers}. */
const CLOZE = /\{(\d*):([A-Z_]+):((?:\\\}|[^}])*)\}/g;

function clozeAnswers(spec: string): TextAnswer[] {
  return spec
    .split(/(?<!\\)~/)
    .map((part) => {
      const [answer = '', feedback] = part.split(/(?<!\\)#/);
      const m = /^(=|%(-?\d+(?:\.\d+)?)%)?([\s\S]*)$/.exec(answer) as RegExpExecArray;
      const weight = m[1] === '=' ? 1 : m[2] !== undefined ? Number(m[2]) / 100 : 0;
      return {
        text: decodeEntities(m[3] ?? '')
          .replace(/\\([~#}{=])/g, '$1')
          .trim(),
        weight,
        ...(feedback ? { feedback: { format: 'html' as const, text: feedback } } : {}),
      };
    })
    .filter((a) => a.text !== '');
}

function cloze(text: string): { body: QuestionBody; text: string } {
  const blanks: Record<string, Blank> = {};
  let n = 0;
  let problem: string | null = null;
  const replaced = text.replace(CLOZE, (_all, _w: string, type: string, spec: string) => {
    n++;
    const name = `b${n}`;
    const list = clozeAnswers(spec);
    if (list.length === 0) problem ??= `blank ${n} (${type}) has no answers`;
    if (/^(NUMERICAL|NM)$/.test(type)) {
      const numeric = list.map((a) => {
        const [v = '', tol = '0'] = a.text.split(':');
        const value = Number(v);
        const t = Math.abs(Number(tol));
        return { min: value - t, max: value + t, value: v, weight: a.weight };
      });
      if (numeric.some((x) => !Number.isFinite(x.min) || !Number.isFinite(x.max)))
        problem ??= `blank ${n} is NUMERICAL but has an answer that is not a number`;
      blanks[name] = { answers: list, numeric };
    } else if (/^(MULTICHOICE|MC|MULTICHOICE_[VHS]+|MC[VHS]+)$/.test(type)) {
      if (list.length < 2) problem ??= `blank ${n} is a choice with fewer than two choices`;
      blanks[name] = { answers: list, options: list.map((a) => a.text) };
    } else if (/^(SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC)$/.test(type)) {
      blanks[name] = { answers: list.filter((a) => a.text !== '*') };
    } else problem ??= `blank ${n} is of type ${type}, which has no blank of ours (multiple response in a cloze)`;
    return `[[${name}]]`;
  });
  if (n === 0) return { body: { kind: 'unsupported', reason: 'a cloze question without any {…} blank' }, text };
  if (problem) return { body: { kind: 'unsupported', reason: problem }, text };
  return { body: { kind: 'cloze', text: toPlain({ format: 'html', text: replaced }), blanks }, text };
}

function body(type: string, q: El): QuestionBody {
  switch (type) {
    case 'description':
      return { kind: 'description' };
    case 'essay':
      return { kind: 'essay' };
    case 'truefalse': {
      const list = answers(q);
      const t = list.find((a) => textOf(a.text).trim().toLowerCase() === 'true');
      const f = list.find((a) => textOf(a.text).trim().toLowerCase() === 'false');
      if (!t || !f) return { kind: 'unsupported', reason: 'a true/false question needs both a true and a false answer' };
      return {
        kind: 'trueFalse',
        answer: fraction(t) > fraction(f),
        trueFeedback: rich(t.feedback),
        falseFeedback: rich(f.feedback),
      };
    }
    case 'multichoice': {
      const single = textOf(q.single).trim() !== 'false' && textOf(q.single).trim() !== '0';
      return {
        kind: 'choice',
        multiple: !single,
        shuffle: textOf(q.shuffleanswers).trim() !== 'false' && textOf(q.shuffleanswers).trim() !== '0',
        choices: answers(q).map((a) => ({
          text: rich(a) ?? { format: 'text', text: '' },
          weight: fraction(a),
          feedback: rich(a.feedback),
        })),
      };
    }
    case 'shortanswer':
      return {
        kind: 'shortAnswer',
        caseSensitive: textOf(q.usecase).trim() === '1',
        answers: answers(q).map((a) => ({
          text: decodeEntities(textOf(a.text)),
          weight: fraction(a),
          feedback: rich(a.feedback),
        })),
      };
    case 'numerical':
      return {
        kind: 'numerical',
        answers: answers(q).map((a) => {
          const v = textOf(a.text).trim();
          const value = Number(v);
          const tol = Math.abs(Number(textOf(a.tolerance) || 0));
          return { min: value - tol, max: value + tol, value: v, weight: fraction(a), feedback: rich(a.feedback) };
        }),
      };
    case 'matching': {
      const subs = (q.subquestion as El[] | undefined) ?? [];
      const pairs = subs.filter((s) => textOf(s.text).trim() !== '');
      return {
        kind: 'matching',
        pairs: pairs.map((s) => ({
          prompt: rich(s) ?? { format: 'text', text: '' },
          answer: textOf((s.answer as El[] | undefined)?.[0]?.text).trim(),
        })),
        distractors: subs
          .filter((s) => textOf(s.text).trim() === '')
          .map((s) => textOf((s.answer as El[] | undefined)?.[0]?.text).trim()),
      };
    }
    case 'ordering':
      return {
        kind: 'ordering',
        items: answers(q).map((a) => ({
          text: decodeEntities(textOf(a.text))
            .replace(/<[^>]*>/g, '')
            .trim(),
        })),
      };
    default:
      return {
        kind: 'unsupported',
        reason: UNSUPPORTED[type] ?? `Moodle question type "${type}" has no counterpart among our question types`,
      };
  }
}

export function readMoodleXml(input: ReaderInput): ImportedCourse {
  const questions: ImportedQuestion[] = [];
  for (const path of input.files) {
    const file = relative(input.root, path) || basename(path);
    const text = readFileSync(path, 'utf8');
    const doc = parseXml(text, file, (name) => ARRAYS.has(name));
    const list = ((doc.quiz as El | undefined)?.question as El[] | undefined) ?? [];
    const lines = tagLines(text, 'question');
    let category: string[] = [];
    list.forEach((q, i) => {
      const line = lines[i] ?? 0;
      const type = String(q['@_type'] ?? '');
      if (type === 'category') {
        category = textOf((q.category as El | undefined)?.text)
          .trim()
          .replace(/^\$(course|cat\d*|module|system)\$\/?/, '')
          .split('/')
          .map((s) => s.trim())
          .filter((s) => s && s !== 'top');
        return;
      }
      const name = textOf((q.name as El | undefined)?.text).trim();
      const idnumber = decodeEntities(textOf(q.idnumber)).trim();
      const stem = rich(q.questiontext) ?? { format: 'text' as const, text: '' };
      const mapped = type === 'cloze' || type === 'multianswer' ? cloze(stem.text) : { body: body(type, q), text: stem.text };
      questions.push({
        ref: { file, line },
        sourceId: idnumber || name || undefined,
        title: name ? decodeEntities(name.replace(/<[^>]*>/g, '')) : undefined,
        stem,
        body: mapped.body,
        category,
        tags: ((q.tags as El | undefined)?.tag as El[] | undefined)?.map((t) => textOf(t.text).trim()).filter(Boolean) ?? [],
        generalFeedback: rich(q.generalfeedback),
        correctFeedback: rich(q.correctfeedback),
        incorrectFeedback: rich(q.incorrectfeedback),
      });
    });
  }
  const nameOf = input.files.length === 1 ? basename(input.files[0] as string).replace(/\.xml$/i, '') : basename(input.root);
  return { format: 'moodle-xml', sourceId: nameOf, title: nameOf, type: 'EXAM_PREP', nodes: groupByCategory(questions) };
}
