import { htmlToText } from '../course-draft/html-text.js';
import { type El, find, findAll, kid, kids, textOf, XmlRefusedError } from '../course-draft/xml.js';

/** A QTI 1.2 item of the Common Cartridge profile, read into what our model can hold. */
export interface QtiItem {
  ident: string;
  title: string;
  /** cc.multiple_choice, cc.true_false, cc.multiple_response, cc.fib, cc.pattern_match, cc.essay (version dropped). */
  profile: string;
  /** The question as HTML, and as plain text. */
  html: string;
  text: string;
  hadImage: boolean;
  choices: { ident: string; text: string; correct: boolean; feedback?: string }[];
  /** Accepted answers of fill-in-the-blank and pattern-match items; `substring` when any answer is a substring match. */
  answers: string[];
  caseSensitive: boolean;
  substring: boolean;
  category?: string;
  generalFeedback?: string;
  correctFeedback?: string;
  incorrectFeedback?: string;
}

/** The metadata fields of a qtimetadata block, by label. */
export function qtiMetadata(el: El | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of findAll(el, 'qtimetadatafield'))
    out.set(textOf(kid(f, 'fieldlabel')).trim(), textOf(kid(f, 'fieldentry')).trim());
  return out;
}

function materialHtml(el: El | undefined): string {
  const mattext = find(el, 'mattext');
  return textOf(mattext).trim();
}

function plain(html: string): string {
  return htmlToText(html).text;
}

/** A varequal directly in a condition, or inside `and` (never inside `not`): the choices that make it right. */
function positives(cond: El | undefined): El[] {
  if (!cond) return [];
  const out: El[] = [];
  for (const c of kids(cond)) {
    if (c.name === 'varequal' || c.name === 'varsubstring') out.push(c);
    else if (c.name === 'and' || c.name === 'or') out.push(...positives(c));
  }
  return out;
}

const score = (rc: El) => Number(textOf(kid(rc, 'setvar')).trim() || '0');

/** Reads one item: its choices, which are right, accepted answers and feedbacks. */
export function readQtiItem(item: El): QtiItem {
  const meta = qtiMetadata(kid(item, 'itemmetadata'));
  const profile = (meta.get('cc_profile') ?? '').replace(/\.v\d+p\d+$/, '');
  const presentation = kid(item, 'presentation');
  const html = materialHtml(kid(presentation, 'material') ?? presentation);
  const { text, hadImage } = htmlToText(html);
  const feedbacks = new Map<string, string>();
  for (const fb of kids(item, 'itemfeedback')) {
    const body = plain(materialHtml(fb));
    if (body) feedbacks.set(fb.attrs.ident ?? '', body);
  }
  const labels = findAll(presentation, 'response_label');
  const correct = new Set<string>();
  const choiceFeedback = new Map<string, string>();
  const answers: string[] = [];
  let caseSensitive = false;
  let substring = false;
  let correctFeedback: string | undefined;
  let incorrectFeedback: string | undefined;
  let generalFeedback: string | undefined;
  for (const rc of findAll(kid(item, 'resprocessing'), 'respcondition')) {
    const cond = kid(rc, 'conditionvar');
    const links = kids(rc, 'displayfeedback').map((d) => d.attrs.linkrefid ?? '');
    const isOther = kid(cond, 'other') !== undefined;
    const pos = positives(cond);
    if (isOther && !kid(rc, 'setvar')) {
      for (const l of links) generalFeedback ??= feedbacks.get(l);
      continue;
    }
    const right = score(rc) > 0;
    for (const v of pos) {
      const value = textOf(v).trim();
      if (labels.length > 0) {
        const own = links.find((l) => l.startsWith(value));
        if (own && feedbacks.has(own)) choiceFeedback.set(value, feedbacks.get(own) as string);
        if (right) correct.add(value);
      } else if (right && value) {
        answers.push(value);
        if (v.attrs.case === 'Yes') caseSensitive = true;
        if (v.name === 'varsubstring') substring = true;
      }
    }
    const shared = links.map((l) => feedbacks.get(l)).find((f) => f !== undefined && !choiceFeedback.has(f));
    if (right) correctFeedback ??= links.includes('correct_fb') ? feedbacks.get('correct_fb') : undefined;
    else incorrectFeedback ??= links.includes('incorrect_fb') ? feedbacks.get('incorrect_fb') : shared;
  }
  const choices = labels.map((l) => {
    const ident = l.attrs.ident ?? '';
    const feedback = choiceFeedback.get(ident);
    return { ident, text: plain(materialHtml(l)) || ident, correct: correct.has(ident), ...(feedback ? { feedback } : {}) };
  });
  const category = meta.get('cc_question_category');
  return {
    ident: item.attrs.ident ?? '',
    title: item.attrs.title ?? '',
    profile,
    html,
    text,
    hadImage,
    choices,
    answers: [...new Set(answers)],
    caseSensitive,
    substring,
    ...(category ? { category } : {}),
    ...(generalFeedback ? { generalFeedback } : {}),
    ...(correctFeedback ? { correctFeedback } : {}),
    ...(incorrectFeedback ? { incorrectFeedback } : {}),
  };
}

/** An assessment or question bank: its title, settings metadata and items (in section order). */
export function readQtiFile(root: El): {
  kind: 'assessment' | 'objectbank';
  ident: string;
  title: string;
  meta: Map<string, string>;
  items: QtiItem[];
} {
  const assessment = kid(root, 'assessment');
  const bank = kid(root, 'objectbank');
  const top = assessment ?? bank;
  if (!top) throw new XmlRefusedError('the QTI file has no assessment or objectbank element');
  return {
    kind: assessment ? 'assessment' : 'objectbank',
    ident: top.attrs.ident ?? '',
    title: top.attrs.title ?? '',
    meta: qtiMetadata(kid(top, 'qtimetadata')),
    items: findAll(top, 'item').map(readQtiItem),
  };
}
