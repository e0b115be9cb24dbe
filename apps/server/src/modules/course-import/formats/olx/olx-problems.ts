import { idFrom } from '../course-draft/draft.js';
import { htmlToText } from '../course-draft/html-text.js';
import { type El, findAll, kid, kids, serialize, textOf } from '../course-draft/xml.js';

/** The response types of an Open edX problem (capa) and which of them map onto our inquiries. */
const RESPONSES = new Set([
  'multiplechoiceresponse',
  'choiceresponse',
  'optionresponse',
  'stringresponse',
  'numericalresponse',
  'formularesponse',
  'customresponse',
  'imageresponse',
  'schematicresponse',
  'annotationresponse',
  'symbolicresponse',
  'coderesponse',
  'jsmeresponse',
  'choicetextresponse',
]);

/** Elements of a problem that are no part of what a learner reads before answering. */
const HIDDEN = new Set([
  'script',
  'solution',
  'demandhint',
  'choicehint',
  'optionhint',
  'stringequalhint',
  'correcthint',
  'responseparam',
  'additional_answer',
  'hintgroup',
  'textline',
  'formulaequationinput',
]);

const plain = (el: El | undefined) => htmlToText(serialize(el ?? '', true)).text;

/** The question as HTML: the problem's own prose and the response's label and description. */
function questionHtml(problem: El, response: El): string {
  const parts: string[] = [];
  for (const c of problem.children) {
    if (typeof c === 'string') continue;
    if (RESPONSES.has(c.name) || HIDDEN.has(c.name)) continue;
    parts.push(serialize(c));
  }
  for (const c of kids(response))
    if (c.name === 'label' || c.name === 'description' || c.name === 'p') parts.push(`<p>${serialize(c, true)}</p>`);
  return parts.join('\n').trim();
}

const isTrue = (v: string | undefined) => (v ?? '').toLowerCase() === 'true';

/** Choices of a choice group or checkbox group: text without the hint, right or not, the hint as feedback. */
function choicesOf(group: El | undefined, ids: Set<string>) {
  return kids(group, 'choice').map((c, i) => {
    const hint = kid(c, 'choicehint');
    const text = htmlToText(
      c.children
        .filter((x) => typeof x === 'string' || x.name !== 'choicehint')
        .map((x) => serialize(x))
        .join(''),
    ).text;
    const feedback = hint ? plain(hint) : '';
    return {
      id: idFrom(c.attrs.name ?? `choice-${i + 1}`, ids),
      text: text || `Choice ${i + 1}`,
      correct: isTrue(c.attrs.correct),
      ...(feedback ? { feedback: feedback.slice(0, 5000) } : {}),
    };
  });
}

/** A regular expression a typed answer can be anything to match: these map to "any non-empty answer". */
const MATCHES_ANYTHING = new Set(['.*', '.*.', '.+', '.*?']);

/**
 * The slides (inquiries of ours) one response of a problem becomes, or why it cannot map. Multiple choice, checkboxes
 * and dropdowns become multiple choice; text input typed answers; a plain numerical answer without tolerance a typed
 * answer; the rest (formulas, custom Python grading, circuits, annotations, image maps without the image) cannot map.
 */
