import { type El, find, kid, kids } from '../course-draft/xml.js';
import type { Blank, ChoiceOption, HotSpotArea, ImportedQuestion, QuestionBody, RichText } from '../model.js';
import { toPlain } from '../rich-text.js';
import type { SourceRef } from '../warnings.js';
import { choiceHtml, INLINE, renderBody } from './item-body.js';
import { findWhere, textAll } from './qti-xml.js';
import { type Grading, type ResponseDecl, readGrading } from './response-rules.js';

/**
 * One QTI 2.1 / 3.0 `assessmentItem` onto the intermediate model: its interaction, its key (correctResponse or
 * the mapping of map_response, as weights) and its feedback. Anything the model cannot hold is a note the
 * reader turns into a warning naming the item; an interaction with no counterpart makes the item unsupported.
 */
export interface ReadItem {
  question: ImportedQuestion;
  /** Said about the item as warnings (what was dropped, and why). */
  notes: string[];
}

const html = (text: string): RichText => ({ format: 'html', text });

/** Interactions without a counterpart, and why. */
const UNSUPPORTED: Record<string, string> = {
  graphicOrderInteraction: 'ordering hot spots on an image has no counterpart among our question types',
  graphicAssociateInteraction: 'linking hot spots on an image has no counterpart among our question types',
  graphicGapMatchInteraction: 'dropping labels onto an image has no counterpart among our question types',
  positionObjectInteraction: 'placing objects on an image has no counterpart among our question types',
  sliderInteraction: 'a slider has no counterpart among our question types',
  mediaInteraction: 'a media interaction (play counts) has no counterpart among our question types',
  uploadInteraction: 'a file upload has no counterpart among our question types',
  drawingInteraction: 'a drawing has no counterpart among our question types',
  endAttemptInteraction: 'an end-attempt button belongs to adaptive items, which have no counterpart',
  customInteraction: 'a custom interaction runs the vendor’s own code',
  portableCustomInteraction: 'a portable custom interaction runs the vendor’s own code',
};

/** Weights of the values of a response: from map_response's mapping, else 1 for the correct values. */
function weightsOf(decl: ResponseDecl | undefined, g: Grading): Map<string, number> {
  const out = new Map<string, number>();
  if (!decl) return out;
  if (g.template === 'map_response' && decl.mapping.length > 0) {
    const top = Math.max(...decl.mapping.map((m) => m.value));
    for (const m of decl.mapping) out.set(m.key, top > 0 ? m.value / top : m.value);
    return out;
  }
  for (const c of decl.correct) out.set(c, 1);
  return out;
}

/** The first `n` pairs of the key, as [source, target] (pair or directedPair values "A B"). */
function pairsOf(decl: ResponseDecl | undefined, g: Grading): [string, string][] {
  const weights = weightsOf(decl, g);
  return [...weights]
    .filter(([, w]) => w > 0)
    .map(([k]) => k.split(/\s+/) as [string, string])
    .filter((p) => p.length === 2);
}

function choices(
  interaction: El,
  name: string,
  decl: ResponseDecl | undefined,
  g: Grading,
  fb: Map<string, string>,
): ChoiceOption[] {
  const weights = weightsOf(decl, g);
  return findWhere(interaction, (e) => e.name === name).map((c) => {
    const id = c.attrs.identifier ?? '';
    const f = fb.get(id);
    return {
      sourceId: id || undefined,
      text: html(choiceHtml(c)),
      weight: weights.get(id) ?? 0,
      fixed: c.attrs.fixed === 'true' || undefined,
      feedback: f ? html(f) : undefined,
    };
  });
}

const isTrueFalse = (list: ChoiceOption[]) =>
  list.length === 2 &&
  new Set(list.map((c) => toPlain(c.text).toLowerCase())).size === 2 &&
  list.every((c) => ['true', 'false', 'vrai', 'faux'].includes(toPlain(c.text).toLowerCase()));

