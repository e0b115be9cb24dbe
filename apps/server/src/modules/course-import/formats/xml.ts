import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SourceInvalidError } from './readers.js';

/**
 * XML of a foreign source, parsed with fast-xml-parser. A DOCTYPE is refused before parsing: entity
 * declarations are how XML bombs and external entities get in, and no question format needs one (issue 29).
 */
export function parseXml(text: string, file: string, arrays: (name: string) => boolean): Record<string, unknown> {
  const doctype = /<!DOCTYPE|<!ENTITY/i.exec(text);
  if (doctype)
    throw new SourceInvalidError([
      { file, line: lineAt(text, doctype.index), message: 'a DOCTYPE or entity declaration is refused (entity expansion)' },
    ]);
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new SourceInvalidError([{ file, line: valid.err.line, message: `not well-formed XML: ${valid.err.msg}` }]);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => arrays(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Lines of each opening tag `<name` in document order (fast-xml-parser keeps no positions). */
export function tagLines(text: string, name: string): number[] {
  const out: number[] = [];
  const re = new RegExp(`<(?:[\\w-]+:)?${name}[\\s>/]`, 'g');
  let line = 1;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    for (let i = last; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    last = m.index;
    out.push(line);
  }
  return out;
}

/** Text content of a parsed element: a string, or an object's #text. */
export function textOf(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(textOf).join('');
  const o = v as Record<string, unknown>;
  return textOf(o['#text']);
}
