import { Marked } from 'marked';
import { sanitizeCourseHtml } from '../../resource/index.js';

/** Where the import keeps a slide's rendered content in the slide's data (beside the authored Markdown). */
export const CONTENT_HTML_FIELD = 'contentHtml';

/**
 * The slide title is the page's h2, so the content's headings start below it: `#` becomes h3, `##` h4,
 * and so on down to h6.
 */
const HEADING_SHIFT = 2;

const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + HEADING_SHIFT);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * A slide's Markdown content (headings, emphasis, lists, links, tables, code) as HTML that is safe to
 * insert into the player: rendered by marked, then put through the one course-HTML policy (no script,
 * style, event handler or image; links http(s) and mailto only, opening in a new tab).
 */
export function renderSlideMarkdown(content: string): string {
  if (content.trim() === '') return '';
  return sanitizeCourseHtml(markdown.parse(content, { async: false }));
}

/** The slide's content as the browser receives it: rendered at import, or now for a slide imported before that. */
export function slideContentHtml(slide: { content: string } & Record<string, unknown>): string {
  const rendered = slide[CONTENT_HTML_FIELD];
  return typeof rendered === 'string' ? rendered : renderSlideMarkdown(slide.content);
}