/** The body of the item for its one block interaction. */
function blockBody(it: El, decl: ResponseDecl | undefined, g: Grading, fb: Map<string, string>, notes: string[]): QuestionBody {
  const keyless = !decl || (decl.correct.length === 0 && decl.mapping.length === 0 && decl.areas.length === 0);
  // A choice with no right answer asks an opinion (a Likert scale, a survey question): a poll.
  if (keyless && it.name === 'choiceInteraction' && g.template === 'none') {
    const list = findWhere(it, (e) => e.name === 'simpleChoice');
    const multiple = decl?.cardinality === 'multiple' || Number(it.attrs.maxChoices ?? 1) !== 1;
    return { kind: 'poll', multiple, choices: list.map((c) => ({ sourceId: c.attrs.identifier, text: html(choiceHtml(c)) })) };
  }
  if (keyless && it.name !== 'extendedTextInteraction')
    return { kind: 'unsupported', reason: 'it has no correct response (a survey or rating item): nothing to grade it by' };
  switch (it.name) {
    case 'choiceInteraction':
    case 'hottextInteraction': {
      const list = choices(it, it.name === 'choiceInteraction' ? 'simpleChoice' : 'hottext', decl, g, fb);
      const multiple = decl?.cardinality !== 'single' || Number(it.attrs.maxChoices ?? 1) !== 1;
      if (!multiple && isTrueFalse(list)) {
        const t = list.find((c) => ['true', 'vrai'].includes(toPlain(c.text).toLowerCase())) as ChoiceOption;
        const f = list.find((c) => c !== t) as ChoiceOption;
        return { kind: 'trueFalse', answer: t.weight > f.weight, trueFeedback: t.feedback, falseFeedback: f.feedback };
      }
      return { kind: 'choice', multiple, shuffle: it.attrs.shuffle === 'true', choices: list };
    }
    case 'orderInteraction': {
      const byId = new Map(findWhere(it, (e) => e.name === 'simpleChoice').map((c) => [c.attrs.identifier ?? '', c]));
      const order = decl?.correct ?? [];
      if (order.length < byId.size) notes.push(`${byId.size - order.length} choice(s) outside the correct order are left out`);
      return {
        kind: 'ordering',
        items: order.map((id) => ({
          sourceId: id,
          text: toPlain(html(choiceHtml(byId.get(id) ?? { name: 'x', attrs: {}, children: [id] }))),
        })),
      };
    }
    case 'matchInteraction': {
      const [left, right] = kids(it, 'simpleMatchSet').map((s) => kids(s, 'simpleAssociableChoice'));
      const text = (c: El | undefined) => (c ? toPlain(html(choiceHtml(c))) : '');
      const find1 = (list: El[] | undefined, id: string) => list?.find((c) => c.attrs.identifier === id);
      const pairs = pairsOf(decl, g);
      const perLeft = new Map<string, string[]>();
      for (const [a, b] of pairs) perLeft.set(a, [...(perLeft.get(a) ?? []), b]);
      const perRight = new Map<string, number>();
      for (const [, b] of pairs) perRight.set(b, (perRight.get(b) ?? 0) + 1);
      if ([...perLeft.values()].some((l) => l.length > 1))
        return { kind: 'unsupported', reason: 'a choice matched to several others at once has no counterpart' };
      const unmatched = (left ?? []).filter((c) => !perLeft.has(c.attrs.identifier ?? ''));
      if (unmatched.length) notes.push(`${unmatched.length} choice(s) that match nothing are left out`);
      if ([...perRight.values()].some((n) => n > 1))
        return {
          kind: 'dragDrop',
          targets: (right ?? []).map((c) => ({ sourceId: c.attrs.identifier, text: text(c) })),
          items: pairs.map(([a, b]) => ({ sourceId: a, text: text(find1(left, a)), targetId: b })),
        };
      const used = new Set(pairs.map(([, b]) => b));
      return {
        kind: 'matching',
        pairs: pairs.map(([a, b]) => ({
          sourceId: a,
          prompt: html(choiceHtml(find1(left, a) ?? { name: 'x', attrs: {}, children: [a] })),
          answer: text(find1(right, b)) || b,
        })),
        distractors: (right ?? []).filter((c) => !used.has(c.attrs.identifier ?? '')).map(text),
      };
    }
    case 'associateInteraction': {
      const all = findWhere(it, (e) => e.name === 'simpleAssociableChoice');
      const text = (id: string) =>
        toPlain(html(choiceHtml(all.find((c) => c.attrs.identifier === id) ?? { name: 'x', attrs: {}, children: [id] })));
      const pairs = pairsOf(decl, g);
      const used = new Set(pairs.flat());
      notes.push('pairs to associate become a matching: the first of each pair is matched to the second');
      return {
        kind: 'matching',
        pairs: pairs.map(([a, b]) => ({ sourceId: a, prompt: html(text(a)), answer: text(b) })),
        distractors: all
          .map((c) => c.attrs.identifier ?? '')
          .filter((id) => !used.has(id))
          .map(text),
      };
    }
    case 'extendedTextInteraction':
      return { kind: 'essay' };
    case 'hotspotInteraction':
    case 'selectPointInteraction': {
      const object = kid(it, 'object') ?? find(it, 'img');
      const src = object?.attrs.data ?? object?.attrs.src ?? '';
      const dim = (v: string | undefined) => (v && Number.isFinite(Number(v)) ? Number(v) : undefined);
      const right = new Set(decl?.correct ?? []);
      const shape = (s: string | undefined): HotSpotArea['shape'] =>
        s === 'rect' || s === 'circle' || s === 'ellipse' || s === 'poly' ? s : 'default';
      const coords = (s: string | undefined) => (s ?? '').split(',').map((n) => Number(n.trim()));
      const areas =
        it.name === 'hotspotInteraction'
          ? kids(it, 'hotspotChoice').map((h) => ({
              sourceId: h.attrs.identifier,
              shape: shape(h.attrs.shape),
              coords: coords(h.attrs.coords),
              correct: right.has(h.attrs.identifier ?? ''),
            }))
          : (decl?.areas ?? [])
              .filter((a) => a.value > 0)
              .map((a) => ({ shape: shape(a.shape), coords: a.coords, correct: true }));
      return { kind: 'hotSpot', image: { src, width: dim(object?.attrs.width), height: dim(object?.attrs.height) }, areas };
    }
    default:
      return {
        kind: 'unsupported',
        reason: UNSUPPORTED[it.name] ?? `the ${it.name} has no counterpart among our question types`,
      };
  }
}

