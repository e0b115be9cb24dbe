import { relative } from 'node:path';
import { readText, sourceFile } from '../common-cartridge/cartridge-files.js';
import { lineOf, type SourceWarning } from '../course-draft/draft.js';
import { type El, kids, parseXml, XmlRefusedError } from '../course-draft/xml.js';

/** An OLX element with where it was read from (for warnings and for resolving its own files). */
export interface Located {
  el: El;
  file: string;
  line: number;
}

/** Reads an OLX course folder's XML files: pointers (`<html url_name="x"/>`) are followed to `html/x.xml`. */
export class OlxSource {
  private readonly texts = new Map<string, string>();

  constructor(
    readonly folder: string,
    readonly warnings: SourceWarning[],
  ) {}

  text(file: string): string | null {
    const cached = this.texts.get(file);
    if (cached !== undefined) return cached;
    const abs = sourceFile(this.folder, file);
    if (!abs) return null;
    const text = readText(abs);
    this.texts.set(file, text);
    return text;
  }

  /** Parses one file; a refused or broken file is a warning and null. */
  parse(file: string): El | null {
    const text = this.text(file);
    if (text === null) return null;
    try {
      return parseXml(text);
    } catch (err) {
      if (!(err instanceof XmlRefusedError)) throw err;
      this.warnings.push({ file, line: 1, message: `${err.message}; left out` });
      return null;
    }
  }

  /**
   * An element as OLX means it: a pointer (only url_name, no children) is replaced by its own file's element, with
   * the pointer's attributes kept; an inline element stays where it is.
   */
  resolve(el: El, inFile: string): Located | null {
    const url = el.attrs.url_name;
    if (url && kids(el).length === 0) {
      const file = `${el.name}/${url.replace(/:/g, '/')}.xml`;
      const own = this.parse(file);
      if (own) return { el: { ...own, attrs: { ...el.attrs, ...own.attrs } }, file, line: 1 };
      // Only url_name (and the xblock family): a pointer whose file is not there. Other attributes: an inline block.
      const onlyPointer = Object.keys(el.attrs).every((k) => k === 'url_name' || k === 'xblock-family');
      if (this.text(file) === null && onlyPointer) {
        this.warnings.push({
          file: inFile,
          line: lineOf(this.text(inFile) ?? '', `url_name="${url}"`),
          message: `${el.name} ${url}: its file ${file} is missing; left out`,
        });
        return null;
      }
    }
    return { el, file: inFile, line: url ? lineOf(this.text(inFile) ?? '', `url_name="${url}"`) : 1 };
  }

  /** The path of a source file relative to the course folder (for warnings). */
  rel(abs: string): string {
    return relative(this.folder, abs).split('\\').join('/');
  }
}