export function mapResponse(
  problem: El,
  response: El,
  base: { id: string; title: string },
): { slide?: Record<string, unknown>; why?: string; note?: string } {
  const content = questionHtml(problem, response);
  const head = { ...base, content: content.slice(0, 50_000) };
  const ids = new Set<string>();
  const explanation = plain(kid(problem, 'solution') ?? kid(response, 'solution'));
  const feedback = explanation ? { correctFeedback: explanation.slice(0, 5000) } : {};
  switch (response.name) {
    case 'multiplechoiceresponse':
    case 'choiceresponse': {
      const group = kid(response, 'choicegroup') ?? kid(response, 'checkboxgroup');
      const choices = choicesOf(group, ids);
      if (choices.length < 2 || choices.length > 12) return { why: `it has ${choices.length} choices (2 to 12 fit a slide)` };
      const right = choices.filter((c) => c.correct).length;
      if (right === 0) return { why: 'no choice is marked right' };
      return {
        slide: {
          ...head,
          type: 'MULTIPLE_CHOICE',
          multiple: response.name === 'choiceresponse' || right > 1,
          choices,
          ...feedback,
        },
      };
    }
    case 'optionresponse': {
      const input = kid(response, 'optioninput');
      let options = kids(input, 'option').map((o) => ({
        text: htmlToText(
          o.children
            .filter((x) => typeof x === 'string' || x.name !== 'optionhint')
            .map((x) => serialize(x))
            .join(''),
        ).text,
        correct: isTrue(o.attrs.correct),
      }));
      if (options.length === 0 && input?.attrs.options) {
        // The older form: options="('a','b')" correct="a".
        const list = [...input.attrs.options.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1] ?? '');
        options = list.map((t) => ({ text: t, correct: t === input.attrs.correct }));
      }
      if (options.length < 2 || options.length > 12)
        return { why: `its dropdown has ${options.length} options (2 to 12 fit a slide)` };
      if (!options.some((o) => o.correct)) return { why: 'no option is marked right' };
      const choices = options.map((o, i) => ({
        id: idFrom(`option-${i + 1}`, ids),
        text: o.text || `Option ${i + 1}`,
        correct: o.correct,
      }));
      return { slide: { ...head, type: 'MULTIPLE_CHOICE', multiple: false, choices, ...feedback } };
    }
    case 'stringresponse': {
      const type = (response.attrs.type ?? '').toLowerCase();
      const answers = [
        response.attrs.answer ?? '',
        ...findAll(response, 'additional_answer').map((a) => a.attrs.answer ?? textOf(a)),
      ]
        .map((a) => a.trim())
        .filter(Boolean);
      if (type.includes('regexp')) {
        if (answers.every((a) => MATCHES_ANYTHING.has(a)))
          return {
            slide: { ...head, type: 'TEXT_EDIT', ...feedback },
            note: 'its pattern accepts any answer: any non-empty answer passes',
          };
        return { why: `its answer is a regular expression (${answers[0] ?? ''}), which typed answers cannot check` };
      }
      if (answers.length === 0) return { why: 'it names no accepted answer' };
      return { slide: { ...head, type: 'TEXT_EDIT', acceptable: answers, caseSensitive: !type.includes('ci'), ...feedback } };
    }
    case 'numericalresponse': {
      const answer = (response.attrs.answer ?? '').trim();
      const tolerance = kids(response, 'responseparam').find((p) => p.attrs.type === 'tolerance')?.attrs.default ?? '';
      if (!/^-?\d+(\.\d+)?$/.test(answer))
        return { why: `its answer "${answer.slice(0, 50)}" is computed or not a plain number` };
      if (tolerance && !/^0+(\.0+)?%?$/.test(tolerance))
        return { why: `its answer ${answer} has a tolerance (${tolerance}), which typed answers cannot check` };
      return {
        slide: { ...head, type: 'TEXT_EDIT', acceptable: [answer], ...feedback },
        note: `the number ${answer} is checked as typed text (so "${answer}.0" is not accepted)`,
      };
    }
    case 'imageresponse':
      return { why: 'an image map needs its image in the course and its size; hot spots are not made from it' };
    default:
      return {
        why: `${response.name} (${response.name === 'customresponse' ? 'graded by course Python code' : 'no counterpart among our question types'})`,
      };
  }
}

/** The response elements of a problem, in order. */
export function responsesOf(problem: El, out: El[] = []): El[] {
  for (const c of kids(problem)) {
    if (RESPONSES.has(c.name)) out.push(c);
    else if (!HIDDEN.has(c.name)) responsesOf(c, out);
  }
  return out;
}
