import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { type GIFTQuestion, parse, type TextFormat } from 'gift-pegjs';
import { groupByCategory } from '../banks.js';
import type { ImportedCourse, ImportedQuestion, NumericAnswer, QuestionBody, RichText } from '../model.js';
import type { ReaderInput } from '../readers.js';

/**
 * GIFT (Moodle's plain-text question format) read with gift-pegjs, the GIFT grammar's own parser. Like
 * Moodle's importer, a file is read question by question (questions are separated by blank lines), so each
 * question knows its line and a question the grammar refuses is a warning while the others still import.
 */

/** One question's text and the line it starts on. */
function blocks(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = -1;
  let buf: string[] = [];
  const flush = () => {
    if (buf.some((l) => l.trim() !== '' && !l.trim().startsWith('//'))) out.push({ text: buf.join('\n'), line: start + 1 });
    buf = [];
    start = -1;
  };
  lines.forEach((l, i) => {
    if (l.trim() === '') flush();
    else {
      if (start < 0) start = i;
      buf.push(l);
    }
  });
  flush();
  return out;
}

function rich(t: TextFormat | null | undefined): RichText | undefined {
  if (!t || t.text.trim() === '') return undefined;
  const format = t.format === 'markdown' ? 'markdown' : t.format === 'plain' ? 'text' : 'html';
  return { format, text: t.text };
}

/** GIFT weights are percentages (null: right when `=`, wrong when `~`). */
const weightOf = (c: { isCorrect: boolean; weight: number | null }) =>
  c.weight === null ? (c.isCorrect ? 1 : 0) : c.weight / 100;

/** Float noise out of value ± tolerance (3.1415 + 0.0005 is 3.1420000000000003). */
const round = (x: number) => Number(x.toFixed(10));

function body(q: Exclude<GIFTQuestion, { type: 'Category' }>): QuestionBody {
  switch (q.type) {
    case 'Description':
      return { kind: 'description' };
    case 'Essay':
      return { kind: 'essay' };
    case 'TF': {
      // Moodle's rule: {T#wrong-answer feedback#right-answer feedback}; gift-pegjs names them trueFeedback, falseFeedback.
      const wrong = rich(q.trueFeedback);
      const right = rich(q.falseFeedback);
      return {
        kind: 'trueFalse',
        answer: q.isTrue,
        trueFeedback: q.isTrue ? right : wrong,
        falseFeedback: q.isTrue ? wrong : right,
      };
    }
    case 'MC': {
      const choices = q.choices.map((c) => ({
        text: rich(c.text) ?? { format: 'text' as const, text: '' },
        weight: weightOf(c),
        feedback: rich(c.feedback),
      }));
      const full = choices.filter((c) => c.weight >= 1).length;
      const positive = choices.filter((c) => c.weight > 0).length;
      return { kind: 'choice', multiple: full !== 1 && positive > 1, choices };
    }
    case 'Short':
      return {
        kind: 'shortAnswer',
        caseSensitive: false,
        answers: q.choices.map((c) => ({ text: c.text.text, weight: weightOf(c), feedback: rich(c.feedback) })),
      };
    case 'Numerical': {
      const list = Array.isArray(q.choices) ? q.choices : [{ isCorrect: true, weight: null, text: q.choices, feedback: null }];
      const answers: NumericAnswer[] = list.map((c) => {
        const n = c.text;
        const weight = weightOf(c);
        const feedback = rich(c.feedback);
        if (n.type === 'high-low') return { min: n.numberLow ?? 0, max: n.numberHigh ?? 0, weight, feedback };
        const value = n.number ?? 0;
        const range = n.type === 'range' ? Math.abs(n.range ?? 0) : 0;
        return { min: round(value - range), max: round(value + range), value: String(value), weight, feedback };
      });
      return { kind: 'numerical', answers };
    }
    case 'Matching': {
      const pairs = q.matchPairs.filter((p) => p.subquestion.text.trim() !== '');
      return {
        kind: 'matching',
        pairs: pairs.map((p) => ({ prompt: rich(p.subquestion) ?? { format: 'text', text: '' }, answer: p.subanswer })),
        distractors: q.matchPairs.filter((p) => p.subquestion.text.trim() === '').map((p) => p.subanswer),
      };
    }
  }
}

export function readGift(input: ReaderInput): ImportedCourse {
  const questions: ImportedQuestion[] = [];
  for (const path of input.files) {
    const file = relative(input.root, path) || basename(path);
    let category: string[] = [];
    for (const block of blocks(readFileSync(path, 'utf8'))) {
      let parsed: GIFTQuestion[];
      try {
        parsed = parse(`${block.text}\n`);
      } catch (err) {
        const at = (err as { location?: { start?: { line?: number } } }).location?.start?.line ?? 1;
        const message = (err as Error).message.split('\n')[0] ?? 'not GIFT';
        input.warnings.add(
          file,
          block.line + at - 1,
          `this question is not valid GIFT and is not imported: ${message.slice(0, 200)}`,
        );
        continue;
      }
      for (const q of parsed) {
        if (q.type === 'Category') {
          category = q.title
            .replace(/^\$(course|cat\d+|module|system)\$\//, '')
            .split('/')
            .map((s) => s.trim())
            .filter(Boolean);
          continue;
        }
        questions.push({
          ref: { file, line: block.line },
          sourceId: q.id ?? q.title ?? undefined,
          title: q.title ?? undefined,
          stem: rich(q.stem) ?? { format: 'text', text: '' },
          body: body(q),
          category,
          tags: q.tags ?? [],
          generalFeedback: 'globalFeedback' in q ? rich(q.globalFeedback) : undefined,
        });
      }
    }
  }
  const name = input.files.length === 1 ? basename(input.files[0] as string).replace(/\.(gift|txt)$/i, '') : basename(input.root);
  return { format: 'gift', sourceId: name, title: name, type: 'EXAM_PREP', nodes: groupByCategory(questions) };
}
