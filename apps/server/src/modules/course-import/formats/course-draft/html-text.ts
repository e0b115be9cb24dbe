import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * Plain text of an HTML fragment (exam questions and choices are plain text in our model), with white space
 * collapsed. Returns whether the fragment held images, which plain text cannot carry.
 */
export function htmlToText(html: string): { text: string; hadImage: boolean } {
  const doc = parseDocument(html, { decodeEntities: true });
  const hadImage = DomUtils.findOne((e) => e.name === 'img', doc.children, true) !== null;
  const text = DomUtils.textContent(doc).replace(/\s+/g, ' ').trim();
  return { text, hadImage };
}

/** Whether an HTML fragment shows images (slide content is sanitized without them; the import says so). */
export function hasImage(html: string): boolean {
  return /<img\b/i.test(html);
}

/** The body of an HTML page (the whole text when it has no body element). */
export function htmlBody(page: string): string {
  const m = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(page);
  return (m ? (m[1] ?? '') : page).trim();
}

/**
 * HTML made safe to hand to the Markdown renderer of slide content: without indentation and blank lines, an HTML
 * fragment stays one HTML block instead of turning partly into code blocks.
 */
export function htmlForMarkdown(html: string): string {
  return html
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n');
}
