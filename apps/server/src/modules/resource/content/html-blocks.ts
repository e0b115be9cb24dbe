import { Parser } from 'htmlparser2';

/** A piece of text with one style. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  mono: boolean;
  link: string | null;
}

/** What the PDF renderer lays out: headings, paragraphs (list items and table rows too), code, rules. */
export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[]; indent: number; marker: string | null }
  | { kind: 'pre'; text: string; indent: number }
  | { kind: 'rule' };

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'dt',
  'dd',
  'blockquote',
  'tr',
  'caption',
  'figure',
  'figcaption',
  'table',
  'ul',
  'ol',
  'dl',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'thead',
  'tbody',
  'tfoot',
]);
const INDENT = 18;

/**
 * Reads (sanitized) HTML into blocks: whitespace collapsed as a browser would, list items marked with
 * bullets or numbers and indented by depth, table rows as cells joined by ' | ' (header cells bold),
 * blockquotes indented.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const style = { bold: 0, italic: 0, mono: 0 };
  const links: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quoteDepth = 0;
  let runs: Run[] = [];
  let heading = 0;
  let marker: string | null = null;
  let pre: string | null = null;
  let cellIndex = 0;

  const indent = () => (lists.length + quoteDepth) * INDENT;
  const flush = () => {
    // Drop leading and trailing spaces of the block, and runs that became empty.
    const first = runs[0];
    if (first) first.text = first.text.replace(/^\s+/, '');
    const last = runs[runs.length - 1];
    if (last) last.text = last.text.replace(/\s+$/, '');
    runs = runs.filter((r) => r.text.length > 0);
    if (runs.length > 0) {
      if (heading) blocks.push({ kind: 'heading', level: heading, runs });
      else blocks.push({ kind: 'paragraph', runs, indent: Math.max(0, indent() - (marker ? INDENT : 0)), marker });
      marker = null;
    }
    runs = [];
  };
  const addText = (raw: string) => {
    const previous = runs[runs.length - 1];
    let text = raw.replace(/\s+/g, ' ');
    if (text === ' ' && (!previous || previous.text.endsWith(' '))) return;
    if (previous?.text.endsWith(' ')) text = text.replace(/^ /, '');
    const link = links[links.length - 1] ?? null;
    const run: Run = { text, bold: style.bold > 0, italic: style.italic > 0, mono: style.mono > 0, link };
    if (
      previous &&
      previous.bold === run.bold &&
      previous.italic === run.italic &&
      previous.mono === run.mono &&
      previous.link === link
    ) {
      previous.text += text;
    } else runs.push(run);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (pre !== null) return;
        if (BLOCK_TAGS.has(name)) flush();
        if (/^h[1-6]$/.test(name)) heading = Number(name[1]);
        if (name === 'strong' || name === 'b' || name === 'th') style.bold++;
        if (name === 'em' || name === 'i') style.italic++;
        if (name === 'code') style.mono++;
        if (name === 'a') links.push(attribs.href ?? '');
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: Number(attribs.start ?? 1) || 1 });
        if (name === 'blockquote') quoteDepth++;
        if (name === 'li') {
          const list = lists[lists.length - 1];
          marker = list?.ordered ? `${list.next++}.` : '•';
        }
        if (name === 'tr') cellIndex = 0;
        if ((name === 'td' || name === 'th') && cellIndex++ > 0) addText(' | ');
        if (name === 'br') {
          flush();
        }
        if (name === 'hr') blocks.push({ kind: 'rule' });
        if (name === 'pre') pre = '';
      },
      ontext(text) {
        if (pre !== null) pre += text;
        else addText(text);
      },
      onclosetag(name) {
        if (name === 'pre' && pre !== null) {
          const text = pre.replace(/^\n/, '').replace(/\s+$/, '');
          if (text) blocks.push({ kind: 'pre', text, indent: indent() });
          pre = null;
          return;
        }
        if (pre !== null) return;
        if (name === 'strong' || name === 'b' || name === 'th') style.bold--;
        if (name === 'em' || name === 'i') style.italic--;
        if (name === 'code') style.mono--;
        if (name === 'a') links.pop();
        if (BLOCK_TAGS.has(name)) flush();
        if (/^h[1-6]$/.test(name)) heading = 0;
        if (name === 'ul' || name === 'ol') lists.pop();
        if (name === 'blockquote') quoteDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}
