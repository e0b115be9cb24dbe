import { stripControls } from './rich-text.js';

/**
 * What an import of a foreign format could not carry over, and why (issue 29): nothing a source holds is dropped
 * without one of these. `file` is relative to what was imported, `line` is 1-based (0 when the format has no
 * lines to point at, e.g. a zip entry), and `message` names the element or question and the reason.
 */
export interface ImportWarning {
  file: string;
  line: number;
  message: string;
}

/** Longest message kept: a warning quotes a title or an element, never a whole question. */
const MESSAGE_MAX = 500;

/** Collects the warnings of one import; one instance per import, passed down to each reader. */
export class ImportWarnings {
  readonly list: ImportWarning[] = [];

  add(file: string, line: number, message: string): void {
    const clean = stripControls(message, ' ');
    this.list.push({
      file,
      line: Math.max(0, Math.trunc(line)),
      message: clean.length > MESSAGE_MAX ? `${clean.slice(0, MESSAGE_MAX - 1)}…` : clean,
    });
  }

  /** A warning about one question, named by its source id or title so the author can find it. */
  question(ref: SourceRef, name: string, message: string): void {
    this.add(ref.file, ref.line, `${name}: ${message}`);
  }
}

/** Where something came from: the file (relative to the import) and its line, or 0 when unknown. */
export interface SourceRef {
  file: string;
  line: number;
}

/** Shortens a text for a warning ("question \"Who is buried…\""). */
export function quote(text: string, max = 60): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return `"${one.length > max ? `${one.slice(0, max - 1)}…` : one}"`;
}
