import { CMS_ALLOWED_ATTRIBUTES, CMS_ALLOWED_TAGS, CMS_LINK_REL } from '@continuum/contracts';
import DOMPurify from 'dompurify';

/**
 * The browser's second pass over a block's HTML (decision 0079): the server sanitized it on save with the same
 * allow-list; this pass holds even if a stored row was written some other way. http(s), mailto and relative
 * addresses only (no protocol-relative '//host'); every link opens a new tab without access to the opener.
 */
const ALLOWED_URI = /^(?:(?:https?|mailto):|\/(?!\/)|[#?.]|[^:/?#]+(?:[/?#]|$))/i;
const ALLOWED_ATTR = [...new Set(Object.values(CMS_ALLOWED_ATTRIBUTES).flat())];

let purifier: ReturnType<typeof DOMPurify> | undefined;
function instance() {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', CMS_LINK_REL);
      }
    });
  }
  return purifier;
}

/** A block's HTML as it may be inserted into the page. */
export function sanitizeBlock(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...CMS_ALLOWED_TAGS],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
