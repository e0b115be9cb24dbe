import classes from './block-view.module.css';
import { sanitizeBlock } from './sanitize-block';

/** A content block's HTML, sanitized again in the browser before it is inserted; spaced from what follows. */
export function BlockView({ html, blockKey, spaced = true }: { html: string; blockKey: string; spaced?: boolean }) {
  return (
    <div
      className={spaced ? `${classes.block} ${classes.spaced}` : classes.block}
      data-content-block={blockKey}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized here (sanitize-block.ts) and on save (cms/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: sanitizeBlock(html) }}
    />
  );
}
