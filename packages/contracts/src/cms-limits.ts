/**
 * The content blocks' limits (000 §3, §7; decision 0079), apart from their zod schemas so the web's block
 * component can import them without bringing schema construction into its chunk.
 */
/** A block's key: how the app's pages name the block they render (1..100 of letters, digits, '.', '_', '-'). */
export const CMS_KEY_MAX = 100;
export const CMS_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const CMS_NAME_MAX = 200;
export const CMS_DESCRIPTION_MAX = 1000;
/** The content's HTML before sanitizing; rich text of a notice or a support paragraph is far smaller. */
export const CMS_CONTENT_MAX = 100_000;

/**
 * The rich text a block keeps (sanitized on save and again on render): structure, emphasis and links. No
 * script, style, image, frame, form or event handler; links are http(s), mailto or relative.
 */
export const CMS_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
] as const;
export const CMS_ALLOWED_ATTRIBUTES = { a: ['href', 'title', 'target', 'rel'], ol: ['start'] } as const;
export const CMS_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;
/** What every link of a block carries: a new tab without access to the opener. */
export const CMS_LINK_REL = 'noopener noreferrer';

/**
 * Whether rich text says nothing: no text once tags and non-breaking spaces are gone, and no image. An editor's
 * empty paragraph (`<p></p>`) is empty; a block is saved with content or not at all (issue 25 item 42).
 */
export function cmsContentIsEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() === ''
  );
}
