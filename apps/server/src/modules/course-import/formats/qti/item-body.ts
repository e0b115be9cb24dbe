import { type El, kid, kids, serialize } from '../course-draft/xml.js';

/**
 * The question text of an item as HTML: its `<itemBody>` with every interaction replaced by its prompt (a
 * hottext passage keeps its text), inline blanks by a placeholder, and what a learner must not see or that
 * depends on a running attempt taken out (feedback blocks, scorer rubrics, template blocks). What was taken
 * out is returned so the reader can say so.
 */
export const INLINE = new Set(['textEntryInteraction', 'inlineChoiceInteraction']);
const HIDDEN = new Set(['feedbackBlock', 'feedbackInline', 'templateBlock', 'templateInline', 'printedVariable']);

export interface RenderedBody {
  html: string;
  /** Element names taken out, each once (feedbackBlock, rubricBlock …). */
  removed: Set<string>;
  hasMath: boolean;
}

/**
 * `blank` says what an inline interaction (or a gap) becomes: a placeholder like `[[b1]]`, or `_____`.
 */
export function renderBody(body: El | undefined, blank: (el: El) => string): RenderedBody {
  const removed = new Set<string>();
  let hasMath = false;
  const walk = (el: El): string => {
    if (el.name === 'math') {
      hasMath = true;
      return serialize(el);
    }
    if (HIDDEN.has(el.name)) {
      removed.add(el.name);
      return '';
    }
    if (el.name === 'rubricBlock') {
      if (/\bcandidate\b/.test(el.attrs.view ?? 'candidate')) return inner(el);
      removed.add(`rubricBlock (view ${el.attrs.view})`);
      return '';
    }
    if (INLINE.has(el.name) || el.name === 'gap') return blank(el);
    if (el.name === 'hottext') return inner(el);
    if (el.name === 'hottextInteraction' || el.name === 'gapMatchInteraction') {
      const prompt = kid(el, 'prompt');
      const rest = {
        ...el,
        children: el.children.filter((c) => typeof c === 'string' || !['prompt', 'gapText', 'gapImg'].includes(c.name)),
      };
      return `${prompt ? `<p>${inner(prompt)}</p>` : ''}${inner(rest)}`;
    }
    if (el.name.endsWith('Interaction')) {
      const prompt = kid(el, 'prompt');
      return prompt ? `<p>${inner(prompt)}</p>` : '';
    }
    if (el.name === 'positionObjectStage') return kids(el).map(walk).join('');
    const attrs = Object.entries(el.attrs)
      .filter(([k]) => !k.startsWith('xmlns') && k !== 'xsi:schemaLocation')
      .map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      .join('');
    const content = inner(el);
    return content || !['img', 'br', 'hr'].includes(el.name)
      ? `<${el.name}${attrs}>${content}</${el.name}>`
      : `<${el.name}${attrs}/>`;
  };
  const inner = (el: El): string => el.children.map((c) => (typeof c === 'string' ? serialize(c) : walk(c))).join('');
  const html = body ? inner(body) : '';
  // Line breaks in the XML are white space in HTML: one space, so plain text breaks only at blocks and <br>.
  return { html: html.replace(/\s+/g, ' ').trim(), removed, hasMath };
}

/** The HTML inside an element (a choice's content), feedback inside it left out. */
export function choiceHtml(el: El): string {
  return renderBody(el, () => '').html;
}
