import classes from './block-view.module.css';
import { sanitizeBlock } from './sanitize-block';

/** A content block's HTML, sanitized again in the browser before it is inserted. */
export function BlockView({ html, blockKey }: { html: string; blockKey: string }) {
  return (
    <div
      className={classes.block}
      data-content-block={blockKey}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized here (sanitize-block.ts) and on save (cms/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: sanitizeBlock(html) }}
    />
  );
}