/** Inline blanks (text entries, inline choices, gaps) as a story with blanks. */
function clozeBody(body: El | undefined, inlines: El[], g: Grading, notes: string[]): QuestionBody {
  const blanks: Record<string, Blank> = {};
  const names = new Map<El, string>();
  const gapMatch = inlines.find((e) => e.name === 'gapMatchInteraction');
  const gapTexts = gapMatch ? findWhere(gapMatch, (e) => e.name === 'gapText' || e.name === 'gapImg') : [];
  const gapKey = gapMatch ? pairsOf(g.decls.get(gapMatch.attrs.responseIdentifier ?? ''), g) : [];
  if (gapTexts.some((e) => e.name === 'gapImg')) notes.push('image gaps are left out: our blanks hold text');
  let problem: string | null = null;
  let n = 0;
  const rendered = renderBody(body, (el) => {
    n++;
    const name = `b${n}`;
    names.set(el, name);
    if (el.name === 'gap') {
      const choice = gapKey.find(([, gap]) => gap === el.attrs.identifier)?.[0];
      const answer = gapTexts.find((t) => t.attrs.identifier === choice);
      if (!answer) problem ??= `gap ${el.attrs.identifier} has no right choice`;
      const options = gapTexts.filter((t) => t.name === 'gapText').map((t) => textAll(t).trim());
      blanks[name] = { answers: answer ? [{ text: textAll(answer).trim(), weight: 1 }] : [], options };
      return `[[${name}]]`;
    }
    const decl = g.decls.get(el.attrs.responseIdentifier ?? '');
    const weights = weightsOf(decl, g);
    if (el.name === 'inlineChoiceInteraction') {
      const opts = kids(el, 'inlineChoice');
      const text = (id: string) => textAll(opts.find((o) => o.attrs.identifier === id)).trim();
      blanks[name] = {
        answers: [...weights].map(([id, weight]) => ({ text: text(id), weight })),
        options: opts.map((o) => textAll(o).trim()),
      };
    } else if (decl && /float|integer/.test(decl.baseType)) {
      blanks[name] = {
        answers: [...weights].map(([text, weight]) => ({ text, weight })),
        numeric: [...weights].map(([v, weight]) => ({ min: Number(v), max: Number(v), value: v, weight })),
      };
    } else {
      if (decl?.mapping.some((m) => m.caseSensitive))
        notes.push(`blank ${n}: the case of the answer is not checked in a story's blanks`);
      blanks[name] = { answers: [...weights].map(([text, weight]) => ({ text, weight })) };
    }
    if (blanks[name]?.answers.length === 0) problem ??= `blank ${n} has no correct response`;
    return `[[${name}]]`;
  });
  if (problem) return { kind: 'unsupported', reason: problem };
  return { kind: 'cloze', text: toPlain(html(rendered.html)), blanks };
}

