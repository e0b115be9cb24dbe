import { CMS_ALLOWED_ATTRIBUTES, CMS_ALLOWED_SCHEMES, CMS_ALLOWED_TAGS, CMS_LINK_REL } from '@continuum/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The content blocks' HTML policy on save (decision 0079): the rich text the editor makes (paragraphs, headings,
 * lists, quotes, code, emphasis, links) and nothing else. Scripts, styles, images, frames, forms, SVG and every
 * attribute not listed (event handlers, style, class) are dropped; links keep http(s), mailto or relative addresses
 * and open in a new tab without access to the opener. The browser applies the same list again when rendering.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [...CMS_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CMS_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...CMS_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside a dropped script or style is dropped with it, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'svg', 'math', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: CMS_LINK_REL } }),
  },
};

/** A block's content made safe to store and render. */
export function sanitizeBlockHtml(html: string): string {
  return sanitizeHtml(html, policy).trim();
}
