import type { RichText } from './model.js';

/** The entities HTML question banks use most; numeric ones are decoded generally. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  times: '×',
  divide: '÷',
  deg: '°',
  pi: 'π',
};

/** Drops control characters other than tab and newlines (they have no place in a stored text). */
export function stripControls(s: string, by = ''): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    out += c < 32 && c !== 9 && c !== 10 && c !== 13 ? by : ch;
  }
  return out;
}

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (all, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return safeCodePoint(Number.parseInt(e.slice(2), 16)) ?? all;
    if (e.startsWith('#')) return safeCodePoint(Number.parseInt(e.slice(1), 10)) ?? all;
    return NAMED[e] ?? all;
  });
}

function safeCodePoint(n: number): string | null {
  if (!Number.isFinite(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
  return String.fromCodePoint(n);
}

/** Plain text of a rich text: exam questions and choices, titles, matching items are plain text with us. */
export function toPlain(t: RichText | undefined): string {
  if (!t) return '';
  let s = t.text;
  if (t.format === 'html') {
    s = s
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
      .replace(/<img[^>]*\balt\s*=\s*"([^"]*)"[^>]*>/gi, '$1')
      .replace(/<[^>]*>/g, '');
    s = decodeEntities(s);
  } else if (t.format === 'markdown') {
    s = s.replace(/[*_`]+/g, '');
  }
  return stripControls(s)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Slide content is Markdown (raw HTML inside it is sanitized at import); plain text is escaped for it. */
export function toMarkdown(t: RichText | undefined): string {
  if (!t) return '';
  if (t.format === 'text') return t.text.replace(/([\\`*_[\]<>#])/g, '\\$1').trim();
  return t.text.trim();
}

/** Whether a text holds an image or media that our plain texts and sanitizer do not keep. */
export function hasMedia(t: RichText | undefined): boolean {
  return !!t && /<(img|video|audio|object|embed|iframe)\b|!\[[^\]]*\]\(/i.test(t.text);
}

/** Cuts a plain text to a field's limit. */
export function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
