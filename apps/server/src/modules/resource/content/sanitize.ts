import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy for course content (HTML and NOTES resources, key points, converted documents):
 * structure and emphasis only. No script, style, iframe, form or event handler survives, links keep
 * only http(s) and mailto addresses and open in a new tab without access to the opener, and images
 * are dropped (they are resources of their own, with alt text, served by the server).
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'span',
    'div',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped script/style/textarea elements is dropped with them, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** Course HTML made safe to insert into the app's pages. */
export function sanitizeCourseHtml(html: string): string {
  return sanitizeHtml(html, policy).trim();
}
