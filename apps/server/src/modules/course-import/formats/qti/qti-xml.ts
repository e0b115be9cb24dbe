import { type El, kids, parseXml, XmlRefusedError } from '../course-draft/xml.js';
import { SourceInvalidError } from '../readers.js';

/**
 * A QTI document as an element tree in document order (item bodies mix XHTML with interactions, so the order
 * matters). QTI 3.0 spells QTI 2.1's `choiceInteraction` as `qti-choice-interaction` and its attributes in kebab
 * case (`response-identifier`); those names are turned into the 2.1 ones, so one reader takes both versions.
 * HTML elements and their attributes (`data-*`, `aria-*`) are left as they are.
 */
const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function normalize(el: El): El {
  const qti3 = el.name.startsWith('qti-');
  const name = qti3 ? camel(el.name.slice(4)) : el.name;
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(el.attrs)) attrs[qti3 ? camel(k) : k] = v;
  return { name, attrs, children: el.children.map((c) => (typeof c === 'string' ? c : normalize(c))) };
}

/** Parses a QTI file (2.x or 3.0) into QTI 2.1 names; a refused or broken file is a SourceInvalidError. */
export function parseQti(text: string, file: string): El {
  try {
    return normalize(parseXml(text));
  } catch (err) {
    if (err instanceof XmlRefusedError) throw new SourceInvalidError([{ file, line: 0, message: err.message }]);
    throw err;
  }
}

/** Every descendant element whose name passes `test`, in document order, not looking inside a match. */
export function findWhere(el: El, test: (e: El) => boolean, out: El[] = []): El[] {
  for (const c of kids(el)) {
    if (test(c)) out.push(c);
    else findWhere(c, test, out);
  }
  return out;
}

/** The values of a `<correctResponse>` or `<defaultValue>`: each `<value>`'s text, trimmed. */
export function values(el: El | undefined): string[] {
  return kids(el, 'value').map((v) => textAll(v).trim());
}

export function textAll(el: El | string | undefined): string {
  if (el === undefined) return '';
  if (typeof el === 'string') return el;
  return el.children.map(textAll).join('');
}