/** Reads an item; `ref` is where it starts (for warnings). */
export function readItem(item: El, ref: SourceRef): ReadItem {
  const notes: string[] = [];
  const g = readGrading(item);
  notes.push(...g.notes);
  const body = kid(item, 'itemBody');
  const interactions = findWhere(body ?? item, (e) => e.name.endsWith('Interaction'));
  // Feedback shown for a particular choice (modal or inline feedback keyed by the response's value).
  const perChoice = new Map<string, string>();
  const modal = kids(item, 'modalFeedback');
  let correctFeedback: string[] = [];
  let incorrectFeedback: string[] = [];
  const unused: string[] = [];
  for (const f of modal) {
    const key = `${f.attrs.outcomeIdentifier} ${f.attrs.identifier}`;
    const content = choiceHtml(f);
    if (f.attrs.showHide === 'hide') unused.push(f.attrs.identifier ?? '');
    else if (g.rightFeedback.has(key)) correctFeedback.push(content);
    else if (g.wrongFeedback.has(key)) incorrectFeedback.push(content);
    else if (g.feedbackFromResponse.has(f.attrs.outcomeIdentifier ?? '')) perChoice.set(f.attrs.identifier ?? '', content);
    else unused.push(f.attrs.identifier ?? '');
  }
  for (const f of findWhere(body ?? item, (e) => e.name === 'feedbackInline' || e.name === 'feedbackBlock')) {
    const content = choiceHtml(f);
    const key = `${f.attrs.outcomeIdentifier} ${f.attrs.identifier}`;
    if (g.rightFeedback.has(key)) correctFeedback.push(content);
    else if (g.wrongFeedback.has(key)) incorrectFeedback.push(content);
    else if (g.feedbackFromResponse.has(f.attrs.outcomeIdentifier ?? '')) perChoice.set(f.attrs.identifier ?? '', content);
    else unused.push(f.attrs.identifier ?? '');
  }
  if (unused.length)
    notes.push(`feedback ${unused.map((u) => `"${u}"`).join(', ')} is shown on a condition we do not keep: left out`);
  correctFeedback = correctFeedback.filter(Boolean);
  incorrectFeedback = incorrectFeedback.filter(Boolean);

  const inlineOnly =
    interactions.length > 0 &&
    interactions.every((e) => INLINE.has(e.name) || e.name === 'gapMatchInteraction') &&
    !(interactions.length === 1 && interactions[0]?.name === 'textEntryInteraction');
  let bodyOut: QuestionBody;
  if (item.attrs.adaptive === 'true')
    bodyOut = {
      kind: 'unsupported',
      reason: 'an adaptive item (the item changes between attempts) has no counterpart among our question types',
    };
  else if (kids(item, 'templateDeclaration').length > 0)
    bodyOut = {
      kind: 'unsupported',
      reason: 'template variables (values drawn at random for each attempt) have no counterpart: our questions have fixed values',
    };
  else if (interactions.length === 0) bodyOut = { kind: 'description' };
  else if (inlineOnly) bodyOut = clozeBody(body, interactions, g, notes);
  else if (interactions.length > 1)
    bodyOut = {
      kind: 'unsupported',
      reason: `it has ${interactions.length} interactions; our questions hold one (or only blanks in a text)`,
    };
  else {
    const it = interactions[0] as El;
    const decl = g.decls.get(it.attrs.responseIdentifier ?? '');
    if (it.name === 'textEntryInteraction') {
      const weights = weightsOf(decl, g);
      if (weights.size === 0) bodyOut = { kind: 'unsupported', reason: 'its text entry has no correct response' };
      else if (decl && /float|integer/.test(decl.baseType))
        bodyOut = {
          kind: 'numerical',
          answers: [...weights].map(([v, weight]) => ({ min: Number(v), max: Number(v), value: v, weight })),
        };
      else
        bodyOut = {
          kind: 'shortAnswer',
          caseSensitive: decl?.mapping.length ? decl.mapping.some((m) => m.caseSensitive) : true,
          answers: [...weights].map(([text, weight]) => ({ text, weight })),
        };
    } else bodyOut = blockBody(it, decl, g, perChoice, notes);
  }
  const rendered = renderBody(body, () => '_____');
  const stemHtml = rendered.html;
  for (const r of rendered.removed)
    if (!r.startsWith('feedback')) notes.push(`its ${r} is not shown to learners: left out of the question`);
  if (rendered.hasMath) notes.push('MathML is kept as its text only');
  return {
    question: {
      ref,
      sourceId: item.attrs.identifier || undefined,
      title: item.attrs.title || undefined,
      stem: html(stemHtml),
      body: bodyOut,
      category: [],
      tags: [],
      correctFeedback: correctFeedback.length ? html(correctFeedback.join('\n')) : undefined,
      incorrectFeedback: incorrectFeedback.length ? html(incorrectFeedback.join('\n')) : undefined,
    },
    notes,
  };
}
